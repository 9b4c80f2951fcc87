import { count, desc, eq, ilike } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { hotels } from '../../db/schema/catalog.ts';
import { banners, news, promotions } from '../../db/schema/content.ts';

/** 内容管理's news, offers and banners as staff see them: drafts and scheduled items included. */

export interface ListPage {
  keyword: string;
  limit: number;
  offset: number;
}

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type NewsRecord = typeof news.$inferSelect;
export type NewNewsRecord = typeof news.$inferInsert;

export async function listNewsForStaff(db: Queryable, page: ListPage) {
  const where = page.keyword ? ilike(news.title, like(page.keyword)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(desc(news.publishedOn), desc(news.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A news item locked for the change under way (or just read, outside a transaction). */
export async function lockNews(db: Queryable, id: number): Promise<NewsRecord | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).for('update');
  return row;
}

export async function insertNews(db: Queryable, values: NewNewsRecord): Promise<NewsRecord> {
  const [row] = await db.insert(news).values(values).returning();
  if (!row) throw new Error('news insert returned nothing');
  return row;
}

export async function updateNews(
  db: Queryable,
  id: number,
  values: Partial<NewNewsRecord>,
): Promise<NewsRecord> {
  const [row] = await db.update(news).set(values).where(eq(news.id, id)).returning();
  if (!row) throw new Error('news update returned nothing');
  return row;
}

export type OfferRecord = typeof promotions.$inferSelect & {
  hotelCode: string | null;
  hotelName: string | null;
};
export type NewOfferRecord = typeof promotions.$inferInsert;

function selectOffers(db: Queryable) {
  return db
    .select({ offer: promotions, hotelCode: hotels.hotelCode, hotelName: hotels.name })
    .from(promotions)
    .leftJoin(hotels, eq(hotels.id, promotions.hotelId));
}

const flatOffer = (r: {
  offer: typeof promotions.$inferSelect;
  hotelCode: string | null;
  hotelName: string | null;
}) => ({
  ...r.offer,
  hotelCode: r.hotelCode,
  hotelName: r.hotelName,
});

export async function listOffersForStaff(db: Queryable, page: ListPage) {
  const where = page.keyword ? ilike(promotions.title, like(page.keyword)) : undefined;
  const [rows, [total]] = await Promise.all([
    selectOffers(db)
      .where(where)
      .orderBy(desc(promotions.beginsOn), desc(promotions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(promotions).where(where),
  ]);
  return { rows: rows.map(flatOffer), total: total?.n ?? 0 };
}

export async function lockOffer(db: Queryable, id: number): Promise<OfferRecord | undefined> {
  const [row] = await selectOffers(db).where(eq(promotions.id, id)).for('update', { of: promotions });
  return row && flatOffer(row);
}

export async function insertOffer(db: Queryable, values: NewOfferRecord): Promise<number> {
  const [row] = await db.insert(promotions).values(values).returning({ id: promotions.id });
  if (!row) throw new Error('promotion insert returned nothing');
  return row.id;
}

export async function updateOffer(db: Queryable, id: number, values: Partial<NewOfferRecord>): Promise<void> {
  await db.update(promotions).set(values).where(eq(promotions.id, id));
}

export type BannerRecord = typeof banners.$inferSelect & {
  hotelCode: string | null;
  hotelName: string | null;
};
export type NewBannerRecord = typeof banners.$inferInsert;

function selectBanners(db: Queryable) {
  return db
    .select({ banner: banners, hotelCode: hotels.hotelCode, hotelName: hotels.name })
    .from(banners)
    .leftJoin(hotels, eq(hotels.id, banners.hotelId));
}

const flatBanner = (r: {
  banner: typeof banners.$inferSelect;
  hotelCode: string | null;
  hotelName: string | null;
}) => ({
  ...r.banner,
  hotelCode: r.hotelCode,
  hotelName: r.hotelName,
});

/** Banners in the order a carousel shows them: the group's first, then each hotel's. */
export async function listBannersForStaff(db: Queryable, page: ListPage) {
  const where = page.keyword ? ilike(banners.title, like(page.keyword)) : undefined;
  const [rows, [total]] = await Promise.all([
    selectBanners(db)
      .where(where)
      .orderBy(hotels.hotelCode, banners.sort, banners.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(banners).where(where),
  ]);
  return { rows: rows.map(flatBanner), total: total?.n ?? 0 };
}

export async function lockBanner(db: Queryable, id: number): Promise<BannerRecord | undefined> {
  const [row] = await selectBanners(db).where(eq(banners.id, id)).for('update', { of: banners });
  return row && flatBanner(row);
}

export async function insertBanner(db: Queryable, values: NewBannerRecord): Promise<number> {
  const [row] = await db.insert(banners).values(values).returning({ id: banners.id });
  if (!row) throw new Error('banner insert returned nothing');
  return row.id;
}

export async function updateBanner(
  db: Queryable,
  id: number,
  values: Partial<NewBannerRecord>,
): Promise<void> {
  await db.update(banners).set(values).where(eq(banners.id, id));
}
