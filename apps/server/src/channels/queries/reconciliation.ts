import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { hotels, roomTypes } from '../../db/schema/catalog.ts';
import { channelAriTold, channelRoomTypes } from '../../db/schema/channels.ts';
import type { NightAri } from '../ari.ts';

/** 核对's reads and writes: what each channel was last told, night by night. */

/** Keeps what a pair's channel has just taken, night by night (the sender holds the pair's lease). */
export async function recordTold(
  db: Queryable,
  pair: { connectionId: number; roomTypeId: number },
  nights: NightAri[],
  at: Date,
): Promise<void> {
  if (nights.length === 0) return;
  await db
    .insert(channelAriTold)
    .values(
      nights.map((n) => ({
        connectionId: pair.connectionId,
        roomTypeId: pair.roomTypeId,
        night: n.night,
        rooms: n.rooms,
        rates: n.rates,
        toldAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [channelAriTold.connectionId, channelAriTold.roomTypeId, channelAriTold.night],
      set: { rooms: sql`excluded.rooms`, rates: sql`excluded.rates`, toldAt: sql`excluded.told_at` },
    });
}

/** The room types a connection sells, with their hotel, our names and the channel's code. */
export async function mappedRoomTypes(db: Queryable, connectionId: number) {
  return db
    .select({
      roomTypeId: channelRoomTypes.roomTypeId,
      channelRoomCode: channelRoomTypes.channelRoomCode,
      roomTypeName: roomTypes.name,
      hotelId: hotels.id,
      hotelName: hotels.name,
    })
    .from(channelRoomTypes)
    .innerJoin(roomTypes, eq(roomTypes.id, channelRoomTypes.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(eq(channelRoomTypes.connectionId, connectionId))
    .orderBy(asc(hotels.id), asc(roomTypes.id));
}

/** What the connection was last told of the room type from `from` (included) to `until` (excluded). */
export async function toldNights(
  db: Queryable,
  connectionId: number,
  roomTypeId: number,
  from: string,
  until: string,
) {
  return db
    .select({ night: channelAriTold.night, rooms: channelAriTold.rooms, rates: channelAriTold.rates })
    .from(channelAriTold)
    .where(
      and(
        eq(channelAriTold.connectionId, connectionId),
        eq(channelAriTold.roomTypeId, roomTypeId),
        gte(channelAriTold.night, from),
        lt(channelAriTold.night, until),
      ),
    );
}
