import { z } from 'zod';
import { FOOTER_NAV_NAMES, HEAD_OFFICE_CODE, MAX_DB_ID, NEWS_SID } from '../constants.ts';
import { envelopeOf } from './envelope.ts';

/** Content service calls under /cms (site-spec.md section 7). */

// Every field carries its own Chinese message for every failure, wrong type and absence included:
// the error handler shows the first issue's message as it is.
const REQUEST_INVALID = '请求参数有误';

/** A row id: a whole number from 1 to the largest the database holds, one message for every failure. */
const rowId = (message: string) =>
  z.coerce.number(message).int(message).positive(message).max(MAX_DB_ID, message);

export const newsListQuery = z.object({ sid: rowId('栏目编号有误').default(NEWS_SID) }, REQUEST_INVALID);
export const showNewsQuery = z.object({ sid: rowId('新闻编号有误') }, REQUEST_INVALID);
export const aboutQuery = z.object({ sid: rowId('内容编号有误') }, REQUEST_INVALID);
/** brand.aspx?sid=75…78: the brand tab code. */
export const brandQuery = z.object({ sid: rowId('品牌编号有误') }, REQUEST_INVALID);
export const hotelContentQuery = z.object(
  {
    HotelCode: z
      .string('酒店编码有误')
      .trim()
      .min(1, '请提供酒店编码')
      .max(32, '酒店编码有误')
      .default(HEAD_OFFICE_CODE),
  },
  REQUEST_INVALID,
);
export const footerPageQuery = z.object(
  { name: z.enum(FOOTER_NAV_NAMES, { error: '页面不存在' }) },
  REQUEST_INVALID,
);

export const newsItem = z.object({
  newid: z.number().int(),
  newtitle: z.string(),
  /** yyyy/MM/dd */
  newdatetime: z.string(),
  newimg: z.string(),
  newscontent: z.string(),
  description: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const richContent = z.object({ Title: z.string(), Content: z.string() });
export type RichContent = z.infer<typeof richContent>;

/** brand.aspx: the brand page text and the images of its gallery. */
export const brandContent = richContent.extend({ gallery: z.array(z.string()) });
export type BrandContent = z.infer<typeof brandContent>;

/** about.aspx?sid=79: the corporate honours, one a year. */
export const honour = z.object({ year: z.number().int(), title: z.string() });
export type Honour = z.infer<typeof honour>;

/** about.aspx?sid=80: one of the group's brand tiers. */
export const brandTier = z.object({
  brandCode: z.string(),
  name: z.string(),
  tier: z.string(),
  description: z.string(),
});
export type BrandTier = z.infer<typeof brandTier>;

/** about.aspx?sid=80: the property-management brand; `detailHtml` is sanitised like every content HTML. */
export const propertyManagement = z.object({ name: z.string(), summary: z.string(), detailHtml: z.string() });
export type PropertyManagement = z.infer<typeof propertyManagement>;

/**
 * The structured part of an About-us tab, by page: the honours list (79), the brand tiers and the
 * property-management brand (80). Tabs of plain rich text carry no `data`.
 */
export const aboutData = z.object({
  honours: z.array(honour).optional(),
  tiers: z.array(brandTier).optional(),
  propertyManagement: propertyManagement.optional(),
});
export type AboutData = z.infer<typeof aboutData>;

/** about.aspx: the tab's rich text and, where the page has one, its structured part. */
export const aboutContent = richContent.extend({ data: aboutData.optional() });
export type AboutContent = z.infer<typeof aboutContent>;

/** joinin.aspx: the banner images, the stated claims and the co-operation models of the franchise page. */
export const joinInData = z.object({
  banner: z.string(),
  bannerMob: z.string(),
  stats: z.array(z.object({ value: z.string(), label: z.string() })),
  models: z.array(z.object({ code: z.string(), name: z.string(), summary: z.string(), detail: z.string() })),
});
export type JoinInData = z.infer<typeof joinInData>;

export const joinInContent = richContent.extend({ data: joinInData.optional() });
export type JoinInContent = z.infer<typeof joinInContent>;

export const hotelNavItem = z.object({ name: z.string(), path: z.string() });
export type HotelNavItem = z.infer<typeof hotelNavItem>;

/** Key-value content of a hotel page (meeting, home, health, tea): field names as section 3 spells them. */
export const meetingContent = z.object({
  MeetingBanner: z.string(),
  MeetingBannerMob: z.string(),
  BannerTitle: z.string(),
  Description: z.string(),
  MeetingImg: z.string(),
  MeetingTel: z.string(),
  BanquetDesc: z.string(),
  BanquetImg: z.string(),
  MeetingType: z.array(z.string()),
  venues: z.array(z.object({ title: z.string(), image: z.string(), description: z.string() })),
  /**
   * Section 3's numbered venues, one pair per venue of `venues` (at most six): what a client written
   * against the spec reads. The service derives them from `venues` when it answers.
   */
  MeetingTit1: z.string().optional(),
  MeetingImg1: z.string().optional(),
  MeetingTit2: z.string().optional(),
  MeetingImg2: z.string().optional(),
  MeetingTit3: z.string().optional(),
  MeetingImg3: z.string().optional(),
  MeetingTit4: z.string().optional(),
  MeetingImg4: z.string().optional(),
  MeetingTit5: z.string().optional(),
  MeetingImg5: z.string().optional(),
  MeetingTit6: z.string().optional(),
  MeetingImg6: z.string().optional(),
});
export type MeetingContent = z.infer<typeof meetingContent>;
/** The numbers of section 3's MeetingTit1-6 / MeetingImg1-6. */
export type MeetingVenueNumber = 1 | 2 | 3 | 4 | 5 | 6;

export const homeContent = z.object({
  AboutTitle: z.string(),
  AboutDesc: z.string(),
  MeetingTitle: z.string(),
  MeetingDesc: z.string(),
  MeetingImg1: z.string(),
  MeetingImg1Tit: z.string(),
  MeetingImg1Desc: z.string(),
  MeetingImg2: z.string(),
  MeetingImg2Tit: z.string(),
  MeetingImg2Desc: z.string(),
  HealthTitle: z.string(),
  HealthImg1: z.string(),
  HealthImg1Tit: z.string(),
  HealthImg1Desc: z.string(),
  HealthImg2: z.string(),
  HealthImg2Tit: z.string(),
  HealthImg2Desc: z.string(),
});
export type HomeContent = z.infer<typeof homeContent>;

export const healthContent = z.object({
  HealthBanner: z.string(),
  HealthBannerMob: z.string(),
  HealthEnTitle: z.string(),
  HealthTitle1: z.string(),
  HealthTitle2: z.string(),
  HealthDesc1: z.string(),
  HealthDesc2: z.string(),
  HealthImg1: z.string(),
  HealthImg2: z.string(),
  HealthImg3: z.string(),
  HealthImg4: z.string(),
});
export type HealthContent = z.infer<typeof healthContent>;

export const teaContent = z.object({
  TeaBanner: z.string(),
  TeaBannerMob: z.string(),
  TeaEnTitle1: z.string(),
  TeaEnTitle2: z.string(),
  TeaEnTitle3: z.string(),
  TeaEnTitle4: z.string(),
  TeaTitle1: z.string(),
  TeaTitle2: z.string(),
  TeaTitle4: z.string(),
  TeaDesc1: z.string(),
  TeaDesc2: z.string(),
  TeaDesc3: z.string(),
  TeaImg1: z.string(),
  TeaImg2: z.string(),
  TeaImg3: z.string(),
  TeaImg4: z.string(),
  TeaImg5: z.string(),
  TeaImg6: z.string(),
  TeaImg7: z.string(),
});
export type TeaContent = z.infer<typeof teaContent>;

export const saleListContent = z.object({
  Banner: z.string(),
  BannerMob: z.string(),
  Title: z.string(),
  Description: z.string(),
  themes: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type SaleListContent = z.infer<typeof saleListContent>;

export const newsListResponse = envelopeOf(z.array(newsItem));
export const showNewsResponse = envelopeOf(newsItem);
export const richContentResponse = envelopeOf(richContent);
export const brandContentResponse = envelopeOf(brandContent);
export const aboutContentResponse = envelopeOf(aboutContent);
export const joinInContentResponse = envelopeOf(joinInContent);
export const hotelNavResponse = envelopeOf(z.array(hotelNavItem));
export const meetingContentResponse = envelopeOf(meetingContent);
export const homeContentResponse = envelopeOf(homeContent);
export const healthContentResponse = envelopeOf(healthContent);
export const teaContentResponse = envelopeOf(teaContent);
export const saleListContentResponse = envelopeOf(saleListContent);

/** Site-wide settings the shell shows (hotline, record number, copyright) and the map tile URL. */
export const siteInfo = z.object({
  brandName: z.string(),
  hotline: z.string(),
  email: z.string(),
  recordNumber: z.string(),
  copyright: z.string(),
  mapTileUrl: z.string(),
  /** Where the follow-us and footer QR codes point (the group's WeChat account and mini-program pages). */
  followUrl: z.string(),
  miniProgramUrl: z.string(),
  /** External WeChat booking page; the hotel list encodes `<url>?code=EAKA&sub=<hotelCode>` as a QR code. */
  wechatBookingUrl: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfo>;
export const siteInfoResponse = envelopeOf(siteInfo);
