import { asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { news } from '../db/schema/content.ts';

export type NewsRow = typeof news.$inferSelect;

/** News of one column (栏目), newest first. */
export async function listNews(db: Queryable, sid: number): Promise<NewsRow[]> {
  return db.select().from(news).where(eq(news.sid, sid)).orderBy(desc(news.publishedOn), asc(news.id));
}

export async function findNews(db: Queryable, id: number): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return row;
}
