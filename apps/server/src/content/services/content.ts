import {
  type AboutContent,
  type AboutData,
  type BrandContent,
  brandTier,
  honour,
  type JoinInContent,
  joinInData,
  type NewsItem,
  propertyManagement,
  type RichContent,
  type SaleListContent,
  type SiteInfo,
} from '@hotel/shared/api/cms';
import type { Banner } from '@hotel/shared/api/hotel';
import type { FooterNavName } from '@hotel/shared/constants';
import { escapeHtml } from '@hotel/shared/html';
import { excerpt } from '@hotel/shared/validation';
import { z } from 'zod';
import { hotelScope } from '../../catalogue/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { NOT_FOUND } from '../../lib/not-found.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { slashDate } from '../../lib/time.ts';
import { listBanners } from '../queries/banners.ts';
import { type ContentPageRow, findContentPage } from '../queries/content-pages.ts';
import { findNews, listNews, type NewsRow } from '../queries/news.ts';
import { saleListPageData } from './sales.ts';

function toNewsItem(row: NewsRow): NewsItem {
  const content = sanitizeContent(row.content);
  return {
    newid: row.id,
    newtitle: row.title,
    newdatetime: slashDate(row.publishedOn),
    newimg: row.image,
    newscontent: content,
    // The summary is HTML like the body (the page strips it); an excerpt decodes entities, so it is
    // sanitised again lest an escaped tag in the text come back as markup.
    description: sanitizeContent(row.description || excerpt(content)),
  };
}

/** News of one column, newest first. */
export async function newsOfColumn(db: Db, sid: number): Promise<NewsItem[]> {
  const rows = await listNews(db, sid);
  return rows.map(toNewsItem);
}

export async function newsDetail(db: Db, id: number): Promise<NewsItem> {
  const row = await findNews(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND.news, 'NEWS_NOT_FOUND');
  return toNewsItem(row);
}

async function requirePage(db: Db, key: string): Promise<ContentPageRow> {
  const page = await findContentPage(db, key);
  if (!page) throw new NotFoundError(NOT_FOUND.content, 'CONTENT_NOT_FOUND');
  return page;
}

function toRichContent(page: ContentPageRow): RichContent {
  return { Title: page.title, Content: sanitizeContent(page.content) };
}

const honourList = z.array(honour);
const brandTierList = z.array(brandTier);

/**
 * The structured part of an About-us page (honours of 79; tiers and property management of 80).
 * Each part is read on its own, so one malformed part leaves the others (and the page) intact.
 */
function aboutDataOf(stored: Record<string, unknown>): AboutData | undefined {
  const data: AboutData = {};
  const honours = honourList.safeParse(stored.honours);
  if (honours.success) data.honours = honours.data;
  const tiers = brandTierList.safeParse(stored.tiers);
  if (tiers.success) data.tiers = tiers.data;
  const management = propertyManagement.safeParse(stored.propertyManagement);
  if (management.success) {
    data.propertyManagement = { ...management.data, detailHtml: sanitizeContent(management.data.detailHtml) };
  }
  return Object.keys(data).length > 0 ? data : undefined;
}

/** about.aspx?sid: the About-us tab content `about:<sid>`, with its structured part where it has one. */
export async function aboutPage(db: Db, sid: number): Promise<AboutContent> {
  const page = await requirePage(db, `about:${sid}`);
  const data = aboutDataOf(page.data);
  return data ? { ...toRichContent(page), data } : toRichContent(page);
}

const brandPageData = z.object({ gallery: z.array(z.string()).catch([]) });

/** brand.aspx?sid: the brand tab `brand:<sid>` with its gallery images. */
export async function brandPage(db: Db, sid: number): Promise<BrandContent> {
  const page = await requirePage(db, `brand:${sid}`);
  return { ...toRichContent(page), gallery: brandPageData.parse(page.data).gallery };
}

/** Pages that show the hotline and e-mail carry `{{hotline}}` and `{{email}}`, filled from config here. */
function withContactDetails(page: ContentPageRow, brand: Config['brand']): RichContent {
  const fill = (html: string) =>
    html
      .replaceAll('{{hotline}}', escapeHtml(brand.hotline))
      .replaceAll('{{email}}', escapeHtml(brand.email));
  return {
    Title: page.title.replaceAll('{{hotline}}', brand.hotline).replaceAll('{{email}}', brand.email),
    Content: sanitizeContent(fill(page.content)),
  };
}

/** footer.aspx?name: a footer information page. */
export async function footerPage(db: Db, brand: Config['brand'], name: FooterNavName): Promise<RichContent> {
  return withContactDetails(await requirePage(db, `footer:${name}`), brand);
}

/** joinin.aspx: the franchise page, with its banners, claims and models when the page has them. */
export async function joinInPage(db: Db, brand: Config['brand']): Promise<JoinInContent> {
  const page = await requirePage(db, 'joinIn');
  const data = joinInData.safeParse(page.data);
  const content = withContactDetails(page, brand);
  return data.success ? { ...content, data: data.data } : content;
}

/** membership.aspx: the membership rules. */
export async function membershipPage(db: Db): Promise<RichContent> {
  return toRichContent(await requirePage(db, 'membershipRules'));
}

/**
 * salelist.aspx?HotelCode: the sales page's banner, intro and theme names. The page is the same for
 * every hotel; the code is still checked so that an unknown hotel gets the same 404 as elsewhere.
 */
export async function saleListContentFor(db: Db, hotelCode: string): Promise<SaleListContent> {
  await hotelScope(db, hotelCode);
  const data = await saleListPageData(db);
  if (!data) throw new NotFoundError(NOT_FOUND.content, 'CONTENT_NOT_FOUND');
  return { ...data, Description: sanitizeContent(data.Description) };
}

/**
 * siteinfo.aspx: what the shell shows, from configuration; the follow-us links are on the site's
 * address as this visitor reaches it (lib/public-base-url.ts).
 */
export function siteInfoFrom(config: Config, siteBaseUrl: string): SiteInfo {
  return {
    brandName: config.brand.name,
    hotline: config.brand.hotline,
    email: config.brand.email,
    recordNumber: config.brand.recordNumber,
    copyright: config.brand.copyright,
    mapTileUrl: config.mapTileUrl,
    wechatBookingUrl: config.wechatBookingUrl,
    followUrl: `${siteBaseUrl}/home`,
    miniProgramUrl: `${siteBaseUrl}/hotels`,
  };
}

/** The banners of the group's site (HJ000001) or of a hotel's (getBanner). */
export async function bannersFor(db: Db, hotelCode: string): Promise<Banner[]> {
  return listBanners(db, await hotelScope(db, hotelCode));
}
