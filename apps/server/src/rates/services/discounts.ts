import { MSG } from '@hotel/shared/messages';
import type { Queryable } from '../../db/client.ts';
import { ValidationError } from '../../lib/errors.ts';
import { findValidDiscountCode } from '../queries/discounts.ts';

/** The discount channel of a booking (企业, 团体, 旅行社, 推广 and a code); both empty for none. */
export interface DiscountChannel {
  couponType: string;
  couponCode: string;
}

export interface Discount {
  id: number;
  channelType: string;
  code: string;
  percentOff: number;
  discountFen: number;
}

/** percentOff of the total, rounded to the fen. */
export function discountFenOf(totalFen: number, percentOff: number): number {
  return Math.round((totalFen * percentOff) / 100);
}

/**
 * The discount a channel code gives on `totalFen`: null without a channel; a ValidationError when the
 * channel lacks its code or the code is unknown, inactive or outside its dates on `today`.
 */
export async function discountFor(
  db: Queryable,
  channel: DiscountChannel,
  totalFen: number,
  today: string,
): Promise<Discount | null> {
  const { couponType, couponCode } = channel;
  if (couponType === '' && couponCode === '') return null;
  if (couponType === '') throw new ValidationError(MSG.discountChannelInvalid, 'DISCOUNT_CHANNEL_INVALID');
  if (couponCode === '') throw new ValidationError(MSG.discountCodeRequired, 'DISCOUNT_CODE_REQUIRED');
  const found = await findValidDiscountCode(db, couponType, couponCode, today);
  if (!found) throw new ValidationError(MSG.discountCodeInvalid, 'DISCOUNT_CODE_INVALID');
  return {
    id: found.id,
    channelType: found.channelType,
    code: couponCode,
    percentOff: found.percentOff,
    discountFen: discountFenOf(totalFen, found.percentOff),
  };
}
