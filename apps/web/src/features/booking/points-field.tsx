import type { InventoryCheck } from '@hotel/shared/api/order';
import { yuanText } from '@hotel/shared/money';
import { InputNumber, Switch } from 'antd';
import { useId } from 'react';
import bookingStyles from './booking.module.css';
import { BOOKING_TEXT } from './messages.ts';
import styles from './points-field.module.css';
import { formatPoints } from './points-text.ts';

interface PointsFieldProps {
  /** The server's figures: balance, the most this stay takes, points per yuan, points in use. */
  check: InventoryCheck;
  /** 使用积分抵扣 is on. */
  on: boolean;
  onSwitch: (on: boolean) => void;
  /** The points typed, until priced. */
  draft: number | null;
  onDraft: (points: number | null) => void;
  /** Prices the points typed. */
  onApply: () => void;
  checking: boolean;
  problem: string | undefined;
}

/**
 * 积分抵扣 of the information step: the balance and the most this stay takes (最多可用 N 积分，抵¥M),
 * a switch that uses them all, and the number of points in steps of pointsPerYuan, priced when the
 * field is left or Enter is pressed (never more than the most). Switched off and said so when this
 * stay takes none; hidden for a member without points.
 */
export function PointsField({
  check,
  on,
  onSwitch,
  draft,
  onDraft,
  onApply,
  checking,
  problem,
}: PointsFieldProps) {
  const titleId = useId();
  const inputId = useId();
  const switchId = useId();
  if (check.pointsBalance <= 0 && check.pointsUsed === 0) return null;
  const usable = check.maxPoints > 0;
  return (
    <>
      <h2 className={bookingStyles.bookingCardTitle} id={titleId}>
        {BOOKING_TEXT.pointsSection}
        <span className={bookingStyles.bookingCardOptional}>{BOOKING_TEXT.optional}</span>
      </h2>
      <p className={bookingStyles.fillInfoHint}>
        {BOOKING_TEXT.pointsBalance(formatPoints(check.pointsBalance))}
        {' · '}
        {usable
          ? BOOKING_TEXT.pointsMost(formatPoints(check.maxPoints), check.maxPoints / check.pointsPerYuan)
          : BOOKING_TEXT.pointsNotThisStay}
      </p>
      <div className={styles.pointsField}>
        <span className={styles.pointsFieldSwitch}>
          <Switch id={switchId} checked={on} disabled={!usable || checking} onChange={onSwitch} />
          <label htmlFor={switchId}>{BOOKING_TEXT.pointsSwitch}</label>
        </span>
        {on ? (
          <div className={styles.pointsFieldAmount}>
            <label htmlFor={inputId} className={styles.pointsFieldLabel}>
              {BOOKING_TEXT.pointsInput}
            </label>
            <InputNumber<number>
              id={inputId}
              className={styles.pointsFieldInput}
              value={draft}
              min={0}
              step={check.pointsPerYuan}
              precision={0}
              inputMode="numeric"
              suffix={BOOKING_TEXT.pointsUnit}
              status={problem ? 'error' : undefined}
              disabled={checking}
              onChange={onDraft}
              onBlur={onApply}
              onPressEnter={(e) => {
                e.preventDefault();
                onApply();
              }}
            />
            {check.pointsAmount > 0 ? (
              <span className={styles.pointsFieldWorth}>
                {BOOKING_TEXT.pointsWorth(yuanText(check.pointsAmount))}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
      {on ? (
        <p className={`${bookingStyles.fillInfoHint} ${styles.pointsFieldStep}`}>
          {BOOKING_TEXT.pointsStep(check.pointsPerYuan)}
        </p>
      ) : null}
      {problem ? (
        <p className={bookingStyles.fillInfoProblem} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
