import type { HotelInfo } from '@hotel/shared/api/hotel';
import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { z } from 'zod';
import { hotelInfoOf } from '../../catalogue/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { findContentPage } from '../queries/content-pages.ts';

/** `data` of the `group` content page; a field that is missing or malformed shows as empty. */
const groupPageData = z.object({
  showImage: z.string().catch(''),
  logoImage: z.string().catch(''),
  thumbnail: z.string().optional().catch(undefined),
  showRights: z.array(z.string()).catch([]),
});

/** The group as the head office's "hotel": name and intro from the `group` page, the national hotline. */
async function groupInfo(db: Db, brand: Config['brand']): Promise<HotelInfo> {
  const page = await findContentPage(db, 'group');
  const data = groupPageData.parse(page?.data ?? {});
  return {
    hotelCode: HEAD_OFFICE_CODE,
    hotelName: page?.title || brand.name,
    tel: brand.hotline,
    hotelRemark: sanitizeContent(page?.content ?? ''),
    showImage: data.showImage,
    thumbnail: data.thumbnail ?? data.showImage,
    logoImage: data.logoImage,
    latitude: 0,
    longitude: 0,
    address: '',
    showRights: data.showRights,
    cityCode: '',
    cityName: '',
  };
}

/** getHotelInfo: a hotel's, or for the head office code the group's as its `group` page says. */
export async function hotelInfoFor(db: Db, brand: Config['brand'], hotelCode: string): Promise<HotelInfo> {
  return hotelCode === HEAD_OFFICE_CODE ? groupInfo(db, brand) : hotelInfoOf(db, hotelCode);
}
