import { DISCOUNT_CHANNEL_TYPES } from '@hotel/shared/constants';
import type { memberLevels } from '../db/schema/members.ts';
import type { discountCodes } from '../db/schema/orders.ts';
import { addDays } from '../lib/time.ts';

export const MEMBER_LEVELS: (typeof memberLevels.$inferInsert)[] = [
  { code: 'normal', name: '普通会员', sort: 1 },
  { code: 'silver', name: '银卡', sort: 2 },
  { code: 'gold', name: '金卡', sort: 3 },
  { code: 'platinum', name: '白金', sort: 4 },
  { code: 'diamond', name: '钻石', sort: 5 },
];

/** 会员价 of the demo's plans (and of migration 0014 on plans sold before it): a percentage off by level. */
export const DEMO_MEMBER_PRICES = [
  { levelCode: 'silver', percentOff: 5 },
  { levelCode: 'gold', percentOff: 8 },
  { levelCode: 'platinum', percentOff: 10 },
  { levelCode: 'diamond', percentOff: 12 },
] as const;

/**
 * The member of service-design.md section 4, so the whole booking flow can be tried at once. Money
 * on the card makes a stored-value card member, 白金 by the membership rules.
 */
export const DEMO_MEMBER = {
  mobile: '13800138000',
  password: 'Demo1234',
  surname: '张',
  givenName: '光影',
  name: '张光影',
  cardNo: 'GY2026000001',
  levelCode: 'platinum',
  score: 2680,
  balanceFen: 500_000,
  birthday: '1990-06-18',
  sex: 1,
} as const;

const CODES: Record<(typeof DISCOUNT_CHANNEL_TYPES)[number], { code: string; percentOff: number }> = {
  企业: { code: 'QY2026', percentOff: 10 },
  团体: { code: 'TT2026', percentOff: 8 },
  旅行社: { code: 'LXS2026', percentOff: 12 },
  推广: { code: 'TG2026', percentOff: 5 },
};

/** One code per discount channel, valid from a month ago for a year ahead. */
export function discountCodeRows(today: string): (typeof discountCodes.$inferInsert)[] {
  return DISCOUNT_CHANNEL_TYPES.map((channelType) => ({
    channelType,
    code: CODES[channelType].code,
    percentOff: CODES[channelType].percentOff,
    validFrom: addDays(today, -30),
    validTo: addDays(today, 365),
    active: true,
  }));
}
