import { yuanText } from '@hotel/shared/money';
import { BOOKING_TEXT } from './messages.ts';
import { formatPoints } from './points-text.ts';

/** The server's amounts of a stay or an order, in the order they apply. */
export interface AmountFigures {
  /** 门市价. */
  totalAmount: number;
  memberDiscountAmount: number;
  /** The level of the member price (白金 …), when known. */
  memberLevelName?: string;
  discountAmount: number;
  /** The discount channel (企业 …), or empty. */
  couponType: string;
  couponAmount: number;
  pointsUsed: number;
  pointsAmount: number;
  actualAmount: number;
}

export interface AmountLine {
  key: 'member' | 'discount' | 'coupon' | 'points';
  label: string;
  /** -¥64.00 */
  value: string;
}

/**
 * What comes off 门市价 before 应付, each line only when it takes something off: 会员价, the
 * discount code, the coupon, the points.
 */
export function discountLines(figures: AmountFigures): AmountLine[] {
  const off = (yuan: number) => `-${yuanText(yuan)}`;
  const lines: AmountLine[] = [];
  if (figures.memberDiscountAmount > 0)
    lines.push({
      key: 'member',
      label: BOOKING_TEXT.memberDiscount(figures.memberLevelName ?? ''),
      value: off(figures.memberDiscountAmount),
    });
  if (figures.discountAmount > 0)
    lines.push({
      key: 'discount',
      label: `${BOOKING_TEXT.discount}${figures.couponType ? `（${figures.couponType}）` : ''}`,
      value: off(figures.discountAmount),
    });
  if (figures.couponAmount > 0)
    lines.push({ key: 'coupon', label: BOOKING_TEXT.couponLine, value: off(figures.couponAmount) });
  if (figures.pointsAmount > 0)
    lines.push({
      key: 'points',
      label: BOOKING_TEXT.pointsLine(formatPoints(figures.pointsUsed)),
      value: off(figures.pointsAmount),
    });
  return lines;
}
