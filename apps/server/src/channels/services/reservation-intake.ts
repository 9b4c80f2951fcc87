import type { RefusalCode } from '@hotel/shared/api/refusal-codes';
import { applyChannelReservation, type ChannelStayOrder, channelOrderNumbers } from '../../booking/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { addDays, daysBetween } from '../../lib/time.ts';
import {
  type DeliveryRow,
  deliveryHotel,
  findDelivery,
  lockReservation,
  mappedHotel,
  mappedRatePlan,
  mappedRoomType,
  recordDelivery,
  updateReservation,
} from '../queries/reservations.ts';
import {
  type ChannelReservation,
  type ChannelStay,
  REFUSAL_KINDS,
  type RefusalKind,
  type ReservationOutcome,
} from '../reservation.ts';

/**
 * A channel's delivery (a new, modified or cancelled reservation) taken into the hotel's orders, in
 * one transaction, or refused whole with the OpenTravel error a channel manager expects. The same
 * delivery sent again is answered as the first time and changes nothing; a delivery older than the
 * last one applied to its reservation changes nothing either.
 */

/** Our refusal, in the channel's terms: the order was not made, changed or cancelled, and why. */
class ReservationRefused extends Error {
  constructor(
    message: string,
    readonly kind: RefusalKind,
  ) {
    super(message);
  }
}

/** Booking's refusals as a channel hears them; any other is unableToProcess. */
const REFUSAL_KIND_OF: Partial<Record<RefusalCode, RefusalKind>> = {
  ROOMS_NOT_ENOUGH: 'noAvailability',
  NOT_AVAILABLE: 'noAvailability',
  STAY_RESTRICTED: 'noAvailability',
  RATE_NOT_FOUND: 'unknownRate',
};

const isRefusalKind = (value: string): value is RefusalKind =>
  (REFUSAL_KINDS as readonly string[]).includes(value);

export const CHANNEL_RESERVATION_MSG = {
  unknownHotel: (code: string) => `酒店代码 ${code} 未映射到本渠道的酒店`,
  unknownRoom: (code: string) => `房型代码 ${code} 未映射到该酒店的房型`,
  unknownRate: (code: string) => `房价代码 ${code} 未映射到该房型的有效房价`,
  cancelled: '该渠道订单已取消，不能再修改',
  noPrice: '缺少每晚房价',
  noGuest: '缺少入住人姓名',
} as const;

export interface Channel {
  id: number;
  name: string;
}

function outcomeOf(row: DeliveryRow): ReservationOutcome {
  if (row.errorCode !== null)
    return {
      messageId: row.messageId,
      resId: row.resId ?? undefined,
      error: row.error ?? '',
      kind: isRefusalKind(row.errorCode) ? row.errorCode : 'unableToProcess',
    };
  return {
    messageId: row.messageId,
    resId: row.resId ?? '',
    status: (row.status ?? 'new') as ChannelReservation['status'],
    orderNos: row.orderNos ?? [],
  };
}

/**
 * What the guest pays for the stay and for each night, in fen, to the fen: the stay's total when the
 * channel gives it, else each night's price × rooms. The total is spread over the nights in
 * proportion to the nightly prices the channel listed (evenly when it listed none), the remainder on
 * the first night; one room's price of a night is the channel's, or the night's share per room.
 */
export function stayMoney(stay: ChannelStay): {
  totalFen: number;
  nights: { priceFen: number; paidFen: number }[];
} {
  const count = daysBetween(stay.checkIn, stay.checkOut);
  const listed = new Map(stay.nightly.map((n) => [n.night, n.amountFen]));
  const prices = Array.from({ length: count }, (_, i) => listed.get(addDays(stay.checkIn, i)));
  const complete = prices.every((p) => p !== undefined);
  const listedTotal = complete ? (prices as number[]).reduce((sum, p) => sum + p, 0) * stay.rooms : undefined;
  const totalFen = stay.totalFen ?? listedTotal;
  if (totalFen === undefined) throw new ReservationRefused(CHANNEL_RESERVATION_MSG.noPrice, 'missingField');
  const weights = complete && listedTotal ? (prices as number[]) : prices.map(() => 1);
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  const paid = weights.map((w) => Math.floor((totalFen * w) / weightSum));
  paid[0] = (paid[0] ?? 0) + totalFen - paid.reduce((sum, p) => sum + p, 0);
  return {
    totalFen,
    nights: paid.map((paidFen, i) => ({
      paidFen,
      priceFen: complete ? (prices[i] as number) : Math.round(paidFen / stay.rooms),
    })),
  };
}

/** The reservation's stays in our ids; refused when a code is not mapped on this connection. */
async function staysOf(
  tx: Tx,
  channel: Channel,
  reservation: ChannelReservation,
): Promise<ChannelStayOrder[]> {
  const hotelId = await mappedHotel(tx, channel.id, reservation.hotelCode);
  if (hotelId === undefined)
    throw new ReservationRefused(CHANNEL_RESERVATION_MSG.unknownHotel(reservation.hotelCode), 'unknownHotel');
  if (!reservation.guest.name) throw new ReservationRefused(CHANNEL_RESERVATION_MSG.noGuest, 'missingField');
  const stays: ChannelStayOrder[] = [];
  for (const [i, stay] of reservation.stays.entries()) {
    const roomTypeId = await mappedRoomType(tx, channel.id, hotelId, stay.roomType);
    if (roomTypeId === undefined)
      throw new ReservationRefused(CHANNEL_RESERVATION_MSG.unknownRoom(stay.roomType), 'unknownRoomType');
    const ratePlanId = await mappedRatePlan(tx, channel.id, roomTypeId, stay.ratePlan);
    if (ratePlanId === undefined)
      throw new ReservationRefused(CHANNEL_RESERVATION_MSG.unknownRate(stay.ratePlan), 'unknownRate');
    stays.push({
      stayNo: i + 1,
      hotelId,
      roomTypeId,
      ratePlanId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: stay.rooms,
      adults: stay.adults,
      children: stay.children,
      ...stayMoney(stay),
      guest: reservation.guest,
      remark: reservation.remark,
    });
  }
  return stays;
}

/** Applies the delivery in the caller's transaction; the reservation's row is locked first. */
async function apply(
  tx: Tx,
  channel: Channel,
  reservation: ChannelReservation,
  now: Date,
): Promise<ReservationOutcome> {
  const { messageId, resId, status } = reservation;
  const { row, created } = await lockReservation(tx, {
    connectionId: channel.id,
    resId,
    collect: reservation.collect,
    now,
  });
  // a repeat that raced the first delivery: it is recorded now that the reservation is ours
  const repeated = await findDelivery(tx, channel.id, messageId);
  if (repeated) return outcomeOf(repeated);

  const changedAt = reservation.changedAt ? new Date(reservation.changedAt) : null;
  const validChangedAt = changedAt && !Number.isNaN(changedAt.getTime()) ? changedAt : null;
  const stale =
    !created && validChangedAt && row.changedAt && validChangedAt.getTime() <= row.changedAt.getTime();
  let orderNos: string[];
  // the hotel the delivery was for, for 渠道订单's scope: its stays say it, else it is looked up
  let hotelId: number | undefined;
  if (stale) {
    // an older version arriving late: the reservation stays as the newer one made it
    orderNos = await channelOrderNumbers(tx, row.id);
  } else {
    if (row.status === 'cancelled' && status !== 'cancel' && !created)
      throw new ReservationRefused(CHANNEL_RESERVATION_MSG.cancelled, 'alreadyCancelled');
    const stays = status === 'cancel' ? [] : await staysOf(tx, channel, reservation);
    hotelId = stays[0]?.hotelId;
    orderNos = await applyChannelReservation(tx, refOf(channel, row.id, reservation), stays, now);
    await updateReservation(tx, row.id, {
      status: status === 'cancel' ? 'cancelled' : 'booked',
      collect: reservation.collect,
      changedAt: validChangedAt ?? row.changedAt,
      updatedAt: now,
    });
  }
  const outcome: ReservationOutcome = { messageId, resId, status, orderNos };
  await recordDelivery(tx, {
    hotelId: hotelId ?? (await deliveryHotel(tx, channel.id, reservation)),
    connectionId: channel.id,
    messageId,
    resId,
    status,
    orderNos,
    errorCode: null,
    error: null,
    receivedAt: now,
  });
  return outcome;
}

function refOf(channel: Channel, reservationId: number, reservation: ChannelReservation) {
  return {
    reservationId,
    resId: reservation.resId,
    collect: reservation.collect,
    actor: { staffId: null, username: `渠道：${channel.name}`, ip: '' },
  };
}

/**
 * Takes one delivery: applied whole and recorded in one transaction, or refused (nothing written
 * but the record of the refusal, so a repeat is refused alike). A failure of ours (the database)
 * is thrown: the delivery is not confirmed and the channel delivers it again.
 */
export async function takeDelivery(
  db: Db,
  channel: Channel,
  reservation: ChannelReservation,
  now: Date,
): Promise<ReservationOutcome> {
  const before = await findDelivery(db, channel.id, reservation.messageId);
  if (before) return outcomeOf(before);
  try {
    return await db.transaction((tx) => apply(tx, channel, reservation, now));
  } catch (err) {
    const refusal =
      err instanceof ReservationRefused
        ? { error: err.message, kind: err.kind }
        : err instanceof AppError
          ? { error: err.message, kind: REFUSAL_KIND_OF[err.code] ?? 'unableToProcess' }
          : undefined;
    if (!refusal) throw err;
    await recordDelivery(db, {
      hotelId: await deliveryHotel(db, channel.id, reservation),
      connectionId: channel.id,
      messageId: reservation.messageId,
      resId: reservation.resId,
      status: reservation.status,
      orderNos: null,
      errorCode: refusal.kind,
      error: refusal.error,
      receivedAt: now,
    });
    return { messageId: reservation.messageId, resId: reservation.resId, ...refusal };
  }
}

/** A delivery that could not be read is refused alike, and recorded when it names itself. */
export async function refuseUnreadable(
  db: Db,
  channel: Channel,
  delivery: { messageId: string; resId: string | undefined; error: string },
  now: Date,
): Promise<ReservationOutcome> {
  const outcome: ReservationOutcome = { ...delivery, kind: 'missingField' };
  if (delivery.messageId)
    await recordDelivery(db, {
      hotelId: null,
      connectionId: channel.id,
      messageId: delivery.messageId,
      resId: delivery.resId ?? null,
      status: null,
      orderNos: null,
      errorCode: 'missingField',
      error: outcome.error,
      receivedAt: now,
    });
  return outcome;
}
