/**
 * The cancellation policies the server enforces. A rate plan chooses one of them (staff no longer
 * type a policy the server cannot apply), and every wording a guest or a clerk reads of a policy is
 * made here from the same terms the server applies: one rule, one wording.
 *
 * A paid booking is cancelled free of charge, with everything paid back, until 18:00 (Asia/Shanghai)
 * of the day so many days before arrival; after that the guest cannot cancel it online, and a guest
 * who does not come is charged what they paid for the first night. A non-refundable plan is never
 * cancelled free and a no-show keeps everything.
 */
export const CANCEL_POLICIES = ['arrivalDay', 'oneDayBefore', 'threeDaysBefore', 'nonRefundable'] as const;
export type CancelPolicy = (typeof CANCEL_POLICIES)[number];

/** The policy of a new rate plan, and the one the spec names (section 10). */
export const DEFAULT_CANCEL_POLICY: CancelPolicy = 'arrivalDay';

/** The hour free cancellation ends, on the day the policy says. */
export const FREE_CANCEL_HOUR = '18:00';

/**
 * The hour of the arrival day until which an unpaid (or pay-at-hotel) booking holds its rooms, and
 * from which a paid guest who has not come may be recorded as a no-show (service-design section 5).
 */
export const ARRIVAL_HOLD_HOUR = '18:00';

const DAYS_BEFORE_ARRIVAL: Record<CancelPolicy, number | null> = {
  arrivalDay: 0,
  oneDayBefore: 1,
  threeDaysBefore: 3,
  nonRefundable: null,
};

/** How many days before arrival free cancellation ends (at FREE_CANCEL_HOUR); null: it never is free. */
export function freeCancelDaysBefore(policy: CancelPolicy): number | null {
  return DAYS_BEFORE_ARRIVAL[policy];
}

export function isFreeCancelPolicy(policy: CancelPolicy): boolean {
  return freeCancelDaysBefore(policy) !== null;
}

function freeUntilWords(days: number): string {
  return days === 0 ? `入住当天${FREE_CANCEL_HOUR}前` : `入住前${days}天${FREE_CANCEL_HOUR}前`;
}

/** The policy as the guest reads it: rooms page, booking, order, confirmation; staff choose by it. */
export function cancelPolicyText(policy: CancelPolicy): string {
  const days = freeCancelDaysBefore(policy);
  if (days === null) return '预订后不可取消、不可更改，未入住将收取全部房费。';
  return `${freeUntilWords(days)}可免费取消；逾期不可取消，未入住将收取首晚房费。`;
}

/** The policy in a few words, for a tag beside the rate: 入住前3天18:00前免费取消, 不可取消. */
export function cancelPolicyTag(policy: CancelPolicy): string {
  const days = freeCancelDaysBefore(policy);
  return days === null ? '不可取消' : `${freeUntilWords(days)}免费取消`;
}
