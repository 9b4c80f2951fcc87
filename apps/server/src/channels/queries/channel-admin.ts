import { and, asc, count, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { hotels, ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import {
  channelAriDue,
  channelConnections,
  channelHotels,
  channelRatePlans,
  channelRoomTypes,
} from '../../db/schema/channels.ts';

export type ConnectionRow = typeof channelConnections.$inferSelect;

export async function connectionById(db: Queryable, id: number): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(channelConnections).where(eq(channelConnections.id, id));
  return row;
}

export async function connectionByName(db: Queryable, name: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(channelConnections).where(eq(channelConnections.name, name));
  return row;
}

export async function allConnections(db: Queryable): Promise<ConnectionRow[]> {
  return db.select().from(channelConnections).orderBy(asc(channelConnections.id));
}

/** The hotels each connection sells, with their channel codes. */
export async function connectionHotels(db: Queryable) {
  return db
    .select({
      connectionId: channelHotels.connectionId,
      hotelId: hotels.id,
      hotelCode: hotels.hotelCode,
      name: hotels.name,
      channelHotelCode: channelHotels.channelHotelCode,
    })
    .from(channelHotels)
    .innerJoin(hotels, eq(hotels.id, channelHotels.hotelId))
    .orderBy(asc(hotels.id));
}

/** Per connection and hotel: nights due, the last send that went through, and the room types refused. */
export async function connectionStates(db: Queryable) {
  const due = await db
    .select({ connectionId: channelAriDue.connectionId, hotelId: roomTypes.hotelId, nights: count() })
    .from(channelAriDue)
    .innerJoin(roomTypes, eq(roomTypes.id, channelAriDue.roomTypeId))
    .groupBy(channelAriDue.connectionId, roomTypes.hotelId);
  const sent = await db
    .select({
      connectionId: channelRoomTypes.connectionId,
      hotelId: roomTypes.hotelId,
      at: max(channelRoomTypes.lastSentAt),
    })
    .from(channelRoomTypes)
    .innerJoin(roomTypes, eq(roomTypes.id, channelRoomTypes.roomTypeId))
    .groupBy(channelRoomTypes.connectionId, roomTypes.hotelId);
  const problems = await db
    .select({
      connectionId: channelRoomTypes.connectionId,
      hotelId: roomTypes.hotelId,
      hotelCode: hotels.hotelCode,
      rtCode: roomTypes.rtCode,
      error: channelRoomTypes.lastError,
      tries: channelRoomTypes.tries,
      nextTryAt: channelRoomTypes.nextTryAt,
    })
    .from(channelRoomTypes)
    .innerJoin(roomTypes, eq(roomTypes.id, channelRoomTypes.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(isNotNull(channelRoomTypes.lastError))
    .orderBy(asc(hotels.id), asc(roomTypes.sort), asc(roomTypes.id));
  return { due, sent, problems };
}

export async function hotelByCode(db: Queryable, hotelCode: string) {
  const [row] = await db
    .select({ id: hotels.id, hotelCode: hotels.hotelCode, name: hotels.name })
    .from(hotels)
    .where(eq(hotels.hotelCode, hotelCode));
  return row;
}

/** A hotel's room types and rate plans with what a connection sells of them. */
export async function hotelMapping(db: Queryable, connectionId: number, hotelId: number) {
  const [hotelCode] = await db
    .select({ code: channelHotels.channelHotelCode })
    .from(channelHotels)
    .where(and(eq(channelHotels.connectionId, connectionId), eq(channelHotels.hotelId, hotelId)));
  const types = await db
    .select({
      id: roomTypes.id,
      rtCode: roomTypes.rtCode,
      name: roomTypes.name,
      channelRoomCode: channelRoomTypes.channelRoomCode,
      allotment: channelRoomTypes.allotment,
    })
    .from(roomTypes)
    .leftJoin(
      channelRoomTypes,
      and(eq(channelRoomTypes.roomTypeId, roomTypes.id), eq(channelRoomTypes.connectionId, connectionId)),
    )
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.sort), asc(roomTypes.id));
  const plans =
    types.length === 0
      ? []
      : await db
          .select({
            id: ratePlans.id,
            roomTypeId: ratePlans.roomTypeId,
            rateCode: ratePlans.rateCode,
            name: ratePlans.name,
            active: ratePlans.active,
            channelRateCode: channelRatePlans.channelRateCode,
          })
          .from(ratePlans)
          .leftJoin(
            channelRatePlans,
            and(
              eq(channelRatePlans.ratePlanId, ratePlans.id),
              eq(channelRatePlans.connectionId, connectionId),
            ),
          )
          .where(
            inArray(
              ratePlans.roomTypeId,
              types.map((t) => t.id),
            ),
          )
          .orderBy(asc(ratePlans.sort), asc(ratePlans.id));
  return { channelHotelCode: hotelCode?.code ?? null, types, plans };
}
