import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { contentPages, hotelContents } from '../db/schema/content.ts';

export type ContentPageRow = typeof contentPages.$inferSelect;

/** A rich content page by its key (`about:76`, `brand:75`, `footer:contactUs`, `joinIn`, …). */
export async function findContentPage(db: Queryable, key: string): Promise<ContentPageRow | undefined> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.key, key)).limit(1);
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
    .where(and(eq(hotelContents.hotelId, hotelId), eq(hotelContents.kind, kind)))
    .limit(1);
  return row?.data;
}
