import { DISCOUNT_CHANNEL_TYPES, type DiscountChannelType } from '@hotel/shared/constants';
import { Button, Input, Select, Tag } from 'antd';
import styles from './booking.module.css';
import { BOOKING_TEXT } from './messages.ts';

export interface DiscountDraft {
  type: DiscountChannelType | undefined;
  code: string;
}

interface DiscountFieldsProps {
  draft: DiscountDraft;
  onDraft: (draft: DiscountDraft) => void;
  /** Why the typed code was not taken (优惠码无效 …). */
  problem: string | undefined;
  /** The channel the server priced the booking with, if any. */
  applied: { type: string; code: string } | undefined;
  checking: boolean;
  onApply: () => void;
  onRemove: () => void;
}

/** The optional discount channel of the information step: type, code, 使用, and the code in use. */
export function DiscountFields({
  draft,
  onDraft,
  problem,
  applied,
  checking,
  onApply,
  onRemove,
}: DiscountFieldsProps) {
  return (
    <>
      <h2 className={styles.bookingCardTitle}>
        {BOOKING_TEXT.discountSection}
        <span className={styles.bookingCardOptional}>{BOOKING_TEXT.optional}</span>
      </h2>
      <p className={styles.fillInfoHint}>{BOOKING_TEXT.discountHint}</p>
      <div className={styles.fillInfoDiscount}>
        <Select
          aria-label={BOOKING_TEXT.discountType}
          value={draft.type}
          placeholder={BOOKING_TEXT.discountTypePlaceholder}
          options={DISCOUNT_CHANNEL_TYPES.map((type) => ({ value: type, label: type }))}
          onChange={(type: DiscountChannelType) => onDraft({ ...draft, type })}
        />
        <Input
          aria-label={BOOKING_TEXT.discountCode}
          value={draft.code}
          maxLength={64}
          placeholder={BOOKING_TEXT.discountCodePlaceholder}
          status={problem ? 'error' : undefined}
          onChange={(e) => onDraft({ ...draft, code: e.target.value })}
          onPressEnter={(e) => {
            e.preventDefault();
            onApply();
          }}
        />
        <Button onClick={onApply} loading={checking} className={styles.fillInfoDiscountApply}>
          {BOOKING_TEXT.applyDiscount}
        </Button>
      </div>
      {problem ? (
        <p className={styles.fillInfoProblem} role="alert">
          {problem}
        </p>
      ) : null}
      {applied ? (
        <p className={styles.fillInfoApplied}>
          <Tag color="gold">{BOOKING_TEXT.discountApplied(applied.type, applied.code)}</Tag>
          <button type="button" className={styles.bookingLink} onClick={onRemove}>
            {BOOKING_TEXT.removeDiscount}
          </button>
        </p>
      ) : null}
    </>
  );
}
