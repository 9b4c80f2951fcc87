import { and, asc, desc, eq, gte, inArray, like, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cities, hotels } from '../../db/schema/catalog.ts';
import { contentPages, hotelContents, news, promotions } from '../../db/schema/content.ts';
import { isLive } from './content-pages.ts';

/** Reads of the sitemap: what the public site shows, by the same `isLive` rule as its pages. */

/** Every hotel in display order, with its city's code. */
export async function listHotelCodes(
  db: Queryable,
): Promise<{ id: number; hotelCode: string; cityCode: string | null }[]> {
  return db
    .select({ id: hotels.id, hotelCode: hotels.hotelCode, cityCode: cities.ctCode })
    .from(hotels)
    .leftJoin(cities, eq(cities.id, hotels.cityId))
    .orderBy(asc(hotels.sort), asc(hotels.id));
}

/** Which of their pages' contents (meeting, home, health, tea) the hotels have live, and since when. */
export async function listLiveHotelContents(
  db: Queryable,
): Promise<{ hotelId: number; kind: string; publishedAt: Date | null }[]> {
  return db
    .select({
      hotelId: hotelContents.hotelId,
      kind: hotelContents.kind,
      publishedAt: hotelContents.publishedAt,
    })
    .from(hotelContents)
    .where(isLive(hotelContents.publishedAt));
}

/** Every published news item (any column: /newsdetail shows them all), newest first. */
export async function listLiveNews(db: Queryable): Promise<{ id: number; publishedAt: Date | null }[]> {
  return db
    .select({ id: news.id, publishedAt: news.publishedAt })
    .from(news)
    .where(isLive(news.publishedAt))
    .orderBy(desc(news.publishedAt), desc(news.id));
}

/** Published promotions that have not ended on `today`, newest first. */
export async function listLiveOffers(
  db: Queryable,
  today: string,
): Promise<
  { id: number; hotelId: number | null; isGroup: boolean; beginsOn: string; publishedAt: Date | null }[]
> {
  return db
    .select({
      id: promotions.id,
      hotelId: promotions.hotelId,
      isGroup: promotions.isGroup,
      beginsOn: promotions.beginsOn,
      publishedAt: promotions.publishedAt,
    })
    .from(promotions)
    .where(and(isLive(promotions.publishedAt), gte(promotions.endsOn, today)))
    .orderBy(desc(promotions.publishedAt), desc(promotions.id));
}

/** Live content pages among `keys` or starting with one of `prefixes` (`about:`, `footer:`, …). */
export async function listLiveContentPages(
  db: Queryable,
  keys: string[],
  prefixes: string[],
): Promise<{ key: string; publishedAt: Date | null }[]> {
  return db
    .select({ key: contentPages.key, publishedAt: contentPages.publishedAt })
    .from(contentPages)
    .where(
      and(
        isLive(contentPages.publishedAt),
        or(
          inArray(contentPages.key, keys),
          ...prefixes.map((prefix) => like(contentPages.key, `${prefix}%`)),
        ),
      ),
    );
}
