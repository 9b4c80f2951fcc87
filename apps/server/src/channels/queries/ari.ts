import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { ratePlans } from '../../db/schema/catalog.ts';
import { channelConnections, channelRatePlans, channelRoomTypes } from '../../db/schema/channels.ts';
import { nightlyInventory, nightlyPrices } from '../../db/schema/inventory.ts';
import type { NightAri, RoomTypeAri } from '../ari.ts';

/** Our price under a channel's rule (basis points: 800 is +8 %), to the fen. */
export function channelPriceFen(priceFen: number, priceAdjustBp: number): number {
  return Math.round((priceFen * (10_000 + priceAdjustBp)) / 10_000);
}

/**
 * What a connection must be told now of one of its room types on `nights`, in its codes: the rooms
 * left (within its allotment) and, per rate plan it sells, the price under its rule and the
 * restrictions (a plan switched off is stop-sold). Nights beyond the calendar are left out.
 * Undefined when the connection does not sell the room type.
 */
export async function readRoomTypeAri(
  db: Queryable,
  connectionId: number,
  roomTypeId: number,
  nights: readonly string[],
): Promise<RoomTypeAri | undefined> {
  const [mapping] = await db
    .select({
      code: channelRoomTypes.channelRoomCode,
      allotment: channelRoomTypes.allotment,
      priceAdjustBp: channelConnections.priceAdjustBp,
    })
    .from(channelRoomTypes)
    .innerJoin(channelConnections, eq(channelConnections.id, channelRoomTypes.connectionId))
    .where(and(eq(channelRoomTypes.connectionId, connectionId), eq(channelRoomTypes.roomTypeId, roomTypeId)));
  if (!mapping || nights.length === 0) return mapping && { roomType: mapping.code, nights: [] };

  const inventory = await db
    .select({ night: nightlyInventory.night, total: nightlyInventory.total, taken: nightlyInventory.taken })
    .from(nightlyInventory)
    .where(and(eq(nightlyInventory.roomTypeId, roomTypeId), inArray(nightlyInventory.night, [...nights])))
    .orderBy(asc(nightlyInventory.night));
  const prices = await db
    .select({
      code: channelRatePlans.channelRateCode,
      active: ratePlans.active,
      night: nightlyPrices.night,
      priceFen: nightlyPrices.priceFen,
      stopSell: nightlyPrices.stopSell,
      minStay: nightlyPrices.minStay,
      closedToArrival: nightlyPrices.closedToArrival,
    })
    .from(channelRatePlans)
    .innerJoin(ratePlans, eq(ratePlans.id, channelRatePlans.ratePlanId))
    .innerJoin(nightlyPrices, eq(nightlyPrices.ratePlanId, ratePlans.id))
    .where(
      and(
        eq(channelRatePlans.connectionId, connectionId),
        eq(ratePlans.roomTypeId, roomTypeId),
        inArray(nightlyPrices.night, [...nights]),
      ),
    )
    .orderBy(asc(ratePlans.sort), asc(ratePlans.id));

  const aris: NightAri[] = inventory.map((row) => {
    const left = Math.max(0, row.total - row.taken);
    return {
      night: row.night,
      rooms: mapping.allotment === null ? left : Math.min(left, mapping.allotment),
      rates: prices
        .filter((price) => price.night === row.night)
        .map((price) => ({
          ratePlan: price.code,
          priceFen: channelPriceFen(price.priceFen, mapping.priceAdjustBp),
          stopSell: price.stopSell || !price.active,
          minStay: price.minStay,
          closedToArrival: price.closedToArrival,
        })),
    };
  });
  return { roomType: mapping.code, nights: aris };
}
