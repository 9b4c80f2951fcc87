import { INVOICE_STATUS_LABELS, type Order } from '@hotel/shared/api/member-orders';
import { ORDER_STATE, PAY_RESULT } from '@hotel/shared/constants';
import { Button, Tag } from 'antd';
import { BOOKING_TEXT } from './messages.ts';
import { formatMoney } from './money.ts';
import { isOpenUnpaid, isPayAtHotel } from './order-tabs.ts';

/** yyyy-MM-dd HH:mm of the service's yyyy-MM-dd HH:mm:ss. */
export function toMinute(time: string): string {
  return time.slice(0, 16);
}

function stateTag(order: Order) {
  const name = BOOKING_TEXT.stateLabel[order.state] ?? '';
  if (order.state === ORDER_STATE.cancelled || order.state === ORDER_STATE.expired) return <Tag>{name}</Tag>;
  if (order.state === ORDER_STATE.completed) return <Tag color="default">{name}</Tag>;
  if (order.payResult === PAY_RESULT.paid) return <Tag color="green">{BOOKING_TEXT.paidTag}</Tag>;
  if (isPayAtHotel(order)) return <Tag color="blue">{BOOKING_TEXT.payAtHotelTag}</Tag>;
  return <Tag color="orange">{BOOKING_TEXT.unpaid}</Tag>;
}

/** The money going back to the guest, each refund with where it goes; undefined when none does. */
export function refundText(order: Order): string | undefined {
  if (order.refunds.length === 0) return undefined;
  return order.refunds
    .map((refund) =>
      refund.state === 'done'
        ? BOOKING_TEXT.refundDone(formatMoney(refund.amount), refund.payMethod)
        : BOOKING_TEXT.refundPending(formatMoney(refund.amount), refund.payMethod),
    )
    .join('；');
}

export function OrderHeader({ order }: { order: Order }) {
  return (
    <div className="order-head">
      <div className="order-head__main">
        <p className="order-head__hotel">{order.hotelName}</p>
        <p className="order-head__room">
          {order.roomTypeName} · {order.rateName}
        </p>
        <p className="order-head__dates">
          {order.checkinDate} 至 {order.checkoutDate} · {BOOKING_TEXT.nights(order.days)} ·{' '}
          {BOOKING_TEXT.rooms(order.roomQty)}
        </p>
        <p className="order-head__no">
          {BOOKING_TEXT.orderNo} {order.orderNo}
        </p>
      </div>
      <div className="order-head__side">
        <span className="order-head__amount">{formatMoney(order.actualAmount)}</span>
        {stateTag(order)}
      </div>
    </div>
  );
}

interface OrderBodyProps {
  order: Order;
  onPay: (order: Order) => void;
  onCancel: (order: Order) => void;
  onInvoice: (order: Order) => void;
}

export function OrderBody({ order, onPay, onCancel, onInvoice }: OrderBodyProps) {
  const rows: [string, string][] = [
    [BOOKING_TEXT.orderNo, order.orderNo],
    // every room's guest, and who stays (issue 10)
    [BOOKING_TEXT.guest, order.guestNames.join('、')],
    [BOOKING_TEXT.guestCount, BOOKING_TEXT.guestCountValue(order.adultNum, order.childrenNum)],
    [BOOKING_TEXT.contact, order.mobile],
  ];
  if (order.email) rows.push([BOOKING_TEXT.emailLabel, order.email]);
  rows.push(
    [BOOKING_TEXT.arrival, order.arrivalTime || '—'],
    [BOOKING_TEXT.remarkLabel, order.remark || '—'],
    [BOOKING_TEXT.createTime, order.createTime],
    [
      BOOKING_TEXT.payMethodLabel,
      order.payMethod
        ? (BOOKING_TEXT.payMethodNames[order.payMethod] ?? order.payMethod)
        : BOOKING_TEXT.unpaid,
    ],
    [BOOKING_TEXT.total, formatMoney(order.totalAmount)],
  );
  if (order.discountAmount > 0) rows.push([BOOKING_TEXT.discount, `-${formatMoney(order.discountAmount)}`]);
  rows.push([BOOKING_TEXT.actual, formatMoney(order.actualAmount)]);
  const refund = refundText(order);
  if (refund) rows.push([BOOKING_TEXT.refundLabel, refund]);
  if (order.state === ORDER_STATE.booked || order.state === ORDER_STATE.confirmed) {
    rows.push([
      BOOKING_TEXT.freeCancelLabel,
      order.freeCancelUntil
        ? BOOKING_TEXT.freeCancelUntil(toMinute(order.freeCancelUntil))
        : BOOKING_TEXT.noFreeCancel,
    ]);
  }
  if (order.invoice) {
    rows.push([
      BOOKING_TEXT.invoiceLabel,
      BOOKING_TEXT.invoiceValue(INVOICE_STATUS_LABELS[order.invoice.status], order.invoice.title),
    ]);
  }

  const payable = order.canPay && isOpenUnpaid(order);
  const hold = isPayAtHotel(order)
    ? BOOKING_TEXT.roomHeld(toMinute(order.holdUntil))
    : payable
      ? BOOKING_TEXT.holdUntil(order.holdUntil)
      : undefined;
  return (
    <div className="order-body">
      <dl className="order-body__rows">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {hold ? <p className="order-body__hold">{hold}</p> : null}
      {order.canCancel || payable || order.canRequestInvoice ? (
        <div className="order-body__actions">
          {order.canRequestInvoice ? (
            <Button onClick={() => onInvoice(order)}>{BOOKING_TEXT.askInvoice}</Button>
          ) : null}
          {order.canCancel ? (
            <Button onClick={() => onCancel(order)}>{BOOKING_TEXT.cancelOrder}</Button>
          ) : null}
          {payable ? (
            <Button type="primary" onClick={() => onPay(order)}>
              {BOOKING_TEXT.pay}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
