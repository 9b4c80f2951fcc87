import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { hotels, ratePlans, roomTypes } from '../../db/schema/catalog.ts';

/** A hotel's room type and rate plan by their codes, for a booking; undefined parts are missing. */
export async function findBookableRate(db: Queryable, hotelCode: string, rtCode: string, rateCode: string) {
  const [row] = await db
    .select({
      hotelId: hotels.id,
      hotelCode: hotels.hotelCode,
      hotelName: hotels.name,
      roomType: { id: roomTypes.id, rtCode: roomTypes.rtCode, name: roomTypes.name },
      rate: {
        id: ratePlans.id,
        rateCode: ratePlans.rateCode,
        name: ratePlans.name,
        breakfast: ratePlans.breakfast,
        cancelPolicy: ratePlans.cancelPolicy,
      },
    })
    .from(hotels)
    .leftJoin(roomTypes, and(eq(roomTypes.hotelId, hotels.id), eq(roomTypes.rtCode, rtCode)))
    .leftJoin(
      ratePlans,
      // an inactive rate plan is not sold
      and(
        eq(ratePlans.roomTypeId, roomTypes.id),
        eq(ratePlans.rateCode, rateCode),
        eq(ratePlans.active, true),
      ),
    )
    .where(eq(hotels.hotelCode, hotelCode))
    .limit(1);
  return row;
}
