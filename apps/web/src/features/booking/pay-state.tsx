import { CheckCircleFilled } from '@ant-design/icons';
import type { Order } from '@hotel/shared/api/member-orders';
import { PAY_RESULT } from '@hotel/shared/constants';
import { yuanText } from '@hotel/shared/money';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import layoutStyles from '../../components/layout.module.css';
import { paths } from '../../config/paths.ts';
import bookingStyles from './booking.module.css';
import { BOOKING_TEXT } from './messages.ts';
import { toMinute } from './order-details.tsx';
import { isPayAtHotel } from './order-tabs.ts';
import styles from './pay-state.module.css';

/** /PayState of the booking it confirms; without one the route goes home. */
export function payStatePath(orderId: number): string {
  return `${paths.payState}?${new URLSearchParams({ id: String(orderId) }).toString()}`;
}

/** 138****8000: the number the SMS goes to, as far as a screen over a shoulder should show it. */
function maskedMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** How the booking is held: paid (by what), to be paid at the hotel (until when), or still unpaid. */
function payment(order: Order): { line: string; hold?: string } {
  const amount = yuanText(order.actualAmount);
  if (order.payResult === PAY_RESULT.paid) {
    const method = order.payMethod ? (BOOKING_TEXT.payMethodNames[order.payMethod] ?? '') : '';
    return { line: BOOKING_TEXT.paidLine(amount, method) };
  }
  if (isPayAtHotel(order)) {
    return {
      line: BOOKING_TEXT.payAtHotelLine(amount),
      hold: BOOKING_TEXT.roomHeld(toMinute(order.holdUntil)),
    };
  }
  return { line: BOOKING_TEXT.unpaidLine(amount) };
}

function Confirmation({ order }: { order: Order }) {
  const { line, hold } = payment(order);
  const rows: [string, string][] = [
    [BOOKING_TEXT.orderNo, order.orderNo],
    [BOOKING_TEXT.hotel, order.hotelName],
    [
      BOOKING_TEXT.roomType,
      `${order.roomTypeName} · ${order.rateName} · ${BOOKING_TEXT.rooms(order.roomQty)}`,
    ],
    [BOOKING_TEXT.stay, BOOKING_TEXT.stayDates(order.checkinDate, order.checkoutDate, order.days)],
    [BOOKING_TEXT.guest, `${order.revUser} ${order.mobile}`],
    [BOOKING_TEXT.payStatus, line],
  ];
  if (!hold) {
    rows.push([
      BOOKING_TEXT.cancelTerms,
      order.freeCancelUntil
        ? BOOKING_TEXT.freeCancelTerms(order.freeCancelUntil.slice(0, 16))
        : BOOKING_TEXT.noCancelTerms,
    ]);
  }
  return (
    <>
      <dl className={styles.payStateRows}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {hold ? <p className={styles.payStateHold}>{hold}</p> : null}
      <ul className={styles.payStateSent}>
        <li>{BOOKING_TEXT.smsSentTo(maskedMobile(order.mobile))}</li>
        {order.email ? <li>{BOOKING_TEXT.mailSentTo(order.email)}</li> : null}
      </ul>
    </>
  );
}

interface PayStateViewProps {
  order: Order | undefined;
  isPending: boolean;
  error: Error | null;
}

/** PayState: 预约成功 with the booking it confirms (order number, hotel, dates, amount, terms) and the way on. */
export function PayStateView({ order, isPending, error }: PayStateViewProps) {
  const actions = (
    <div className={styles.payStateActions}>
      <Link to={paths.home} className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonPrimary}`}>
        {BOOKING_TEXT.backHome}
      </Link>
      <Link
        to={`${paths.courtesy}?tab=booking`}
        className={`${layoutStyles.linkButton} ${layoutStyles.linkButtonOutline}`}
      >
        {BOOKING_TEXT.toMyBooking}
      </Link>
    </div>
  );
  if (isPending)
    return (
      <section className={`${styles.payState} ${bookingStyles.bookingCard}`} aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </section>
    );
  // no 预约成功 without the booking it confirms
  if (error || !order)
    return (
      <section className={`${styles.payState} ${bookingStyles.bookingCard}`}>
        <EmptyState description={error?.message || BOOKING_TEXT.orderFailed} />
        {actions}
      </section>
    );
  return (
    <section className={`${styles.payState} ${bookingStyles.bookingCard}`} aria-labelledby="pay-state-title">
      <CheckCircleFilled className={styles.payStateIcon} aria-hidden />
      <h2 className={styles.payStateTitle} id="pay-state-title">
        {BOOKING_TEXT.successTitle}
      </h2>
      <p className={styles.payStateText}>{BOOKING_TEXT.successText}</p>
      <Confirmation order={order} />
      {actions}
    </section>
  );
}
