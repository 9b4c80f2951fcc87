import { and, type Column, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { contentPages, hotelContents } from '../../db/schema/content.ts';

/**
 * Content the public site may show: published, and its publish time reached. A scheduled item goes
 * live by this condition alone (the database's clock), so no job has to flip it; a draft has no time.
 */
export function isLive(publishedAt: Column): SQL {
  return lte(publishedAt, sql`now()`);
}

export type ContentPageRow = typeof contentPages.$inferSelect;

/** A rich content page by its key (`about:76`, `brand:75`, `footer:contactUs`, `joinIn`, …). */
export async function findContentPage(db: Queryable, key: string): Promise<ContentPageRow | undefined> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.key, key), isLive(contentPages.publishedAt)))
    .limit(1);
  return row;
}

/** The stored content object of one of a hotel's pages (meeting, home, health or tea). */
export async function findHotelContent(
  db: Queryable,
  hotelId: number,
  kind: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ data: hotelContents.data })
    .from(hotelContents)
    .where(
      and(
        eq(hotelContents.hotelId, hotelId),
        eq(hotelContents.kind, kind),
        isLive(hotelContents.publishedAt),
      ),
    )
    .limit(1);
  return row?.data;
}
