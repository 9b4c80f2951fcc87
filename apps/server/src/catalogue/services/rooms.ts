import type { Rate, RoomType } from '@hotel/shared/api/hotel';
import { cancelPolicyText, isFreeCancelPolicy } from '@hotel/shared/cancel-policy';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { NOT_FOUND } from '../../lib/not-found.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import {
  findRoomType,
  listRatePlans,
  listRoomTypes,
  type RatePlanRow,
  type RoomTypeRow,
} from '../queries/rooms.ts';
import { requireHotelId } from './hotels.ts';

/** A room type and its rate plans as getRoomType shows them. */
export function toRoomType(row: RoomTypeRow, rates: RatePlanRow[]): RoomType {
  return {
    roomTypeName: row.name,
    rtCode: row.rtCode,
    rtName: row.name,
    remark: sanitizeContent(row.remark),
    pcImages: row.images,
    facilities: row.facilities,
    shortImage: row.shortImage,
    size: row.size,
    bedType: row.bedType,
    window: row.window,
    rateList: rates.map(
      (plan): Rate => ({
        rateClassName: plan.name,
        rtCode: row.rtCode,
        rateCode: plan.rateCode,
        isFreeCancel: isFreeCancelPolicy(plan.cancelPolicy) ? 1 : 0,
        freeCancelRange: cancelPolicyText(plan.cancelPolicy),
        breakfast: plan.breakfast,
      }),
    ),
  };
}

async function withRates(db: Db, rows: RoomTypeRow[]): Promise<RoomType[]> {
  const plans = await listRatePlans(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toRoomType(
      row,
      plans.filter((plan) => plan.roomTypeId === row.id),
    ),
  );
}

/** The room types of a hotel with their rate plans, in display order. */
export async function roomTypesOf(db: Db, hotelCode: string): Promise<RoomType[]> {
  const hotelId = await requireHotelId(db, hotelCode);
  return withRates(db, await listRoomTypes(db, hotelId));
}

export async function roomTypeDetail(db: Db, hotelCode: string, roomTypeCode: string): Promise<RoomType> {
  const hotelId = await requireHotelId(db, hotelCode);
  const row = await findRoomType(db, hotelId, roomTypeCode);
  if (!row) throw new NotFoundError(NOT_FOUND.roomType, 'ROOM_TYPE_NOT_FOUND');
  return toRoomType(row, await listRatePlans(db, [row.id]));
}
