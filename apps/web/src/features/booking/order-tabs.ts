import { ORDER_LIST_STATE, type Order } from '@hotel/shared/api/member-orders';
import { ORDER_STATE, PAY_METHOD, PAY_RESULT } from '@hotel/shared/constants';
import { BOOKING_TEXT } from './messages.ts';

/**
 * The sub-tabs of My booking by the values the spec numbers them with: 待入住 as the booked state,
 * the others as the getAllOrder state they call. 已入住 (not in the spec: a stay the hotel's desk has
 * checked the guest in to, issue 25) takes the confirmed state's number.
 */
export const ORDER_TAB = {
  upcoming: ORDER_STATE.booked,
  staying: ORDER_STATE.confirmed,
  unpaid: ORDER_LIST_STATE.open,
  completed: ORDER_LIST_STATE.completed,
  cancelled: ORDER_LIST_STATE.cancelled,
} as const;

/** A sub-tab of My booking (section 4): its value, the getAllOrder state it calls, what it shows. */
export interface OrderTab {
  value: (typeof ORDER_TAB)[keyof typeof ORDER_TAB];
  label: string;
  callState: number;
  shows: (order: Order) => boolean;
}

export const ORDER_TABS: readonly OrderTab[] = [
  {
    value: ORDER_TAB.upcoming,
    label: BOOKING_TEXT.tabs.upcoming,
    callState: ORDER_LIST_STATE.open,
    shows: (o) =>
      o.checkedInAt === null &&
      ((o.payResult === PAY_RESULT.paid &&
        (o.state === ORDER_STATE.booked || o.state === ORDER_STATE.confirmed)) ||
        isPayAtHotel(o)),
  },
  {
    value: ORDER_TAB.staying,
    label: BOOKING_TEXT.tabs.staying,
    callState: ORDER_LIST_STATE.open,
    shows: (o) => o.checkedInAt !== null,
  },
  {
    value: ORDER_TAB.unpaid,
    label: BOOKING_TEXT.tabs.unpaid,
    callState: ORDER_LIST_STATE.open,
    shows: (o) =>
      o.payResult === PAY_RESULT.unpaid &&
      o.state !== ORDER_STATE.cancelled &&
      o.state !== ORDER_STATE.expired &&
      !isPayAtHotel(o),
  },
  {
    value: ORDER_TAB.completed,
    label: BOOKING_TEXT.tabs.completed,
    callState: ORDER_LIST_STATE.completed,
    shows: () => true,
  },
  {
    value: ORDER_TAB.cancelled,
    label: BOOKING_TEXT.tabs.cancelled,
    callState: ORDER_LIST_STATE.cancelled,
    shows: () => true,
  },
];

/**
 * A booking guaranteed for payment at the hotel: open and unpaid, held until its hold time. It is
 * waiting for the guest's arrival, not for a payment, so it shows under 待入住.
 */
export function isPayAtHotel(order: Order): boolean {
  return (
    order.payResult === PAY_RESULT.unpaid &&
    order.state === ORDER_STATE.booked &&
    order.payMethod === PAY_METHOD.payAtHotel
  );
}

/** An unpaid order still waiting for an online payment (not cancelled, completed, expired or paid at the hotel). */
export function isOpenUnpaid(order: Order): boolean {
  return (
    order.payResult === PAY_RESULT.unpaid &&
    order.state !== ORDER_STATE.cancelled &&
    order.state !== ORDER_STATE.completed &&
    order.state !== ORDER_STATE.expired &&
    !isPayAtHotel(order)
  );
}
