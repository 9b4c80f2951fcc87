import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { news } from '../../db/schema/content.ts';
import { isLive } from './content-pages.ts';

export type NewsRow = typeof news.$inferSelect;

/** Published news of one column (栏目), newest first: by day, then the one published last. */
export async function listNews(db: Queryable, sid: number): Promise<NewsRow[]> {
  return db
    .select()
    .from(news)
    .where(and(eq(news.sid, sid), isLive(news.publishedAt)))
    .orderBy(desc(news.publishedOn), desc(news.publishedAt), asc(news.id));
}

/** A published news item; a draft or one scheduled for later is not found. */
export async function findNews(db: Queryable, id: number): Promise<NewsRow | undefined> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), isLive(news.publishedAt)))
    .limit(1);
  return row;
}
