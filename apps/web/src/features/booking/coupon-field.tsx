import type { StayCoupon } from '@hotel/shared/api/loyalty';
import { yuanText } from '@hotel/shared/money';
import { Radio } from 'antd';
import { useId } from 'react';
import bookingStyles from './booking.module.css';
import styles from './coupon-field.module.css';
import { BOOKING_TEXT } from './messages.ts';

/** The radio value of 不使用抵用券 (coupon ids are positive). */
const NONE = 0;

interface CouponFieldProps {
  /** The member's valid coupons as this stay sees them (checkInventory's `coupons`). */
  coupons: StayCoupon[];
  /** The coupon shown chosen, or null for none. */
  chosen: number | null;
  checking: boolean;
  /** Why the coupon chosen was not taken, or why it was dropped. */
  problem: string | undefined;
  onChoose: (couponId: number | null) => void;
}

/**
 * 抵用券 of the information step: 不使用抵用券, then each coupon with its terms, validity and what it
 * takes off this stay; one this stay cannot use is shown disabled with the reason. Hidden when the
 * member has none.
 */
export function CouponField({ coupons, chosen, checking, problem, onChoose }: CouponFieldProps) {
  const titleId = useId();
  if (coupons.length === 0) return null;
  return (
    <>
      <h2 className={bookingStyles.bookingCardTitle} id={titleId}>
        {BOOKING_TEXT.couponSection}
        <span className={bookingStyles.bookingCardOptional}>{BOOKING_TEXT.optional}</span>
      </h2>
      <Radio.Group
        className={styles.couponOptions}
        aria-labelledby={titleId}
        value={chosen ?? NONE}
        disabled={checking}
        onChange={(e) => onChoose(e.target.value === NONE ? null : Number(e.target.value))}
      >
        <Radio value={NONE} className={`${styles.couponOption} ${styles.couponOptionNone}`}>
          <span className={styles.couponOptionName}>{BOOKING_TEXT.couponNone}</span>
        </Radio>
        {coupons.map((coupon) => (
          <Radio
            key={coupon.id}
            value={coupon.id}
            disabled={!coupon.usable}
            className={`${styles.couponOption}${coupon.usable ? '' : ` ${styles.couponOptionUnusable}`}`}
          >
            <span className={styles.couponOptionBody}>
              <span className={styles.couponOptionName}>{coupon.name}</span>
              <span className={styles.couponOptionTerms}>
                {coupon.description} · {BOOKING_TEXT.couponValidUntil(coupon.validUntil)}
              </span>
              {coupon.usable ? null : <span className={styles.couponOptionReason}>{coupon.reason}</span>}
            </span>
            {coupon.usable ? (
              <span className={styles.couponOptionAmount}>-{yuanText(coupon.amount)}</span>
            ) : null}
          </Radio>
        ))}
      </Radio.Group>
      {problem ? (
        <p className={bookingStyles.fillInfoProblem} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
