import { LeftOutlined } from '@ant-design/icons';
import { INVOICE_STATUS_LABELS, type Order } from '@hotel/shared/api/member-orders';
import { ORDER_STATE, PAY_RESULT } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { yuanText } from '@hotel/shared/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Skeleton } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { QueryFailed } from '../../components/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { linkedSearchQuery } from '../../lib/linked-search.ts';
import { isNotFoundError } from '../../lib/not-found.ts';
import { defaultStay, storedStay } from '../../lib/stay.ts';
import { bookingKeys, orderDetailQuery } from './api.ts';
import { InvoiceDialog } from './invoice-dialog.tsx';
import { BOOKING_TEXT } from './messages.ts';

import {
  amountLabel,
  isPayable,
  OrderStateTag,
  orderAmountRows,
  refundText,
  toMinute,
  useOrderActions,
} from './order-details.tsx';
import styles from './order-page.module.css';
import { isPayAtHotel } from './order-tabs.ts';
import { ORDER_TEXT } from './order-text.ts';

type Rows = [string, ReactNode][];

function DetailRows({ rows, className }: { rows: Rows; className?: string }) {
  return (
    <dl className={`${styles.orderPageRows}${className ? ` ${className}` : ''}`}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The page's parts, each with its place when the columns give way on a phone. */
const PART_CLASS = {
  stay: styles.orderPageCardStay,
  amounts: styles.orderPageCardAmounts,
  payment: styles.orderPageCardPayment,
  cancel: styles.orderPageCardCancel,
  history: styles.orderPageCardHistory,
};

/** A titled part of the page, a region named by its heading. */
function Section({
  title,
  part,
  children,
}: {
  title: string;
  part: keyof typeof PART_CLASS;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`${styles.orderPageCard} ${PART_CLASS[part]}`} aria-labelledby={id}>
      <h2 className={styles.orderPageHeading} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * 再次预订: the hotel's rooms page for new dates (the guest's current search, else tonight), with
 * this tab's rooms and discount as a link from the hotel list carries them.
 */
function bookAgainPath(order: Order): string {
  return `${paths.childRooms(order.hotelCode)}${linkedSearchQuery(storedStay() ?? defaultStay())}`;
}

function isOpen(order: Order): boolean {
  return order.state === ORDER_STATE.booked || order.state === ORDER_STATE.confirmed;
}

function StaySection({ order }: { order: Order }) {
  const rows: Rows = [
    [
      BOOKING_TEXT.hotel,
      <Link key="hotel" to={paths.childHome(order.hotelCode)}>
        {order.hotelName}
      </Link>,
    ],
    [BOOKING_TEXT.roomType, order.roomTypeName],
    [BOOKING_TEXT.rate, `${order.rateName} · ${BOOKING_TEXT.breakfast(order.breakfast)}`],
    [BOOKING_TEXT.stay, ORDER_TEXT.dates(order.checkinDate, order.checkoutDate)],
    [ORDER_TEXT.nightsLabel, BOOKING_TEXT.nights(order.days)],
    [ORDER_TEXT.roomQty, BOOKING_TEXT.rooms(order.roomQty)],
    [BOOKING_TEXT.guest, order.guestNames.join('、')],
    [BOOKING_TEXT.guestCount, BOOKING_TEXT.guestCountValue(order.adultNum, order.childrenNum)],
    [BOOKING_TEXT.contact, order.mobile],
  ];
  if (order.email) rows.push([BOOKING_TEXT.emailLabel, order.email]);
  rows.push(
    [BOOKING_TEXT.arrival, order.arrivalTime || '—'],
    [BOOKING_TEXT.remarkLabel, order.remark || '—'],
  );
  return (
    <Section title={ORDER_TEXT.staySection} part="stay">
      <DetailRows rows={rows} />
    </Section>
  );
}

function AmountSection({ order }: { order: Order }) {
  const rows = orderAmountRows(order);
  const total = rows.pop();
  return (
    <Section title={ORDER_TEXT.amountSection} part="amounts">
      <DetailRows rows={rows} className={styles.orderPageRowsMoney} />
      {total ? (
        <p className={styles.orderPageTotal}>
          <span>{total[0]}</span>
          <strong>{total[1]}</strong>
        </p>
      ) : null}
      <h3 className={styles.orderPageSubheading}>{BOOKING_TEXT.nightly}</h3>
      <ul className={styles.orderPageNights}>
        {order.nightlyPrices.map((night) => (
          <li key={night.date}>
            <span>{night.date}</span>
            <span>{ORDER_TEXT.nightlyPrice(yuanText(night.price), order.roomQty)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function PaymentSection({ order, onInvoice }: { order: Order; onInvoice: () => void }) {
  const paid = order.payResult === PAY_RESULT.paid;
  const rows: Rows = [
    [
      BOOKING_TEXT.payMethodLabel,
      order.payMethod
        ? (BOOKING_TEXT.payMethodNames[order.payMethod] ?? order.payMethod)
        : ORDER_TEXT.notPaid,
    ],
    [ORDER_TEXT.payTime, order.payTime && paid ? toMinute(order.payTime) : ORDER_TEXT.notPaid],
    [BOOKING_TEXT.refundLabel, refundText(order) ?? ORDER_TEXT.noRefund],
    [
      BOOKING_TEXT.invoiceLabel,
      order.invoice ? (
        BOOKING_TEXT.invoiceValue(INVOICE_STATUS_LABELS[order.invoice.status], order.invoice.title)
      ) : order.canRequestInvoice ? (
        <Button key="invoice" size="small" onClick={onInvoice}>
          {BOOKING_TEXT.askInvoice}
        </Button>
      ) : (
        ORDER_TEXT.invoiceNone
      ),
    ],
  ];
  return (
    <Section title={ORDER_TEXT.paymentSection} part="payment">
      <DetailRows rows={rows} />
    </Section>
  );
}

/** Until when the order is cancelled free, what cancelling now gives back, and 取消订单. */
function CancelSection({ order, onCancel }: { order: Order; onCancel: () => void }) {
  // once the desk has checked the guest in, the policy no longer applies: leaving early is the desk's
  if (order.checkedInAt !== null) {
    return (
      <Section title={ORDER_TEXT.cancelSection} part="cancel">
        <DetailRows rows={[[ORDER_TEXT.cancelNow, MSG.orderCheckedIn]]} />
      </Section>
    );
  }
  const rows: Rows = [
    [
      BOOKING_TEXT.freeCancelLabel,
      order.freeCancelUntil
        ? BOOKING_TEXT.freeCancelUntil(toMinute(order.freeCancelUntil))
        : BOOKING_TEXT.noFreeCancel,
    ],
  ];
  if (order.canCancel && order.cancelRefund !== null) {
    const returns = ORDER_TEXT.returnsOnCancel(order.couponAmount, order.pointsUsed);
    rows.push([
      ORDER_TEXT.cancelNow,
      <>
        {order.payResult === PAY_RESULT.paid
          ? BOOKING_TEXT.refundOnCancel(yuanText(order.cancelRefund), order.payMethod)
          : ORDER_TEXT.unpaidCancel}
        {returns ? <span className={styles.orderPageReturns}>{returns}</span> : null}
      </>,
    ]);
  } else {
    rows.push([ORDER_TEXT.cancelNow, ORDER_TEXT.notCancellable]);
  }
  return (
    <Section title={ORDER_TEXT.cancelSection} part="cancel">
      <DetailRows rows={rows} />
      {order.canCancel ? (
        <div className={styles.orderPageActions}>
          <Button onClick={onCancel}>{BOOKING_TEXT.cancelOrder}</Button>
        </div>
      ) : null}
    </Section>
  );
}

function HistorySection({ order }: { order: Order }) {
  return (
    <Section title={ORDER_TEXT.historySection} part="history">
      <ol className={styles.orderHistory}>
        {order.history.map((event, index) => (
          // the same text may happen twice (two refunds); the position keeps them apart
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
          <li key={index} className={styles.orderHistoryItem}>
            <span className={styles.orderHistoryText}>{event.text}</span>
            <time className={styles.orderHistoryTime} dateTime={event.time.replace(' ', 'T')}>
              {toMinute(event.time)}
            </time>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function OrderSummary({ order, onPay }: { order: Order; onPay: () => void }) {
  const payable = isPayable(order);
  const hold = isPayAtHotel(order)
    ? BOOKING_TEXT.roomHeld(toMinute(order.holdUntil))
    : payable
      ? BOOKING_TEXT.holdUntil(toMinute(order.holdUntil))
      : undefined;
  return (
    <section className={styles.orderPageSummary} aria-label={BOOKING_TEXT.summaryTitle}>
      <div className={styles.orderPageSummaryMain}>
        <p className={styles.orderPageHotel}>
          <Link to={paths.childHome(order.hotelCode)}>{order.hotelName}</Link>
          <OrderStateTag order={order} />
        </p>
        <p className={styles.orderPageLine}>
          {order.roomTypeName} · {order.rateName}
        </p>
        <p className={styles.orderPageLine}>
          {ORDER_TEXT.dates(order.checkinDate, order.checkoutDate)} · {BOOKING_TEXT.nights(order.days)} ·{' '}
          {BOOKING_TEXT.rooms(order.roomQty)}
        </p>
        <p className={styles.orderPageLine}>
          {BOOKING_TEXT.orderNo} {order.orderNo}
        </p>
        <p className={styles.orderPageLine}>
          {BOOKING_TEXT.createTime} {toMinute(order.createTime)}
        </p>
        {hold ? <p className={styles.orderPageHold}>{hold}</p> : null}
      </div>
      <div className={styles.orderPageSummarySide}>
        <p className={styles.orderPageAmount}>
          <span>{amountLabel(order)}</span>
          <strong>{yuanText(order.actualAmount)}</strong>
        </p>
        <div className={styles.orderPageActions}>
          <Link className={styles.orderPageAgain} to={bookAgainPath(order)}>
            {ORDER_TEXT.bookAgain}
          </Link>
          {payable ? (
            <Button type="primary" onClick={onPay}>
              {ORDER_TEXT.payNow}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function OrderView({ order, token }: { order: Order; token: string }) {
  const queryClient = useQueryClient();
  const { pay, cancel } = useOrderActions();
  const [invoicing, setInvoicing] = useState(false);
  return (
    <>
      <OrderSummary order={order} onPay={() => pay(order)} />
      {/* two columns on a wide screen; one on a phone, in the order of the --order classes */}
      <div className={styles.orderPageGrid}>
        <div className={styles.orderPageColumn}>
          <StaySection order={order} />
          <PaymentSection order={order} onInvoice={() => setInvoicing(true)} />
        </div>
        <div className={styles.orderPageColumn}>
          <AmountSection order={order} />
          {isOpen(order) || order.canCancel ? (
            <CancelSection order={order} onCancel={() => cancel(order)} />
          ) : null}
          <HistorySection order={order} />
        </div>
      </div>
      {invoicing ? (
        <InvoiceDialog
          orderId={order.id}
          onClose={() => setInvoicing(false)}
          onDone={() => {
            setInvoicing(false);
            void queryClient.invalidateQueries({ queryKey: bookingKeys.ofMember(token) });
          }}
        />
      ) : null}
    </>
  );
}

interface OrderPageProps {
  token: string;
  /** The order id of the address; undefined when it cannot be one. */
  orderId: number | undefined;
}

/**
 * 订单详情: one order of the member with everything about it (stay, guests, every amount, payment,
 * refunds, invoice, cancellation and its history), 取消订单 and 去支付 as My booking offers them,
 * and 再次预订. An id that is no order of the member's says 订单不存在.
 */
export function OrderPage({ token, orderId }: OrderPageProps) {
  const detail = useQuery({ ...orderDetailQuery(token, orderId ?? 0), enabled: orderId !== undefined });
  let body: ReactNode;
  if (orderId === undefined || isNotFoundError(detail.error)) {
    body = <EmptyState description={MSG.orderNotFound} />;
  } else if (detail.data) {
    body = <OrderView order={detail.data} token={token} />;
  } else if (detail.isError) {
    body = (
      <QueryFailed
        message={detail.error.message || BOOKING_TEXT.orderFailed}
        onRetry={() => void detail.refetch()}
      />
    );
  } else {
    body = (
      <div className={styles.orderPageCard} aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  return (
    // antd's App for the modal API the cancel confirmation uses (lib/message.tsx).
    <App component={false}>
      <div className={styles.orderPage}>
        <Link className={styles.orderPageBack} to={paths.courtesyTab('booking')}>
          <LeftOutlined aria-hidden /> {ORDER_TEXT.back}
        </Link>
        {body}
      </div>
    </App>
  );
}
