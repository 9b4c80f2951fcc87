import type { Banner } from '@hotel/shared/api/hotel';
import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import type { Db } from '../db/client.ts';
import { NotFoundError } from '../lib/errors.ts';
import { listBanners } from '../queries/banners.ts';
import { findHotelId } from '../queries/hotels.ts';

/** The head office code means the group itself; any other code must name a hotel. */
async function hotelScope(db: Db, hotelCode: string): Promise<number | null> {
  if (hotelCode === HEAD_OFFICE_CODE) return null;
  const id = await findHotelId(db, hotelCode);
  if (id === undefined) throw new NotFoundError('酒店不存在');
  return id;
}

export async function bannersFor(db: Db, hotelCode: string): Promise<Banner[]> {
  return listBanners(db, await hotelScope(db, hotelCode));
}
