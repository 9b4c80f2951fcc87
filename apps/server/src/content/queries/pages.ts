import { and, asc, eq, like, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { contentPages, hotelContents } from '../../db/schema/content.ts';

/** The group's pages and each hotel's pages as staff see them: drafts and scheduled ones included. */

export type PageRecord = typeof contentPages.$inferSelect;

/** About, brand, footer and franchise pages: the ones 内容管理 edits (not the site's internal ones). */
export async function listGroupPages(db: Queryable): Promise<PageRecord[]> {
  return db
    .select()
    .from(contentPages)
    .where(
      or(
        like(contentPages.key, 'about:%'),
        like(contentPages.key, 'brand:%'),
        like(contentPages.key, 'footer:%'),
        eq(contentPages.key, 'joinIn'),
      ),
    )
    .orderBy(asc(contentPages.key));
}

export async function lockPage(db: Queryable, key: string): Promise<PageRecord | undefined> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.key, key)).for('update');
  return row;
}

export async function updatePage(db: Queryable, key: string, values: Partial<PageRecord>): Promise<void> {
  await db.update(contentPages).set(values).where(eq(contentPages.key, key));
}

export type HotelContentRecord = typeof hotelContents.$inferSelect;

export async function hotelContentsOf(db: Queryable, hotelId: number): Promise<HotelContentRecord[]> {
  return db.select().from(hotelContents).where(eq(hotelContents.hotelId, hotelId));
}

export async function lockHotelContent(
  db: Queryable,
  hotelId: number,
  kind: string,
): Promise<HotelContentRecord | undefined> {
  const [row] = await db
    .select()
    .from(hotelContents)
    .where(and(eq(hotelContents.hotelId, hotelId), eq(hotelContents.kind, kind)))
    .for('update');
  return row;
}

/** Writes a hotel page; a page written for the first time starts as a draft. */
export async function saveHotelContent(
  db: Queryable,
  hotelId: number,
  kind: string,
  data: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(hotelContents)
    .values({ hotelId, kind, data, publishedAt: null })
    .onConflictDoUpdate({ target: [hotelContents.hotelId, hotelContents.kind], set: { data } });
}

export async function setHotelContentPublishedAt(
  db: Queryable,
  hotelId: number,
  kind: string,
  publishedAt: Date | null,
): Promise<void> {
  await db
    .update(hotelContents)
    .set({ publishedAt })
    .where(and(eq(hotelContents.hotelId, hotelId), eq(hotelContents.kind, kind)));
}
