import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { NewsItem } from '@hotel/shared/api/cms';
import type { HotelInfo, Sale } from '@hotel/shared/api/hotel';
import { FOOTER_NAV_NAMES } from '@hotel/shared/constants';
import { describe, expect, it } from 'vitest';
import { SERVER_RENDERED_PAGES } from '../apps/web/src/ssr/server-rendered-pages.ts';
import { siteUnderTest } from './helpers/site.ts';

/**
 * Issue 25 item 16: every page the server renders is valid HTML by the Nu HTML Checker (vnu-jar,
 * the W3C's), as a desktop and as a phone get it (the server renders each for its width), its
 * not-found pages too. One Java start for all the pages.
 */

const site = siteUnderTest();
const VNU_JAR = path.resolve(import.meta.dirname, '../node_modules/vnu-jar/build/dist/vnu.jar');
const HEAD_OFFICE = 'HJ000001';
const HOTEL = 'HJ000101';
const USER_AGENTS = {
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

async function api<T>(path: string, body?: unknown): Promise<T> {
  return (await site.call<{ data: T }>(path, body)).data;
}

/** The addresses that show each server-rendered page (by its route name), with the demo data's ids. */
async function renderedPages(): Promise<Record<string, string[]>> {
  const [news] = await api<NewsItem[]>('/cms/newslist.aspx?sid=18');
  const offers = await api<Sale[]>('/crsapi/v1/hotel/getsalelist', { hotelCode: HEAD_OFFICE });
  const groupOffer = offers.find((offer) => offer.isGroup === 1);
  const hotelOffer = offers.find((offer) => offer.isGroup === 0);
  const hotel = await api<HotelInfo>('/crsapi/v1/hotel/getHotelInfo', { HotelCode: HOTEL });
  if (!news || !groupOffer || !hotelOffer) throw new Error('the demo data has news and both kinds of offer');
  const hotelBase = `/${HOTEL}`;
  return {
    Home: ['/home'],
    AboutUs: ['/home/about-us'],
    Brand: ['/brand'],
    News: ['/news'],
    NewsDetail: [`/newsdetail/${news.newid}`, '/newsdetail/987654'],
    Sales: ['/sales'],
    SalesDetail: [`/sales/${groupOffer.id}`, `/sales/${hotelOffer.id}`, '/sales/abc'],
    JoinIn: ['/joinIn'],
    FooterNavPage: FOOTER_NAV_NAMES.map((name) => `/${name}`),
    Hotels: ['/hotels', `/hotels?city=${hotel.cityCode}&page=1&size=10`],
    Meetings: ['/meetings'],
    ChildHome: [`${hotelBase}/home`, '/NOSUCHHOTEL/home'],
    ChildAboutUs: [`${hotelBase}/about-us`],
    ChildRooms: [`${hotelBase}/rooms`],
    ChildRoomsDetail: [
      `${hotelBase}/room-detail/room-detail?index=0`,
      `${hotelBase}/room-detail/room-detail?index=99`,
    ],
    ChildHealthAndTea: [`${hotelBase}/health-and-tea`],
    ChildMeetings: [`${hotelBase}/meetings`],
    ChildSales: [`${hotelBase}/sales`],
    ChildSalesDetail: [`${hotelBase}/sales/${groupOffer.id}`],
  };
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('The HTML of the rendered pages', () => {
  it('has no error by the Nu HTML Checker on any server-rendered page, at either width', async () => {
    const pages = await renderedPages();
    // a page added to the server's list is checked too
    expect(Object.keys(pages).sort()).toEqual([...SERVER_RENDERED_PAGES].sort());
    const folder = mkdtempSync(path.join(tmpdir(), 'hotel-vnu-'));
    try {
      const addressOf = new Map<string, string>();
      for (const address of Object.values(pages).flat()) {
        for (const [width, userAgent] of Object.entries(USER_AGENTS)) {
          const response = await fetch(`${site.baseUrl}${address}`, { headers: { 'user-agent': userAgent } });
          expect([200, 404], address).toContain(response.status);
          const file = path.join(folder, `${addressOf.size}.html`);
          writeFileSync(file, await response.text());
          addressOf.set(file, `${address} (${width})`);
        }
      }
      const messages = await vnu([...addressOf.keys()]);
      const errors = messages
        .filter((message) => message.type !== 'info')
        .map((message) => {
          const file = decodeURIComponent(new URL(message.url).pathname);
          const where = `${addressOf.get(file) ?? file}:${message.lastLine ?? '?'}`;
          return `${where} ${message.message} | ${message.extract?.replace(/\s+/g, ' ') ?? ''}`;
        });
      expect(errors).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // ~60 pages: the checker takes 10–25 s of a busy 2-core machine
  }, 180_000);
});

/** The checker's errors for the files (warnings left out), in one run of Java. */
async function vnu(files: string[]): Promise<VnuMessage[]> {
  const { stdout } = await promisify(execFile)(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--exit-zero-always', '--stdout', '--format', 'json', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
}
