import type { CheckInventoryRequest, InventoryCheck } from '@hotel/shared/api/order';

/**
 * What the guest chose on the information step that the server prices: rooms, the discount channel,
 * the coupon (抵用券) and the points. The server's answer says which it priced, so the choice now in
 * force is always read back from the latest check.
 */
export interface StayChoice {
  roomQty: number;
  couponType: string;
  couponCode: string;
  /** The member coupon, or null for none. */
  couponId: number | null;
  pointsUsed: number;
}

export function choiceOf(check: InventoryCheck): StayChoice {
  return {
    roomQty: check.roomQty,
    couponType: check.couponType,
    couponCode: check.couponCode,
    couponId: check.couponId,
    pointsUsed: check.pointsUsed,
  };
}

/** checkInventory's body for the stay of `check` with `choice`. */
export function inventoryRequest(check: InventoryCheck, choice: StayChoice): CheckInventoryRequest {
  return {
    hotelCode: check.hotelCode,
    roomTypeCode: check.roomTypeCode,
    rateCode: check.rateCode,
    checkIn: check.checkInDate,
    checkOut: check.checkOutDate,
    roomQty: choice.roomQty,
    couponType: choice.couponType,
    couponCode: choice.couponCode,
    ...(choice.couponId === null ? {} : { couponId: choice.couponId }),
    pointsUsed: choice.pointsUsed,
  };
}

/** Points typed by the guest, never more than this stay takes (the server's maxPoints) nor below 0. */
export function cappedPoints(points: number | null, check: InventoryCheck): number {
  if (points === null || !Number.isFinite(points)) return 0;
  return Math.max(0, Math.min(Math.trunc(points), check.maxPoints));
}
