import type { InventoryCheck } from '@hotel/shared/api/order';
import { DISCOUNT_CHANNEL_TYPES } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { useEffect, useRef, useState } from 'react';
import { useMessage } from '../../lib/message.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { checkInventory } from './api.ts';
import { storeCheck, storedDiscount } from './booking-storage.ts';
import type { DiscountDraft } from './discount-fields.tsx';
import { BOOKING_TEXT } from './messages.ts';

/** The discount fields say the same as the server's current figures. */
function draftMatches(draft: DiscountDraft, check: InventoryCheck): boolean {
  return (draft.type ?? '') === check.couponType && draft.code.trim() === check.couponCode;
}

/**
 * The server's figures for the stay on the information step: every change of rooms or discount asks
 * checkInventory again, so the amounts shown, and sent back on submit, are always the server's. A
 * channel remembered from the search is priced once on arrival. `onRooms` hears the room count the
 * server accepted.
 */
export function useStayCheck(initialCheck: InventoryCheck, onRooms: (roomQty: number) => void) {
  const message = useMessage();
  const [check, setCheck] = useState(initialCheck);
  const [draft, setDraftState] = useState<DiscountDraft>(() => {
    if (initialCheck.couponCode) {
      const type = DISCOUNT_CHANNEL_TYPES.find((t) => t === initialCheck.couponType);
      return { type, code: initialCheck.couponCode };
    }
    const stored = storedDiscount();
    return { type: stored?.type, code: stored?.code ?? '' };
  });
  const [discountProblem, setDiscountProblem] = useState<string>();
  const inventory = useApiMutation({ call: checkInventory, fallback: MSG.notAvailable });
  const checking = inventory.pending;

  /**
   * Asks the server again for this stay with other rooms or another discount; true when it answered
   * yes. A refusal shows through `onRefused`, else as a red message.
   */
  const recheck = async (
    change: { roomQty?: number; couponType?: string; couponCode?: string },
    onRefused?: (text: string) => void,
  ): Promise<boolean> => {
    const result = await inventory.run(
      {
        hotelCode: check.hotelCode,
        roomTypeCode: check.roomTypeCode,
        rateCode: check.rateCode,
        checkIn: check.checkInDate,
        checkOut: check.checkOutDate,
        roomQty: change.roomQty ?? check.roomQty,
        couponType: change.couponType ?? check.couponType,
        couponCode: change.couponCode ?? check.couponCode,
      },
      { onFailure: onRefused },
    );
    if (!result) return false;
    storeCheck(result.data);
    setCheck(result.data);
    onRooms(result.data.roomQty);
    return true;
  };

  const setDraft = (next: DiscountDraft) => {
    setDraftState(next);
    setDiscountProblem(undefined);
  };

  const applyDiscount = async (): Promise<boolean> => {
    const code = draft.code.trim();
    if (!draft.type || code === '') {
      setDiscountProblem(BOOKING_TEXT.discountNeedsBoth);
      return false;
    }
    setDiscountProblem(undefined);
    return recheck({ couponType: draft.type, couponCode: code }, setDiscountProblem);
  };

  const removeDiscount = () => {
    setDraft({ type: undefined, code: '' });
    if (check.couponCode) void recheck({ couponType: '', couponCode: '' });
  };

  const changeRooms = (roomQty: number) => {
    void recheck({ roomQty });
  };

  /**
   * Before submitting: true when the server's figures are those of the discount fields. Otherwise
   * the booking is priced again first (a code typed but not applied, or one cleared), so the guest
   * sees what they will pay before the order goes.
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
    discountProblem,
    applyDiscount,
    removeDiscount,
    changeRooms,
    settledForSubmit,
  };
}
