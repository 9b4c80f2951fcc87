import { FOOTER_NAV_NAMES, HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import type { Db } from '../../db/client.ts';
import {
  listHotelCodes,
  listLiveContentPages,
  listLiveHotelContents,
  listLiveNews,
  listLiveOffers,
} from '../queries/sitemap.ts';

/** One page of the sitemap: its path on the public site and, where known, when its content went live. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** The public site's page paths, as its route table has them (apps/web/src/config/paths.ts). */
const page = {
  home: '/home',
  aboutUs: '/home/about-us',
  hotels: '/hotels',
  /** A city's hotel list (apps/web/src/lib/hotel-list-address.ts). */
  hotelsIn: (cityCode: string) => `/hotels?city=${encodeURIComponent(cityCode)}`,
  meetings: '/meetings',
  brand: '/brand',
  joinIn: '/joinIn',
  news: '/news',
  newsDetail: (id: number) => `/newsdetail/${id}`,
  sales: '/sales',
  salesDetail: (id: number) => `/sales/${id}`,
  footerPage: (name: string) => `/${name}`,
  hotel: (hotelCode: string, subpage: string) => `/${encodeURIComponent(hotelCode)}/${subpage}`,
};

type LiveAt = { publishedAt: Date | null };

/** When the newest of these items went live. */
function latest(items: LiveAt[]): Date | undefined {
  let newest: Date | undefined;
  for (const { publishedAt } of items)
    if (publishedAt && (!newest || publishedAt > newest)) newest = publishedAt;
  return newest;
}

/** Map from a key to the items sharing it, in order. */
function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

type HotelContentRow = Awaited<ReturnType<typeof listLiveHotelContents>>[number];
type OfferRow = Awaited<ReturnType<typeof listLiveOffers>>[number];

/**
 * A hotel's own pages: home, about and rooms always; meetings and health & tea where their content
 * is live; offers where one of its own or a group-wide one is running.
 */
function hotelEntries(hotelCode: string, contents: HotelContentRow[], offers: OfferRow[]): SitemapEntry[] {
  const liveAt = (...kinds: string[]) => latest(contents.filter((c) => kinds.includes(c.kind)));
  const entries: (SitemapEntry | undefined)[] = [
    { path: page.hotel(hotelCode, 'home'), lastmod: liveAt('home') },
    { path: page.hotel(hotelCode, 'about-us') },
    { path: page.hotel(hotelCode, 'rooms') },
    optional(page.hotel(hotelCode, 'meetings'), liveAt('meeting')),
    optional(page.hotel(hotelCode, 'health-and-tea'), liveAt('health', 'tea')),
    optional(page.hotel(hotelCode, 'sales'), latest(offers)),
  ];
  return entries.filter((entry) => entry !== undefined);
}

/** A page that exists only once its content is live (live content always has its publish time). */
function optional(path: string, liveSince: Date | undefined): SitemapEntry | undefined {
  return liveSince ? { path, lastmod: liveSince } : undefined;
}

/**
 * Every public page a crawler should know, from what is live now: the group's pages, the hotel list
 * of each city with a hotel, each hotel's pages, each published news item and each published offer that has not ended. Booking and member
 * pages are left out.
 */
export async function sitemapEntries(db: Db, today: string): Promise<SitemapEntry[]> {
  const [hotels, hotelContents, newsItems, offers, pages] = await Promise.all([
    listHotelCodes(db),
    listLiveHotelContents(db),
    listLiveNews(db),
    listLiveOffers(db, today),
    listLiveContentPages(
      db,
      ['joinIn', ...FOOTER_NAV_NAMES.map((name) => `footer:${name}`)],
      ['about:', 'brand:'],
    ),
  ]);
  const pagesFrom = (prefix: string) => pages.filter((p) => p.key.startsWith(prefix));
  const pageAt = (key: string) => latest(pages.filter((p) => p.key === key));
  const running = offers.filter((offer) => offer.beginsOn <= today);
  const groupOffers = running.filter((offer) => offer.hotelId === null || offer.isGroup);
  const offersOfHotel = groupBy(running, (offer) => offer.hotelId);
  const contentsOfHotel = groupBy(hotelContents, (content) => content.hotelId);
  const listed = hotels.filter((hotel) => hotel.hotelCode !== HEAD_OFFICE_CODE);
  const hotelCities = new Set(listed.flatMap((hotel) => (hotel.cityCode ? [hotel.cityCode] : [])));

  const group: (SitemapEntry | undefined)[] = [
    { path: page.home },
    { path: page.hotels },
    { path: page.aboutUs, lastmod: latest(pagesFrom('about:')) },
    { path: page.brand, lastmod: latest(pagesFrom('brand:')) },
    { path: page.meetings },
    { path: page.news, lastmod: latest(newsItems) },
    { path: page.sales, lastmod: latest(running) },
    optional(page.joinIn, pageAt('joinIn')),
    ...FOOTER_NAV_NAMES.map((name) => optional(page.footerPage(name), pageAt(`footer:${name}`))),
  ];
  return [
    ...group.filter((entry) => entry !== undefined),
    ...[...hotelCities].map((cityCode) => ({ path: page.hotelsIn(cityCode) })),
    ...listed.flatMap((hotel) =>
      hotelEntries(hotel.hotelCode, contentsOfHotel.get(hotel.id) ?? [], [
        ...(offersOfHotel.get(hotel.id) ?? []),
        ...groupOffers,
      ]),
    ),
    ...newsItems.map((item) => ({ path: page.newsDetail(item.id), lastmod: item.publishedAt ?? undefined })),
    ...offers.map((offer) => ({ path: page.salesDetail(offer.id), lastmod: offer.publishedAt ?? undefined })),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sitemap protocol's XML (sitemaps.org) with absolute addresses under `baseUrl`. */
export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const base = baseUrl.replace(/\/+$/, '');
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(base + path)}</loc>`;
    return `<url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
