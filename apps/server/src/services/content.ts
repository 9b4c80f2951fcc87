import type { NewsItem } from '@hotel/shared/api/cms';
import { excerpt } from '@hotel/shared/validation';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { news } from '../db/schema/content.ts';
import { slashDate } from '../lib/dates.ts';
import { sanitizeContent } from '../lib/sanitize.ts';

function toNewsItem(row: typeof news.$inferSelect): NewsItem {
  const content = sanitizeContent(row.content);
  return {
    newid: row.id,
    newtitle: row.title,
    newdatetime: slashDate(row.publishedOn),
    newimg: row.image,
    newscontent: content,
    description: row.description || excerpt(content),
  };
}

/** News of one column, newest first. */
export async function newsOfColumn(db: Db, sid: number): Promise<NewsItem[]> {
  const rows = await db
    .select()
    .from(news)
    .where(eq(news.sid, sid))
    .orderBy(desc(news.publishedOn), asc(news.id));
  return rows.map(toNewsItem);
}
