import {
  type HealthContent,
  type HomeContent,
  type HotelNavItem,
  healthContent,
  homeContent,
  type MeetingContent,
  type MeetingVenueNumber,
  meetingContent,
  type TeaContent,
  teaContent,
} from '@hotel/shared/api/cms';
import { HEAD_OFFICE_CODE, MAX_MEETING_VENUES } from '@hotel/shared/constants';
import type { z } from 'zod';
import { requireHotelId } from '../../catalogue/index.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { NOT_FOUND } from '../../lib/not-found.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { findHotelContent } from '../queries/content-pages.ts';

/** The head office's menu (site-spec.md section 2, global shell). */
const HEAD_OFFICE_NAV: HotelNavItem[] = [
  { name: '首页', path: '/home' },
  { name: '在线预订', path: '/hotels' },
  { name: '关于我们', path: '/home/about-us' },
  { name: '品牌介绍', path: '/brand' },
  { name: '新闻中心', path: '/news' },
  { name: '加盟合作', path: '/joinIn' },
];

/** hotelnav.aspx: a hotel's own-site menu; the head office code gives the group's menu. */
export async function hotelNav(db: Db, hotelCode: string): Promise<HotelNavItem[]> {
  if (hotelCode === HEAD_OFFICE_CODE) return HEAD_OFFICE_NAV;
  await requireHotelId(db, hotelCode);
  const base = `/${encodeURIComponent(hotelCode)}`;
  return [
    { name: '首页', path: `${base}/home` },
    { name: '关于我们', path: `${base}/about-us` },
    { name: '客房预订', path: `${base}/rooms` },
    { name: '会议宴会', path: `${base}/meetings` },
    { name: '康养茶舍', path: `${base}/health-and-tea` },
    { name: '优惠活动', path: `${base}/sales` },
  ];
}

/**
 * One of a hotel's content objects, checked against its shared schema (a stored object that does
 * not match is a data fault: a 500 that is logged, never a half-filled page). Its HTML-bearing
 * text fields (descriptions) are sanitised again on the way out.
 */
async function hotelContent<T>(
  db: Db,
  hotelCode: string,
  kind: string,
  schema: z.ZodType<T>,
  clean: (content: T) => T,
): Promise<T> {
  const hotelId = await requireHotelId(db, hotelCode);
  const data = await findHotelContent(db, hotelId, kind);
  if (data === undefined) throw new NotFoundError(NOT_FOUND.hotelContent, 'HOTEL_CONTENT_NOT_FOUND');
  return clean(schema.parse(data));
}

const html = sanitizeContent;

/** Section 3's MeetingTit1-6 / MeetingImg1-6: the first six venues, numbered from 1. */
function numberedVenues(venues: MeetingContent['venues']): Partial<MeetingContent> {
  const keys: Partial<MeetingContent> = {};
  venues.slice(0, MAX_MEETING_VENUES).forEach((venue, index) => {
    const n = (index + 1) as MeetingVenueNumber;
    keys[`MeetingTit${n}`] = venue.title;
    keys[`MeetingImg${n}`] = venue.image;
  });
  return keys;
}

/** meeting.aspx: the stored content, with the spec's numbered venue keys beside `venues`. */
export function meetingContentOf(db: Db, hotelCode: string): Promise<MeetingContent> {
  return hotelContent(db, hotelCode, 'meeting', meetingContent, (c) => ({
    ...c,
    Description: html(c.Description),
    BanquetDesc: html(c.BanquetDesc),
    venues: c.venues.map((venue) => ({ ...venue, description: html(venue.description) })),
    ...numberedVenues(c.venues),
  }));
}

export function homeContentOf(db: Db, hotelCode: string): Promise<HomeContent> {
  return hotelContent(db, hotelCode, 'home', homeContent, (c) => ({
    ...c,
    AboutDesc: html(c.AboutDesc),
    MeetingDesc: html(c.MeetingDesc),
    MeetingImg1Desc: html(c.MeetingImg1Desc),
    MeetingImg2Desc: html(c.MeetingImg2Desc),
    HealthImg1Desc: html(c.HealthImg1Desc),
    HealthImg2Desc: html(c.HealthImg2Desc),
  }));
}

export function healthContentOf(db: Db, hotelCode: string): Promise<HealthContent> {
  return hotelContent(db, hotelCode, 'health', healthContent, (c) => ({
    ...c,
    HealthDesc1: html(c.HealthDesc1),
    HealthDesc2: html(c.HealthDesc2),
  }));
}

export function teaContentOf(db: Db, hotelCode: string): Promise<TeaContent> {
  return hotelContent(db, hotelCode, 'tea', teaContent, (c) => ({
    ...c,
    TeaDesc1: html(c.TeaDesc1),
    TeaDesc2: html(c.TeaDesc2),
    TeaDesc3: html(c.TeaDesc3),
  }));
}
