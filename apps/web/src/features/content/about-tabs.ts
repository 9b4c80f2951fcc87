import { ABOUT_CONTENT_ID, BRAND_TAB_CODE } from '@hotel/shared/constants';

/**
 * The About-us tabs of section 2, keyed by their `footerNavName`. The spec gives ids 76, 75, 77;
 * 74 (group introduction) and 79 (honours) are ours (docs/decisions.md).
 */
export const ABOUT_TABS = [
  { key: 'brandIntroduce', label: '集团介绍', sid: 74 },
  { key: 'brandCenter', label: '核心支撑', sid: ABOUT_CONTENT_ID.brandCenter },
  { key: 'brandStory', label: '品牌内涵', sid: ABOUT_CONTENT_ID.brandStory },
  { key: 'serviceStandards', label: '服务理念', sid: ABOUT_CONTENT_ID.serviceStandards },
  { key: 'hotelCity', label: '企业荣誉', sid: 79 },
] as const;

export type AboutTab = (typeof ABOUT_TABS)[number];
export type AboutTabKey = AboutTab['key'];

/** The brand tiers and the property-management brand of the 'show all' block. */
export const BRAND_TIERS_ID = 80;

/** The tab a `footerNavName` names; the group introduction for anything else. */
export function aboutTabOf(name: string | null): AboutTab {
  return ABOUT_TABS.find((tab) => tab.key === name) ?? ABOUT_TABS[0];
}

/**
 * The Brand-page tabs in the spec's order (smart, international, wellness, magic cube). Codes 75,
 * 76, 77 are the spec's; 78 (international) is ours.
 */
export const BRAND_TABS = [
  { sid: BRAND_TAB_CODE.smart, label: '智慧酒店' },
  { sid: 78, label: '国际酒店' },
  { sid: BRAND_TAB_CODE.wellness, label: '康养酒店' },
  { sid: BRAND_TAB_CODE.magicCube, label: '魔方酒店' },
] as const;

export type BrandTab = (typeof BRAND_TABS)[number];

export function brandTabOf(sid: string | null): BrandTab {
  return BRAND_TABS.find((tab) => String(tab.sid) === sid) ?? BRAND_TABS[0];
}
