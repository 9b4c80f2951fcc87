import type { InventoryCheck } from '@hotel/shared/api/order';
import { DISCOUNT_CHANNEL_TYPES } from '@hotel/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { useMessage } from '../../lib/message.tsx';
import { storedDiscount } from './booking-storage.ts';
import type { DiscountDraft } from './discount-fields.tsx';
import { BOOKING_TEXT } from './messages.ts';
import { formatPoints } from './points-text.ts';
import { cappedPoints, type StayChoice } from './stay-choice.ts';
import { type Repriced, useStayPricing } from './use-stay-pricing.ts';

/** The discount fields say the same as the server's current figures. */
function draftMatches(draft: DiscountDraft, check: InventoryCheck): boolean {
  return (draft.type ?? '') === check.couponType && draft.code.trim() === check.couponCode;
}

/** Why a choice of the guest was not taken, shown at its field. */
interface Problems {
  discount?: string;
  coupon?: string;
  points?: string;
}

/**
 * The server's figures for the stay on the information step: every change of rooms, discount code,
 * coupon or points asks checkInventory again (useStayPricing), so the amounts shown, and sent back
 * on submit, are always the server's. A refusal shows at the field of the choice and the figures
 * stay as they were. A channel remembered from the search is priced once on arrival. `onRooms` hears
 * the room count the server accepted.
 */
export function useStayCheck(initialCheck: InventoryCheck, onRooms: (roomQty: number) => void) {
  const message = useMessage();
  const { check, checking, reprice } = useStayPricing(initialCheck);
  const [draft, setDraftState] = useState<DiscountDraft>(() => {
    if (initialCheck.couponCode) {
      const type = DISCOUNT_CHANNEL_TYPES.find((t) => t === initialCheck.couponType);
      return { type, code: initialCheck.couponCode };
    }
    const stored = storedDiscount();
    return { type: stored?.type, code: stored?.code ?? '' };
  });
  /** The points typed or switched on, until the server has priced them. */
  const [pointsDraft, setPointsDraftState] = useState<number | null>(initialCheck.pointsUsed);
  /** 使用积分 is switched on (the number field shows, even while it is being typed or is refused). */
  const [pointsOn, setPointsOn] = useState(initialCheck.pointsUsed > 0);
  /** The coupon being asked for, shown chosen while the server prices it. */
  const [couponAsked, setCouponAsked] = useState<number | null>();
  const [problems, setProblems] = useState<Problems>({});
  const problemAt = (field: keyof Problems, text: string | undefined) =>
    setProblems((now) => ({ ...now, [field]: text }));

  /**
   * Asks the server again with `change`; true when it answered yes. A refusal shows at `field`, or
   * as a red message; a coupon or points that had to give way are said at their fields.
   */
  const recheck = async (change: Partial<StayChoice>, field?: keyof Problems): Promise<boolean> => {
    const result: Repriced = await reprice(change);
    if (!result.ok) {
      if (result.refusal !== undefined) {
        if (field) problemAt(field, result.refusal);
        else message.error(result.refusal);
      }
      return false;
    }
    const priced = result.check;
    onRooms(priced.roomQty);
    setPointsDraftState(priced.pointsUsed);
    setPointsOn(priced.pointsUsed > 0);
    if (result.couponDropped !== undefined) {
      problemAt('coupon', BOOKING_TEXT.couponDropped(result.couponDropped));
    }
    if (result.pointsLowered) {
      problemAt(
        'points',
        priced.pointsUsed > 0
          ? BOOKING_TEXT.pointsLowered(formatPoints(priced.pointsUsed))
          : BOOKING_TEXT.pointsDropped,
      );
    }
    return true;
  };

  const setDraft = (next: DiscountDraft) => {
    setDraftState(next);
    problemAt('discount', undefined);
  };

  const applyDiscount = async (): Promise<boolean> => {
    const code = draft.code.trim();
    if (!draft.type || code === '') {
      problemAt('discount', BOOKING_TEXT.discountNeedsBoth);
      return false;
    }
    problemAt('discount', undefined);
    return recheck({ couponType: draft.type, couponCode: code }, 'discount');
  };

  const removeDiscount = () => {
    setDraft({ type: undefined, code: '' });
    if (check.couponCode) void recheck({ couponType: '', couponCode: '' });
  };

  const changeRooms = (roomQty: number) => {
    void recheck({ roomQty });
  };

  /** 抵用券: the coupon chosen (null for none) is priced at once. */
  const chooseCoupon = async (couponId: number | null) => {
    if (couponId === check.couponId) return;
    problemAt('coupon', undefined);
    setCouponAsked(couponId);
    await recheck({ couponId }, 'coupon');
    setCouponAsked(undefined);
  };

  const setPointsDraft = (points: number | null) => {
    setPointsDraftState(points);
    problemAt('points', undefined);
  };

  /** 积分抵扣: the points typed (or all this stay takes, or none) are priced, never more than maxPoints. */
  const applyPoints = async (points: number | null = pointsDraft): Promise<boolean> => {
    const wanted = cappedPoints(points, check);
    setPointsDraftState(wanted);
    if (wanted === check.pointsUsed) {
      if (wanted === 0) setPointsOn(false);
      return true;
    }
    problemAt('points', undefined);
    return recheck({ pointsUsed: wanted }, 'points');
  };

  /** 使用积分 switched on takes all the points this stay takes; off, none. */
  const switchPoints = (on: boolean) => {
    setPointsOn(on);
    void applyPoints(on ? check.maxPoints : 0);
  };

  /**
   * Before submitting: true when the server's figures are those of the fields. Otherwise the
   * booking is priced again first (a code typed but not applied, or one cleared; points typed but
   * not priced), so the guest sees what they will pay before the order goes.
   */
  const settledForSubmit = async (): Promise<boolean> => {
    const typed = draft.type !== undefined || draft.code.trim() !== '';
    if (typed && !draftMatches(draft, check)) {
      if (await applyDiscount()) message.info(BOOKING_TEXT.priceChanged);
      return false;
    }
    if (!typed && check.couponCode) {
      if (await recheck({ couponType: '', couponCode: '' })) message.info(BOOKING_TEXT.priceChanged);
      return false;
    }
    if (cappedPoints(pointsDraft, check) !== check.pointsUsed) {
      if (await applyPoints()) message.info(BOOKING_TEXT.priceChanged);
      return false;
    }
    return true;
  };

  const triedStored = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (triedStored.current) return;
    triedStored.current = true;
    if (draft.type && draft.code && !check.couponCode) void applyDiscount();
  }, []);

  return {
    check,
    checking,
    draft,
    setDraft,
    problems,
    applyDiscount,
    removeDiscount,
    changeRooms,
    /** The coupon shown chosen: the one being priced, else the server's. */
    couponChosen: couponAsked === undefined ? check.couponId : couponAsked,
    chooseCoupon,
    pointsOn,
    switchPoints,
    pointsDraft,
    setPointsDraft,
    applyPoints,
    settledForSubmit,
  };
}
