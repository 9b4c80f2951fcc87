import type { InventoryCheck } from '@hotel/shared/api/order';
import { MSG } from '@hotel/shared/messages';
import { useState } from 'react';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { checkInventory } from './api.ts';
import { storeCheck } from './booking-storage.ts';
import { choiceOf, inventoryRequest, type StayChoice } from './stay-choice.ts';

/** What asking the server for a choice came to. */
export type Repriced =
  | {
      ok: true;
      check: InventoryCheck;
      /** The coupon could not stay with the new rooms or discount: why (订单金额满¥200可用 …). */
      couponDropped?: string;
      /** The points could not stay as they were: they were lowered to what the new stay takes. */
      pointsLowered?: boolean;
    }
  /** Refused with the server's message; undefined when the client has told the guest already (no answer). */
  | { ok: false; refusal: string | undefined };

type Asked = { check: InventoryCheck } | { refusal: string | undefined };

/**
 * The server's figures for the stay on the information step, kept as the latest accepted check
 * (and stored as `checkdata`, so a reload of the step shows the same choice and amounts). A refused
 * choice leaves them as they were.
 */
export function useStayPricing(initialCheck: InventoryCheck) {
  const [check, setCheck] = useState(initialCheck);
  const inventory = useApiMutation({ call: checkInventory, fallback: MSG.notAvailable });

  const ask = async (choice: StayChoice): Promise<Asked> => {
    let refusal: string | undefined;
    const result = await inventory.run(inventoryRequest(check, choice), {
      onFailure: (text) => {
        refusal = text;
      },
    });
    return result ? { check: result.data } : { refusal };
  };

  /**
   * Asks for the current choice with `change`. The coupon and points depend on the amount left
   * before them, so a change of rooms or discount may leave them unusable (a coupon's minimum spend,
   * points over half of the amount): then the change is kept and they give way, the points lowered
   * to what the new stay takes and a coupon that no longer fits dropped. A change of the coupon
   * lowers the points the same way. Nothing gives way for a change of the points themselves.
   */
  const reprice = async (change: Partial<StayChoice>): Promise<Repriced> => {
    const wanted: StayChoice = { ...choiceOf(check), ...change };
    const pointsGiveWay = change.pointsUsed === undefined && wanted.pointsUsed > 0;
    const couponGivesWay =
      change.pointsUsed === undefined && change.couponId === undefined && wanted.couponId !== null;

    let asked = await ask(wanted);
    let pointsLowered = false;
    let couponDropped: string | undefined;
    // only a refusal the server explained can be about the coupon or points; a lost answer is not
    if (!('check' in asked) && asked.refusal !== undefined && pointsGiveWay) {
      asked = await ask({ ...wanted, pointsUsed: 0 });
      pointsLowered = true;
    }
    if (!('check' in asked) && asked.refusal !== undefined && couponGivesWay) {
      couponDropped = asked.refusal;
      asked = await ask({ ...wanted, couponId: null, pointsUsed: 0 });
    }
    if (!('check' in asked)) return { ok: false, refusal: asked.refusal };

    let accepted = asked.check;
    if (pointsLowered && accepted.maxPoints > 0) {
      // as many of the points asked for as the new stay takes
      const again = await ask({
        ...choiceOf(accepted),
        pointsUsed: Math.min(wanted.pointsUsed, accepted.maxPoints),
      });
      if ('check' in again) accepted = again.check;
    }
    storeCheck(accepted);
    setCheck(accepted);
    return {
      ok: true,
      check: accepted,
      ...(couponDropped === undefined ? {} : { couponDropped }),
      ...(pointsLowered ? { pointsLowered } : {}),
    };
  };

  return { check, checking: inventory.pending, reprice };
}
