import type { NewsItem } from '@hotel/shared/api/cms';
import type { Banner, HotelInfo, HotelListItem, Sale } from '@hotel/shared/api/hotel';
import { describe, expect, it } from 'vitest';
import { crawler } from './helpers/crawl.ts';
import { siteUnderTest } from './helpers/site.ts';

/**
 * Issue 25 item 16: the structured data (JSON-LD) and Open Graph of the rendered pages say what the
 * pages show, with the figures they show — nothing the page does not.
 */

const site = siteUnderTest();
const crawl = crawler(site);
const HEAD_OFFICE = 'HJ000001';
const HOTEL = 'HJ000101';
const BRAND = '光影酒店集团';

async function api<T>(path: string, body?: unknown): Promise<T> {
  return (await site.call<{ data: T }>(path, body)).data;
}

/** The group as the pages name it: who writes the news and makes the group-wide offers. */
function group() {
  return {
    '@type': 'Organization',
    name: BRAND,
    url: `${site.baseUrl}/`,
    logo: `${site.baseUrl}/favicon.svg`,
  };
}

describe('Structured data of the rendered pages', () => {
  it('a news item: a NewsArticle the group writes and publishes, with its name and logo', async () => {
    const [first] = await api<NewsItem[]>('/cms/newslist.aspx?sid=18');
    if (!first) throw new Error('the demo data has news');
    const page = await crawl(`/newsdetail/${first.newid}`);
    const article = page.jsonLd.find((data) => data['@type'] === 'NewsArticle');
    expect(article).toMatchObject({ headline: first.newtitle, author: group(), publisher: group() });
  });

  it('a group-wide offer is made by the group; a hotel’s by that hotel', async () => {
    const offers = await api<Sale[]>('/crsapi/v1/hotel/getsalelist', { hotelCode: HEAD_OFFICE });
    const groupWide = offers.find((offer) => offer.isGroup === 1);
    const hotels = offers.find((offer) => offer.isGroup === 0);
    if (!groupWide || !hotels) throw new Error('the demo data has both kinds of offer');
    const offeredBy = async (offer: Sale) =>
      (await crawl(`/sales/${offer.id}`)).jsonLd.find((data) => data['@type'] === 'Offer')?.offeredBy;
    expect(await offeredBy(groupWide)).toEqual(group());
    expect(await offeredBy(hotels)).toEqual({ '@type': 'Hotel', name: hotels.hotelName });
  });

  it('Home: a shared link shows the first banner', async () => {
    const [banner] = await api<Banner[]>('/crsapi/v1/hotel/getBanner', { HotelCode: HEAD_OFFICE });
    if (!banner) throw new Error('the demo data has banners');
    const page = await crawl('/home');
    expect(page.html).toContain(`<meta property="og:image" content="${site.baseUrl}${banner.pcImage}" />`);
  });

  it("a hotel's pages: a Hotel with its site's address; prices where the page shows them", async () => {
    const hotel = await api<HotelInfo>('/crsapi/v1/hotel/getHotelInfo', { HotelCode: HOTEL });
    const described = async (path: string) =>
      (await crawl(path)).jsonLd.find((data) => data['@type'] === 'Hotel');
    const home = await described(`/${HOTEL}/home`);
    expect(home).toMatchObject({ name: hotel.hotelName, url: `${site.baseUrl}/${HOTEL}/home` });
    // the hotel's home shows no price and no score
    expect(home).not.toHaveProperty('priceRange');
    expect(home).not.toHaveProperty('aggregateRating');
    for (const path of [`/${HOTEL}/rooms`, `/${HOTEL}/room-detail/room-detail?index=0`]) {
      expect(await described(path), path).toMatchObject({
        url: `${site.baseUrl}/${HOTEL}/home`,
        priceRange: expect.stringMatching(/^¥\d+(\.\d{2})?(-¥\d+(\.\d{2})?)?$/),
      });
    }
  });

  it('the hotel list: each hotel of the page with its address, score and lowest price as its card shows them', async () => {
    for (const [path, currentPage] of [
      ['/hotels', 1],
      ['/hotels?page=2', 2],
    ] as const) {
      const { rows } = await site.call<{ rows: HotelListItem[] }>('/crsapi/v1/hotel/getHotelsByPage', {
        currentPage,
      });
      const list = (await crawl(path)).jsonLd.find((data) => data['@type'] === 'ItemList');
      const items = list?.itemListElement as { position: number; item: Record<string, unknown> }[];
      expect(items.map((entry) => entry.position)).toEqual(
        rows.map((_, i) => (currentPage - 1) * 20 + i + 1),
      );
      rows.forEach((hotel, i) => {
        const item = items[i]?.item;
        expect(item).toMatchObject({
          '@type': 'Hotel',
          name: hotel.name,
          url: `${site.baseUrl}/${hotel.hotelCode}/home`,
          address: { streetAddress: hotel.address, addressLocality: hotel.cityName },
        });
        if (hotel.score > 0) {
          expect(item?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: hotel.score });
        } else expect(item).not.toHaveProperty('aggregateRating');
        if (hotel.soldOut || hotel.lowestPrice === null) expect(item).not.toHaveProperty('priceRange');
        else expect(item?.priceRange).toBe(`¥${yuan(hotel.lowestPrice)}起`);
      });
    }
  });
});

/** Yuan as the site shows money: whole yuan without decimals, else two decimals. */
function yuan(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
