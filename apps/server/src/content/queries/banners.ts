import type { Banner } from '@hotel/shared/api/hotel';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { banners } from '../../db/schema/content.ts';
import { isLive } from './content-pages.ts';

/** Published banners of a hotel by its id, or the group's own when `hotelId` is null, in display order. */
export async function listBanners(db: Queryable, hotelId: number | null): Promise<Banner[]> {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      pcImage: banners.pcImage,
      mobImage: banners.mobImage,
      linkUrl: banners.linkUrl,
    })
    .from(banners)
    .where(
      and(
        isLive(banners.publishedAt),
        hotelId === null ? isNull(banners.hotelId) : eq(banners.hotelId, hotelId),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
}
