import { ORDERS_MSG } from '@hotel/shared/admin/orders';
import { ORDER_STATE, PAY_METHOD, PAY_RESULT } from '@hotel/shared/constants';
import { MSG, roomsLeftMessage } from '@hotel/shared/messages';
import { fenToYuan } from '@hotel/shared/money';
import type { Tx } from '../../db/client.ts';
import { ConflictError } from '../../lib/errors.ts';
import { addDays, shanghaiDate, shanghaiInstant } from '../../lib/time.ts';
import { priceOfStay, stayOf } from '../../rates/index.ts';
import { type AuditActor, recordChange } from '../../staff/index.ts';
import {
  breakfastOf,
  lockReservationOrders,
  lockStayNights,
  rewriteOrder,
} from '../queries/channel-orders.ts';
import {
  insertOrder,
  markOrderCancelled,
  type NewOrder,
  orderNumberTaken,
  releaseNights,
  takeNights,
} from '../queries/orders.ts';
import { holdUntilFor } from './cancellation-terms.ts';
import { newOrderNumbers } from './orders.ts';

/**
 * A channel's reservation as orders of the hotel: one order per room stay, taking and giving back
 * rooms through the locks and the conditional updates of the site's bookings, so no night is sold
 * past its total whoever sells it. channels/ reads the channel's message and maps its codes; this
 * applies the reservation as the channel now has it, whole or not at all (the caller's transaction).
 */

/** One room stay of the reservation, in our ids, priced as the channel sold it. */
export interface ChannelStayOrder {
  /** Which of the reservation's stays (1, 2 …): the same stay through modifications. */
  stayNo: number;
  hotelId: number;
  roomTypeId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  children: number;
  /**
   * Each night from check-in: one room's price as the channel sold it, and what the guest pays for
   * the night (every room), in fen; the latter add up to `totalFen`, what the stay costs the guest.
   */
  nights: { priceFen: number; paidFen: number }[];
  totalFen: number;
  guest: { name: string; phone: string; email: string };
  remark: string;
}

export interface ChannelReservationRef {
  reservationId: number;
  resId: string;
  /** Paid to the channel (channel collect) or to be paid at the hotel (hotel collect). */
  collect: 'channel' | 'hotel';
  /** Whom the order's history names: the channel. */
  actor: AuditActor;
}

const OPEN: number[] = [ORDER_STATE.booked, ORDER_STATE.confirmed];
const CLOSED_MESSAGES: Record<number, string> = {
  [ORDER_STATE.cancelled]: ORDERS_MSG.alreadyCancelled,
  [ORDER_STATE.completed]: ORDERS_MSG.alreadyCompleted,
  [ORDER_STATE.expired]: ORDERS_MSG.alreadyExpired,
};

type HeldOrder = Awaited<ReturnType<typeof lockReservationOrders>>[number]['order'];

function sameStay(order: HeldOrder, stay: ChannelStayOrder): boolean {
  return (
    order.roomTypeId === stay.roomTypeId &&
    order.ratePlanId === stay.ratePlanId &&
    order.checkinDate === stay.checkIn &&
    order.checkoutDate === stay.checkOut &&
    order.roomQty === stay.rooms
  );
}

/**
 * Refuses a stay the hotel does not sell as asked: dates out of the bookable range, a night without
 * a price on the plan (not on sale), or a restriction (stop sale, closed to arrival, minimum stay).
 */
async function assertSellable(tx: Tx, stay: ChannelStayOrder, now: Date): Promise<void> {
  const range = stayOf(stay.checkIn, stay.checkOut, shanghaiDate(now));
  const price = await priceOfStay(tx, stay.ratePlanId, range);
  if (price.totalFen === null) throw new ConflictError(MSG.notAvailable, 'NOT_AVAILABLE');
  if (price.restriction) throw new ConflictError(price.restriction, 'STAY_RESTRICTED');
}

/** The order's columns for the stay as the channel sold it; the money is the channel's figure. */
async function orderValues(tx: Tx, ref: ChannelReservationRef, stay: ChannelStayOrder, now: Date) {
  const breakfast = await breakfastOf(tx, stay.ratePlanId, stay.roomTypeId);
  if (breakfast === undefined) throw new ConflictError(MSG.rateNotFound, 'RATE_NOT_FOUND');
  const { totalFen } = stay;
  const prepaid = ref.collect === 'channel';
  const values = {
    hotelId: stay.hotelId,
    roomTypeId: stay.roomTypeId,
    ratePlanId: stay.ratePlanId,
    checkinDate: stay.checkIn,
    checkoutDate: stay.checkOut,
    days: stay.nights.length,
    roomQty: stay.rooms,
    revUser: stay.guest.name,
    guestNames: [stay.guest.name],
    adultNum: Math.max(1, stay.adults),
    childrenNum: stay.children,
    mobile: stay.guest.phone,
    email: stay.guest.email,
    remark: stay.remark,
    breakfast,
    totalFen,
    actualFen: totalFen,
    state: prepaid ? ORDER_STATE.confirmed : ORDER_STATE.booked,
    payResult: prepaid ? PAY_RESULT.paid : PAY_RESULT.unpaid,
    payMethod: prepaid ? PAY_METHOD.channel : PAY_METHOD.payAtHotel,
    paidAt: prepaid ? now : null,
    // a guest who pays at the hotel is held through the arrival day: the channel guaranteed the booking
    holdUntil: prepaid ? holdUntilFor(stay.checkIn, now) : shanghaiInstant(addDays(stay.checkIn, 1), '00:00'),
  } satisfies Partial<NewOrder>;
  const nights = stay.nights.map((n, i) => ({ night: addDays(stay.checkIn, i), ...n }));
  return { values, nights };
}

/**
 * Applies the reservation as the channel now has it: `stays` for a new or modified reservation,
 * none for a cancellation. Every night the change touches is locked first; the open orders' rooms are
 * given back and each stay's taken again (a stay the channel no longer lists is cancelled), so a
 * modification frees the nights it leaves and takes the new ones, or is refused whole (the caller's
 * transaction rolls back). Returns the reservation's open order numbers by stay.
 */
export async function applyChannelReservation(
  tx: Tx,
  ref: ChannelReservationRef,
  stays: ChannelStayOrder[],
  now: Date,
): Promise<string[]> {
  const held = await lockReservationOrders(tx, ref.reservationId);
  const byStayNo = new Map(held.map((h) => [h.order.channelStayNo, h]));
  const cancelling = stays.length === 0;
  for (const { order, checkedInAt } of held) {
    if (checkedInAt && OPEN.includes(order.state))
      throw new ConflictError(ORDERS_MSG.channelOrderCheckedIn, 'ORDER_CHECKED_IN');
    const closed = CLOSED_MESSAGES[order.state];
    if (closed && !cancelling && stays.some((s) => s.stayNo === order.channelStayNo))
      throw new ConflictError(closed, 'ORDER_CLOSED');
  }
  const open = held.filter((h) => OPEN.includes(h.order.state)).map((h) => h.order);
  await lockStayNights(tx, [
    ...open.map((o) => ({ roomTypeId: o.roomTypeId, checkIn: o.checkinDate, checkOut: o.checkoutDate })),
    ...stays,
  ]);
  for (const stay of stays) {
    const before = byStayNo.get(stay.stayNo)?.order;
    if (!before || !sameStay(before, stay)) await assertSellable(tx, stay, now);
  }
  await releaseNights(
    tx,
    open.map((o) => o.id),
  );

  const orderNos: string[] = [];
  for (const stay of stays) {
    const range = { checkIn: stay.checkIn, checkOut: stay.checkOut, nights: stay.nights.length };
    const rooms = await takeNights(tx, stay.roomTypeId, range, stay.rooms);
    if (!rooms.taken)
      throw new ConflictError(roomsLeftMessage(Math.max(0, rooms.minFree)), 'ROOMS_NOT_ENOUGH');
    const { values, nights } = await orderValues(tx, ref, stay, now);
    const before = byStayNo.get(stay.stayNo)?.order;
    if (before) {
      // a prepaid order keeps when it was paid
      await rewriteOrder(tx, before.id, { ...values, paidAt: before.paidAt }, nights);
      await recordOrderChange(tx, ref, before, 'order.channel.modify', values, now);
      orderNos.push(before.orderNo);
    } else {
      let numbers = newOrderNumbers(now);
      while (await orderNumberTaken(tx, numbers.orderNo, numbers.revNo)) numbers = newOrderNumbers(now);
      const order = await insertOrder(
        tx,
        {
          ...numbers,
          ...values,
          memberId: null,
          channelReservationId: ref.reservationId,
          channelStayNo: stay.stayNo,
          createdAt: now,
        },
        nights,
      );
      await recordOrderChange(tx, ref, order, 'order.channel.new', values, now);
      orderNos.push(order.orderNo);
    }
  }
  for (const order of open) {
    if (stays.some((s) => s.stayNo === order.channelStayNo)) continue;
    await markOrderCancelled(tx, order.id, now);
    await recordOrderChange(tx, ref, order, 'order.channel.cancel', undefined, now);
  }
  return orderNos;
}

/** The order's history: what the channel did, with its reservation id and the stay as it now is. */
async function recordOrderChange(
  tx: Tx,
  ref: ChannelReservationRef,
  order: { id: number; hotelId: number },
  action: string,
  stay: { checkinDate: string; checkoutDate: string; roomQty: number; actualFen: number } | undefined,
  now: Date,
): Promise<void> {
  await recordChange(
    tx,
    ref.actor,
    {
      action,
      entityType: 'order',
      entityId: order.id,
      hotelId: order.hotelId,
      after: {
        channelResId: ref.resId,
        ...(stay
          ? {
              checkinDate: stay.checkinDate,
              checkoutDate: stay.checkoutDate,
              rooms: stay.roomQty,
              amount: fenToYuan(stay.actualFen),
            }
          : { status: 'cancelled' }),
      },
    },
    now,
  );
}
