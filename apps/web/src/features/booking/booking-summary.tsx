import type { Order } from '@hotel/shared/api/member-orders';
import type { InventoryCheck, NightPrice } from '@hotel/shared/api/order';
import { FLAG } from '@hotel/shared/constants';
import { yuanText } from '@hotel/shared/money';
import type { ReactNode } from 'react';
import { type AmountFigures, discountLines } from './amount-lines.ts';
import styles from './booking.module.css';
import { BOOKING_TEXT } from './messages.ts';

/** What the summary shows; both the availability result and an order map onto it. */
export interface SummaryFigures extends AmountFigures {
  hotelName: string;
  roomTypeName: string;
  rateName: string;
  checkIn: string;
  checkOut: string;
  days: number;
  roomQty: number;
  breakfast: number;
  isFreeCancel: (typeof FLAG)[keyof typeof FLAG];
  nightlyPrices: NightPrice[];
  /** Who stays: adults and children of the booking, and the guest of each room once the order has them. */
  guests?: { adultNum: number; childrenNum: number; names?: string[] };
}

export function figuresOfCheck(check: InventoryCheck): SummaryFigures {
  return {
    hotelName: check.hotelName,
    roomTypeName: check.roomTypeName,
    rateName: check.rateName,
    checkIn: check.checkInDate,
    checkOut: check.checkOutDate,
    days: check.days,
    roomQty: check.roomQty,
    breakfast: check.breakfast,
    isFreeCancel: check.isFreeCancel,
    nightlyPrices: check.nightlyPrices,
    totalAmount: check.totalAmount,
    memberDiscountAmount: check.memberDiscountAmount,
    memberLevelName: check.memberLevelName,
    discountAmount: check.discountAmount,
    couponType: check.couponType,
    couponAmount: check.couponAmount,
    pointsUsed: check.pointsUsed,
    pointsAmount: check.pointsAmount,
    actualAmount: check.actualAmount,
  };
}

export function figuresOfOrder(order: Order): SummaryFigures {
  return {
    hotelName: order.hotelName,
    roomTypeName: order.roomTypeName,
    rateName: order.rateName,
    checkIn: order.checkinDate,
    checkOut: order.checkoutDate,
    days: order.days,
    roomQty: order.roomQty,
    breakfast: order.breakfast,
    isFreeCancel: order.isFreeCancel,
    nightlyPrices: order.nightlyPrices,
    totalAmount: order.totalAmount,
    memberDiscountAmount: order.memberDiscountAmount,
    discountAmount: order.discountAmount,
    couponType: order.couponType,
    couponAmount: order.couponAmount,
    pointsUsed: order.pointsUsed,
    pointsAmount: order.pointsAmount,
    actualAmount: order.actualAmount,
    guests: { adultNum: order.adultNum, childrenNum: order.childrenNum, names: order.guestNames },
  };
}

/** mm月dd日 of a yyyy-MM-dd date, with the weekday. */
function shortDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  const weekday = '日一二三四五六'[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${month}月${day}日 周${weekday}`;
}

/** 入住人数 of the booking, and with several rooms the guest of each. */
function GuestRows({ adultNum, childrenNum, names }: NonNullable<SummaryFigures['guests']>) {
  return (
    <>
      <div>
        <dt>{BOOKING_TEXT.guestCount}</dt>
        <dd>{BOOKING_TEXT.guestCountValue(adultNum, childrenNum)}</dd>
      </div>
      {names && names.length > 1 ? (
        <div>
          <dt>{BOOKING_TEXT.roomGuests}</dt>
          <dd>
            <ul className={styles.bookingSummaryNightly}>
              {names.map((name, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the room's position is its identity
                <li key={i}>
                  <span>{BOOKING_TEXT.roomLabel(i + 1)}</span>
                  <span>{name}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </>
  );
}

interface BookingSummaryProps {
  figures: SummaryFigures;
  /** Extra rows above the amounts (order number, guest …). */
  extra?: ReactNode;
  /** Shown under the amounts (the cancellation policy). */
  footer?: ReactNode;
  busy?: boolean;
}

/** The booking summary card: stay, room, nights × rooms, nightly prices and the server's amounts. */
export function BookingSummary({ figures, extra, footer, busy }: BookingSummaryProps) {
  return (
    <section
      className={styles.bookingSummary}
      aria-label={BOOKING_TEXT.summaryTitle}
      aria-busy={busy || undefined}
    >
      <h2 className={styles.bookingSummaryTitle}>{BOOKING_TEXT.summaryTitle}</h2>
      <p className={styles.bookingSummaryHotel}>{figures.hotelName}</p>
      <div className={styles.bookingSummaryStay}>
        <div>
          <span className={styles.bookingSummaryLabel}>{BOOKING_TEXT.checkIn}</span>
          <strong>{shortDate(figures.checkIn)}</strong>
        </div>
        <span className={styles.bookingSummaryNights}>{BOOKING_TEXT.nights(figures.days)}</span>
        <div>
          <span className={styles.bookingSummaryLabel}>{BOOKING_TEXT.checkOut}</span>
          <strong>{shortDate(figures.checkOut)}</strong>
        </div>
      </div>
      <dl className={styles.bookingSummaryRows}>
        {extra}
        <div>
          <dt>{BOOKING_TEXT.roomType}</dt>
          <dd>{figures.roomTypeName}</dd>
        </div>
        <div>
          <dt>{BOOKING_TEXT.rate}</dt>
          <dd>
            {figures.rateName}
            <span className={styles.bookingSummaryNote}>
              {BOOKING_TEXT.breakfast(figures.breakfast)} ·{' '}
              {figures.isFreeCancel === FLAG.yes ? BOOKING_TEXT.freeCancel : BOOKING_TEXT.noCancel}
            </span>
          </dd>
        </div>
        <div>
          <dt>{BOOKING_TEXT.roomsAndNights}</dt>
          <dd>
            {BOOKING_TEXT.rooms(figures.roomQty)} × {BOOKING_TEXT.nights(figures.days)}
          </dd>
        </div>
        {figures.guests ? <GuestRows {...figures.guests} /> : null}
        <div>
          <dt>{BOOKING_TEXT.nightly}</dt>
          <dd>
            <ul className={styles.bookingSummaryNightly}>
              {figures.nightlyPrices.map((night) => (
                <li key={night.date}>
                  <span>{shortDate(night.date)}</span>
                  <span>{yuanText(night.price)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <dl className={styles.bookingSummaryAmounts}>
        <div>
          <dt>{BOOKING_TEXT.total}</dt>
          <dd>{yuanText(figures.totalAmount)}</dd>
        </div>
        {discountLines(figures).map((line) => (
          <div key={line.key} className={styles.bookingSummaryDiscount}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        <div className={styles.bookingSummaryActual}>
          <dt>{BOOKING_TEXT.actual}</dt>
          <dd data-testid="actual-amount">{yuanText(figures.actualAmount)}</dd>
        </div>
      </dl>
      {footer}
    </section>
  );
}
