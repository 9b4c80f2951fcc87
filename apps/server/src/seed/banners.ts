import { mediaUrl } from '../content/media/categories.ts';
import type { banners } from '../db/schema/content.ts';
import type { HotelPlan } from './hotels.ts';

export type BannerRow = Omit<typeof banners.$inferInsert, 'hotelId'>;

const GROUP_BANNERS = [
  { slug: 'group-1', title: '看一场好电影，睡一个好觉', linkUrl: '/hotels' },
  { slug: 'group-2', title: '光影优惠季 · 会员专享好价', linkUrl: '/sales' },
  { slug: 'group-3', title: '加盟光影 · 轻投入，高回报', linkUrl: '/joinIn' },
  { slug: 'group-4', title: '四大品牌 · 总有一家适合你', linkUrl: '/brand' },
] as const;

/** The carousel of the group's home page (hotelId null). */
export function groupBannerRows(): BannerRow[] {
  return GROUP_BANNERS.map((b, i) => ({
    title: b.title,
    pcImage: mediaUrl('banner', b.slug),
    mobImage: mediaUrl('banner-mob', b.slug),
    linkUrl: b.linkUrl,
    sort: i + 1,
  }));
}

/** Three banners of a hotel's own site, each leading to one of its pages. */
export function hotelBannerRows(plan: HotelPlan): BannerRow[] {
  const code = plan.row.hotelCode;
  const slides = [
    { title: plan.row.name, linkUrl: `/${code}/rooms` },
    { title: `${plan.row.feature} · 会员专享价`, linkUrl: `/${code}/sales` },
    { title: '会议宴会 · 影院级声光体验', linkUrl: `/${code}/meetings` },
  ];
  return slides.map((s, i) => ({
    title: s.title,
    pcImage: mediaUrl('banner', `${code}-${i + 1}`),
    mobImage: mediaUrl('banner-mob', `${code}-${i + 1}`),
    linkUrl: s.linkUrl,
    sort: i + 1,
  }));
}
