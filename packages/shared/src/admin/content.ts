import { z } from 'zod';
import { healthContent, homeContent, meetingContent, teaContent } from '../api/cms.ts';
import { envelopeOf } from '../api/envelope.ts';
import { SALE_THEMES } from '../constants.ts';
import { isIsoDate } from '../validation.ts';
import { pagedOf, pageQuery } from './common.ts';
import { ADMIN_MSG } from './messages.ts';

/** 内容管理: /admin/api/content — the group's news, offers, banners and pages, and each hotel's pages. */

export const CONTENT_MSG = {
  titleInvalid: '标题为1-100个字',
  htmlTooLong: '正文不能超过100000个字符',
  descriptionTooLong: '摘要不能超过500个字',
  imageRequired: '请上传图片',
  imageInvalid: '图片地址有误，请重新上传',
  linkInvalid: '链接须以 / 或 http(s):// 开头',
  themeInvalid: '请选择优惠主题',
  beginInvalid: '请选择开始日期',
  endInvalid: '请选择结束日期',
  sortInvalid: '排序为0-9999的整数',
  publishAtInvalid: '发布时间格式有误',
  pageUnknown: '页面不存在',
  hotelContentKindInvalid: '酒店页面类型有误',
  hotelContentInvalid: '酒店页面内容不完整，请检查各项',
  newsNotFound: '新闻不存在',
  offerNotFound: '优惠活动不存在',
  bannerNotFound: '横幅不存在',
  hotelContentNotFound: '该酒店暂无此页面',
  published: '已发布',
  scheduled: '已设置定时发布',
  unpublished: '已撤回为草稿',
} as const;

/** How an item stands on the public site: a draft, waiting for its publish time, or shown. */
export const PUBLISH_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];
export const PUBLISH_STATE_LABELS: Record<PublishState, string> = {
  draft: '草稿',
  scheduled: '定时发布',
  published: '已发布',
};

/** What a public-site reader sees of an item's publishing. */
const publishing = {
  state: z.enum(PUBLISH_STATES),
  /** yyyy-MM-dd HH:mm (Asia/Shanghai); null for a draft. */
  publishedAt: z.string().nullable(),
};

const idOf = (message: string) =>
  z.object({
    id: z.coerce.number(message).int(message).positive(message).max(2_147_483_647, message),
  });
export const newsIdParams = idOf(CONTENT_MSG.newsNotFound);
export const offerIdParams = idOf(CONTENT_MSG.offerNotFound);
export const bannerIdParams = idOf(CONTENT_MSG.bannerNotFound);

export const MAX_HTML_CHARS = 100_000;
const title = z
  .string(CONTENT_MSG.titleInvalid)
  .trim()
  .refine((t) => Array.from(t).length >= 1 && Array.from(t).length <= 100, CONTENT_MSG.titleInvalid);
/** Rich text from the editor; sanitised by the server before it is stored. */
export const html = z.string(ADMIN_MSG.badRequest).max(MAX_HTML_CHARS, CONTENT_MSG.htmlTooLong);
const description = z.string(ADMIN_MSG.badRequest).trim().max(500, CONTENT_MSG.descriptionTooLong);

/** An image served by this server (uploads and generated pictures under /media/), never a script URL. */
export function isImageUrl(url: string): boolean {
  return /^\/media\/[A-Za-z0-9._/-]+$/.test(url) && !url.includes('..');
}
export const imageUrl = z
  .string(CONTENT_MSG.imageRequired)
  .trim()
  .min(1, CONTENT_MSG.imageRequired)
  .refine(isImageUrl, CONTENT_MSG.imageInvalid);

/** A banner's link: a path of the site or an http(s) address, or none. */
export function isLinkUrl(url: string): boolean {
  return url === '' || /^\/(?!\/)[^\s]*$/.test(url) || /^https?:\/\/[^\s]+$/i.test(url);
}
const linkUrl = z
  .string(CONTENT_MSG.linkInvalid)
  .trim()
  .max(500, CONTENT_MSG.linkInvalid)
  .refine(isLinkUrl, CONTENT_MSG.linkInvalid);
/** A hotel's code, or '' for the group. */
const hotelCode = z.string(ADMIN_MSG.hotelUnknown).trim().max(32, ADMIN_MSG.hotelUnknown).prefault('');

export const contentListQuery = z.object(
  { ...pageQuery, keyword: z.string().trim().max(50).prefault('') },
  ADMIN_MSG.badRequest,
);

/** Publish now (no time), or at a time to come: ISO 8601 with its offset. */
export const publishBody = z.object(
  {
    publishAt: z.iso
      .datetime({ offset: true, message: CONTENT_MSG.publishAtInvalid })
      // a time the database can store and a reader could mean: this century
      .refine((at) => {
        const year = new Date(at).getUTCFullYear();
        return year >= 2000 && year <= 2099;
      }, CONTENT_MSG.publishAtInvalid)
      .optional(),
  },
  ADMIN_MSG.badRequest,
);
export type PublishBody = z.input<typeof publishBody>;

// news
export const newsBody = z.object(
  { title, image: imageUrl, content: html, description },
  ADMIN_MSG.badRequest,
);
export type NewsBody = z.input<typeof newsBody>;
export const newsRow = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** The date the news centre shows. */
  publishedOn: z.string(),
  ...publishing,
});
export const newsDetail = newsRow.extend({ content: z.string(), description: z.string() });
export type NewsRow = z.infer<typeof newsRow>;
export type NewsDetail = z.infer<typeof newsDetail>;
export const newsListResponse = pagedOf(newsRow);
export const newsDetailResponse = envelopeOf(newsDetail);

// offers
export const offerBody = z
  .object(
    {
      title,
      theme: z.enum(SALE_THEMES, CONTENT_MSG.themeInvalid),
      hotelCode,
      beginsOn: z.string(CONTENT_MSG.beginInvalid).refine(isIsoDate, CONTENT_MSG.beginInvalid),
      endsOn: z.string(CONTENT_MSG.endInvalid).refine(isIsoDate, CONTENT_MSG.endInvalid),
      showImage: imageUrl,
      thumbnail: imageUrl,
      content: html,
      salesInfo: html,
      description,
    },
    ADMIN_MSG.badRequest,
  )
  .refine((o) => o.endsOn >= o.beginsOn, { message: ADMIN_MSG.dateRangeInvalid, path: ['endsOn'] });
export type OfferBody = z.input<typeof offerBody>;
export const offerRow = z.object({
  id: z.number().int(),
  title: z.string(),
  theme: z.enum(SALE_THEMES),
  hotelCode: z.string(),
  hotelName: z.string(),
  beginsOn: z.string(),
  endsOn: z.string(),
  thumbnail: z.string(),
  ...publishing,
});
export const offerDetail = offerRow.extend({
  showImage: z.string(),
  content: z.string(),
  salesInfo: z.string(),
  description: z.string(),
});
export type OfferRow = z.infer<typeof offerRow>;
export type OfferDetail = z.infer<typeof offerDetail>;
export const offerListResponse = pagedOf(offerRow);
export const offerDetailResponse = envelopeOf(offerDetail);

// banners
export const bannerBody = z.object(
  {
    title,
    hotelCode,
    pcImage: imageUrl,
    mobImage: imageUrl,
    linkUrl,
    sort: z
      .number(CONTENT_MSG.sortInvalid)
      .int(CONTENT_MSG.sortInvalid)
      .min(0, CONTENT_MSG.sortInvalid)
      .max(9999, CONTENT_MSG.sortInvalid),
  },
  ADMIN_MSG.badRequest,
);
export type BannerBody = z.input<typeof bannerBody>;
export const bannerRow = z.object({
  id: z.number().int(),
  title: z.string(),
  hotelCode: z.string(),
  hotelName: z.string(),
  pcImage: z.string(),
  mobImage: z.string(),
  linkUrl: z.string(),
  sort: z.number().int(),
  ...publishing,
});
export type BannerRow = z.infer<typeof bannerRow>;
export const bannerListResponse = pagedOf(bannerRow);
export const bannerRowResponse = envelopeOf(bannerRow);

// the group's pages: about, brand, franchise (joinIn) and footer pages, keyed as the site reads them
export function isEditablePageKey(key: string): boolean {
  return /^(about|brand):\d{1,4}$/.test(key) || /^footer:[A-Za-z]{1,40}$/.test(key) || key === 'joinIn';
}
export const pageKeyParams = z.object({
  key: z.string(CONTENT_MSG.pageUnknown).refine(isEditablePageKey, CONTENT_MSG.pageUnknown),
});
export const pageBody = z.object({ title, content: html }, ADMIN_MSG.badRequest);
export type PageBody = z.input<typeof pageBody>;
export const pageRow = z.object({ key: z.string(), title: z.string(), ...publishing });
export const pageDetail = pageRow.extend({ content: z.string() });
export type PageRow = z.infer<typeof pageRow>;
export type PageDetail = z.infer<typeof pageDetail>;
export const pageListResponse = envelopeOf(z.array(pageRow));
export const pageDetailResponse = envelopeOf(pageDetail);

// a hotel's mini-site pages
export const HOTEL_CONTENT_KINDS = ['home', 'meeting', 'health', 'tea'] as const;
export type HotelContentKind = (typeof HOTEL_CONTENT_KINDS)[number];
export const HOTEL_CONTENT_LABELS: Record<HotelContentKind, string> = {
  home: '酒店首页',
  meeting: '会议宴会',
  health: '康养',
  tea: '茶舍',
};
/** What staff edit of each page: the stored fields (the numbered venue keys are derived on serve). */
export const HOTEL_CONTENT_SCHEMAS = {
  home: homeContent,
  meeting: meetingContent.omit({
    MeetingTit1: true,
    MeetingImg1: true,
    MeetingTit2: true,
    MeetingImg2: true,
    MeetingTit3: true,
    MeetingImg3: true,
    MeetingTit4: true,
    MeetingImg4: true,
    MeetingTit5: true,
    MeetingImg5: true,
    MeetingTit6: true,
    MeetingImg6: true,
  }),
  health: healthContent,
  tea: teaContent,
} as const;
/** Fields holding rich text (sanitised on save and on serve); the others are plain text or images. */
export function isHtmlField(name: string): boolean {
  return /(Desc\d*|Description|^description)$/.test(name);
}
export const hotelContentParams = z.object({
  hotelCode: z
    .string(ADMIN_MSG.hotelUnknown)
    .trim()
    .min(1, ADMIN_MSG.hotelUnknown)
    .max(32, ADMIN_MSG.hotelUnknown),
  kind: z.enum(HOTEL_CONTENT_KINDS, CONTENT_MSG.hotelContentKindInvalid),
});
/** The page's fields, checked against its kind's schema by the server (the kind is in the path). */
export const hotelContentBody = z.object(
  { data: z.record(z.string(), z.unknown(), CONTENT_MSG.hotelContentInvalid) },
  ADMIN_MSG.badRequest,
);
export const hotelContentRow = z.object({
  hotelCode: z.string(),
  kind: z.enum(HOTEL_CONTENT_KINDS),
  ...publishing,
});
export const hotelContentDetail = hotelContentRow.extend({ data: z.record(z.string(), z.unknown()) });
export type HotelContentRow = z.infer<typeof hotelContentRow>;
export type HotelContentDetail = z.infer<typeof hotelContentDetail>;
export const hotelContentListResponse = envelopeOf(z.array(hotelContentRow));
export const hotelContentDetailResponse = envelopeOf(hotelContentDetail);
export const hotelCodeParams = hotelContentParams.pick({ hotelCode: true });

/** Preview: the HTML as the public site will show it, after the same sanitiser. */
export const previewBody = z.object({ html }, ADMIN_MSG.badRequest);
export const previewResponse = envelopeOf(z.object({ html: z.string() }));
