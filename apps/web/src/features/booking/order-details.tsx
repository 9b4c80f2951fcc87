import { INVOICE_STATUS_LABELS, type Order } from '@hotel/shared/api/member-orders';
import { ORDER_STATE, PAY_RESULT } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { yuanText } from '@hotel/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useMessage } from '../../lib/message.tsx';
import { hotelKeys } from '../../lib/query-keys.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { discountLines } from './amount-lines.ts';
import { bookingKeys, cancelOrder } from './api.ts';
import { clearBookingKeys } from './booking-storage.ts';
import { BOOKING_TEXT } from './messages.ts';
import styles from './order-details.module.css';
import { isOpenUnpaid, isPayAtHotel } from './order-tabs.ts';
import { ORDER_TEXT } from './order-text.ts';

/** yyyy-MM-dd HH:mm of the service's yyyy-MM-dd HH:mm:ss. */
export function toMinute(time: string): string {
  return time.slice(0, 16);
}

/** The order's state as a tag: 已入住, 已支付, 到店支付, 未支付, or the state's name once it is over. */
export function OrderStateTag({ order }: { order: Order }) {
  const name = BOOKING_TEXT.stateLabel[order.state] ?? '';
  if (order.state === ORDER_STATE.cancelled || order.state === ORDER_STATE.expired) return <Tag>{name}</Tag>;
  if (order.state === ORDER_STATE.completed) return <Tag color="default">{name}</Tag>;
  if (order.checkedInAt !== null) return <Tag color="cyan">{BOOKING_TEXT.checkedInTag}</Tag>;
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
        ? BOOKING_TEXT.refundDone(yuanText(refund.amount), refund.payMethod)
        : BOOKING_TEXT.refundPending(yuanText(refund.amount), refund.payMethod),
    )
    .join('；');
}

/**
 * The order's money as the server took it apart: 门市价, each part taken off (only those the order
 * has, worded as the booking's summary words them), and what the guest pays (实付 once paid, else 应付).
 */
export function orderAmountRows(order: Order): [string, string][] {
  return [
    [BOOKING_TEXT.total, yuanText(order.totalAmount)],
    ...discountLines(order).map((line): [string, string] => [line.label, line.value]),
    [amountLabel(order), yuanText(order.actualAmount)],
  ];
}

/** What the guest's amount is called: 实付 once paid, else 应付. */
export function amountLabel(order: Order): string {
  return order.payResult === PAY_RESULT.paid ? ORDER_TEXT.paidAmount : BOOKING_TEXT.actual;
}

/** An unpaid order still waiting for an online payment, which 支付 / 去支付 may pay now. */
export function isPayable(order: Order): boolean {
  return order.canPay && isOpenUnpaid(order);
}

/** What coming back to the member a cancellation also means: the coupon and the points the order spent. */
function returnsLine(order: Order): string {
  return ORDER_TEXT.returnsOnCancel(order.couponAmount, order.pointsUsed);
}

/**
 * 支付 and 取消订单 of an order, as My booking and the order page both offer them: paying goes to
 * PayStep; cancelling asks first (a paid order says what comes back, and where: the server's own
 * figure, the one the cancellation refunds), then reloads the member's data. Needs antd's `App`
 * around it for the confirmation.
 */
export function useOrderActions() {
  const { modal } = App.useApp();
  const message = useMessage();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const cancelling = useApiMutation({ call: cancelOrder, fallback: MSG.tryLater });

  const pay = (order: Order) => {
    const query = new URLSearchParams({ orderNo: order.orderNo, id: String(order.id), revNo: order.revNo });
    navigate(`${paths.payStep}?${query.toString()}`);
  };

  const cancel = (order: Order) => {
    const paid = order.payResult === PAY_RESULT.paid;
    const returns = returnsLine(order);
    modal.confirm({
      title: BOOKING_TEXT.prompt,
      content:
        paid || returns ? (
          <>
            <p>{BOOKING_TEXT.cancelConfirm}</p>
            {paid ? (
              <p>{BOOKING_TEXT.refundOnCancel(yuanText(order.cancelRefund ?? 0), order.payMethod)}</p>
            ) : null}
            {returns ? <p>{returns}</p> : null}
          </>
        ) : (
          BOOKING_TEXT.cancelConfirm
        ),
      okText: BOOKING_TEXT.yes,
      cancelText: BOOKING_TEXT.no,
      onOk: async () => {
        const result = await cancelling.run(order.id);
        if (!result) return;
        message.success(result.message || MSG.cancelSucceeded);
        clearBookingKeys();
        // "Reload": the member's data (every order list and order, the card balance a refund
        // restored, the coupon and points given back) and the rooms the order gave back.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: bookingKeys.member }),
          queryClient.invalidateQueries({ queryKey: hotelKeys.roomAndRateOf(order.hotelCode) }),
        ]);
      },
    });
  };

  return { pay, cancel };
}

/** 订单详情: the order's own page in the member centre. */
export function OrderDetailLink({ order }: { order: Order }) {
  return (
    <Link
      className={styles.orderDetailLink}
      to={paths.courtesyOrder(order.id)}
      aria-label={`${ORDER_TEXT.detailLink} ${order.orderNo}`}
    >
      {ORDER_TEXT.detailLink}
    </Link>
  );
}

export function OrderHeader({ order }: { order: Order }) {
  return (
    <div className={styles.orderHead}>
      <div className={styles.orderHeadMain}>
        <p className={styles.orderHeadHotel}>{order.hotelName}</p>
        <p className={styles.orderHeadRoom}>
          {order.roomTypeName} · {order.rateName}
        </p>
        <p className={styles.orderHeadDates}>
          {order.checkinDate} 至 {order.checkoutDate} · {BOOKING_TEXT.nights(order.days)} ·{' '}
          {BOOKING_TEXT.rooms(order.roomQty)}
        </p>
        <p className={styles.orderHeadNo}>
          {BOOKING_TEXT.orderNo} {order.orderNo}
        </p>
      </div>
      <div className={styles.orderHeadSide}>
        <span className={styles.orderHeadAmount}>{yuanText(order.actualAmount)}</span>
        <OrderStateTag order={order} />
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
    ...orderAmountRows(order),
  );
  const refund = refundText(order);
  if (refund) rows.push([BOOKING_TEXT.refundLabel, refund]);
  const open = order.state === ORDER_STATE.booked || order.state === ORDER_STATE.confirmed;
  if (open && order.checkedInAt === null) {
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

  const payable = isPayable(order);
  const hold = isPayAtHotel(order)
    ? BOOKING_TEXT.roomHeld(toMinute(order.holdUntil))
    : payable
      ? BOOKING_TEXT.holdUntil(order.holdUntil)
      : undefined;
  return (
    <div>
      <dl className={styles.orderBodyRows}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {hold ? <p className={styles.orderBodyHold}>{hold}</p> : null}
      <div className={styles.orderBodyActions}>
        <OrderDetailLink order={order} />
        {order.canRequestInvoice ? (
          <Button onClick={() => onInvoice(order)}>{BOOKING_TEXT.askInvoice}</Button>
        ) : null}
        {order.canCancel ? <Button onClick={() => onCancel(order)}>{BOOKING_TEXT.cancelOrder}</Button> : null}
        {payable ? (
          <Button type="primary" onClick={() => onPay(order)}>
            {BOOKING_TEXT.pay}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
