import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { hotels, ratePlans, roomTypes } from '../../db/schema/catalog.ts';
import {
  channelConnections,
  channelDeliveries,
  channelHotels,
  channelRatePlans,
  channelReservations,
  channelRoomTypes,
} from '../../db/schema/channels.ts';
import { orders } from '../../db/schema/orders.ts';

/** Reservations channels deliver: their mapping to our ids, their rows and the deliveries' record. */

export type DeliveryRow = typeof channelDeliveries.$inferSelect;
export type ReservationRow = typeof channelReservations.$inferSelect;

/**
 * Every connection, with what reaching it takes: the ones reservations are read from. A connection
 * switched off is no longer told anything, but what its channel sold before is still taken.
 */
export async function connectionsToRead(db: Queryable) {
  return db
    .select({
      id: channelConnections.id,
      name: channelConnections.name,
      protocol: channelConnections.protocol,
      endpoint: channelConnections.endpoint,
      requestorId: channelConnections.requestorId,
      username: channelConnections.username,
      passwordSealed: channelConnections.passwordSealed,
    })
    .from(channelConnections)
    .orderBy(asc(channelConnections.id));
}

export async function findDelivery(
  db: Queryable,
  connectionId: number,
  messageId: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(channelDeliveries)
    .where(and(eq(channelDeliveries.connectionId, connectionId), eq(channelDeliveries.messageId, messageId)));
  return row;
}

/** Records how a delivery ended; a delivery already recorded keeps its first record. */
export async function recordDelivery(db: Queryable, row: DeliveryRow): Promise<void> {
  await db.insert(channelDeliveries).values(row).onConflictDoNothing();
}

/**
 * The reservation's row, created on its first delivery, locked for the rest of the transaction:
 * deliveries of one reservation are taken one at a time, on every instance.
 */
export async function lockReservation(
  tx: Tx,
  values: { connectionId: number; resId: string; collect: 'channel' | 'hotel'; now: Date },
): Promise<{ row: ReservationRow; created: boolean }> {
  const inserted = await tx
    .insert(channelReservations)
    .values({
      connectionId: values.connectionId,
      resId: values.resId,
      status: 'booked',
      collect: values.collect,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: channelReservations.id });
  const [row] = await tx
    .select()
    .from(channelReservations)
    .where(
      and(
        eq(channelReservations.connectionId, values.connectionId),
        eq(channelReservations.resId, values.resId),
      ),
    )
    .for('update');
  if (!row) throw new Error(`channel reservation ${values.resId} neither inserted nor found`);
  return { row, created: inserted.length === 1 };
}

export async function updateReservation(
  tx: Tx,
  id: number,
  values: Pick<ReservationRow, 'status' | 'collect' | 'changedAt' | 'updatedAt'>,
): Promise<void> {
  await tx.update(channelReservations).set(values).where(eq(channelReservations.id, id));
}

/** The channel's hotel code as one of our hotels this connection sells. */
export async function mappedHotel(db: Queryable, connectionId: number, channelHotelCode: string) {
  const [row] = await db
    .select({ hotelId: channelHotels.hotelId })
    .from(channelHotels)
    .where(
      and(eq(channelHotels.connectionId, connectionId), eq(channelHotels.channelHotelCode, channelHotelCode)),
    );
  return row?.hotelId;
}

/**
 * The hotel a delivery was for: the one its hotel code names on this connection, else (a
 * cancellation that names none) the hotel of the reservation's orders.
 */
export async function deliveryHotel(
  db: Queryable,
  connectionId: number,
  delivery: { hotelCode: string; resId: string },
): Promise<number | null> {
  if (delivery.hotelCode) {
    const mapped = await mappedHotel(db, connectionId, delivery.hotelCode);
    if (mapped !== undefined) return mapped;
  }
  const [row] = await db
    .select({ hotelId: orders.hotelId })
    .from(orders)
    .innerJoin(channelReservations, eq(channelReservations.id, orders.channelReservationId))
    .where(
      and(eq(channelReservations.connectionId, connectionId), eq(channelReservations.resId, delivery.resId)),
    )
    .limit(1);
  return row?.hotelId ?? null;
}

/** A connection's latest deliveries, of the hotels given (undefined: every one, unmapped too), newest first. */
export async function recentDeliveries(
  db: Queryable,
  connectionId: number,
  hotelIds: number[] | undefined,
  limit: number,
) {
  if (hotelIds?.length === 0) return [];
  return db
    .select({
      receivedAt: channelDeliveries.receivedAt,
      resId: channelDeliveries.resId,
      status: channelDeliveries.status,
      orderNos: channelDeliveries.orderNos,
      errorCode: channelDeliveries.errorCode,
      error: channelDeliveries.error,
      hotelName: hotels.name,
    })
    .from(channelDeliveries)
    .leftJoin(hotels, eq(hotels.id, channelDeliveries.hotelId))
    .where(
      and(
        eq(channelDeliveries.connectionId, connectionId),
        hotelIds === undefined ? undefined : inArray(channelDeliveries.hotelId, hotelIds),
      ),
    )
    .orderBy(desc(channelDeliveries.receivedAt))
    .limit(limit);
}

/** The channel's room code as one of the hotel's room types mapped on this connection. */
export async function mappedRoomType(db: Queryable, connectionId: number, hotelId: number, roomCode: string) {
  const [row] = await db
    .select({ roomTypeId: channelRoomTypes.roomTypeId })
    .from(channelRoomTypes)
    .innerJoin(roomTypes, eq(roomTypes.id, channelRoomTypes.roomTypeId))
    .where(
      and(
        eq(channelRoomTypes.connectionId, connectionId),
        eq(channelRoomTypes.channelRoomCode, roomCode),
        eq(roomTypes.hotelId, hotelId),
      ),
    );
  return row?.roomTypeId;
}

/** The channel's rate code as an active rate plan of the room type mapped on this connection. */
export async function mappedRatePlan(
  db: Queryable,
  connectionId: number,
  roomTypeId: number,
  rateCode: string,
) {
  const [row] = await db
    .select({ ratePlanId: channelRatePlans.ratePlanId })
    .from(channelRatePlans)
    .innerJoin(ratePlans, eq(ratePlans.id, channelRatePlans.ratePlanId))
    .where(
      and(
        eq(channelRatePlans.connectionId, connectionId),
        eq(channelRatePlans.channelRateCode, rateCode),
        eq(ratePlans.roomTypeId, roomTypeId),
        eq(ratePlans.active, true),
      ),
    );
  return row?.ratePlanId;
}
