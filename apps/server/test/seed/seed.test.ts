import { healthContent, homeContent, meetingContent, teaContent } from '@hotel/shared/api/cms';
import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMediaCategory, MEDIA_NAME_PATTERN } from '../../src/content/media/categories.ts';
import type { Db } from '../../src/db/client.ts';
import { verifyPassword } from '../../src/lib/password.ts';
import { sanitizeContent } from '../../src/lib/sanitize.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { HORIZON_DAYS } from '../../src/rates/services/inventory-horizon.ts';
import { ensureInventoryHorizon, seedDemoDataIfEmpty } from '../../src/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

/** Every table the seed writes, except the two nightly ones (numbers only, and large). */
const SEEDED_TABLES = [
  'cities',
  'brands',
  'hotels',
  'filter_archives',
  'hotel_archives',
  'room_types',
  'rate_plans',
  'banners',
  'news',
  'promotions',
  'content_pages',
  'hotel_contents',
  'member_levels',
  'members',
  'discount_codes',
] as const;

let database: TestDatabase;
let db: Db;
const today = shanghaiDate();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  // node-postgres and PGlite both answer with `rows`; the shared Db type leaves the result unknown
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function countOf(table: string): Promise<number> {
  const [row] = await rows<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return row?.n ?? 0;
}

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...SEEDED_TABLES, 'nightly_inventory', 'nightly_prices'])
    counts[table] = await countOf(table);
  return counts;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemoDataIfEmpty(db);
});
afterAll(async () => {
  await database.dispose();
});

describe('demo seed', () => {
  it('fills an empty database with 40+ hotels in 15+ cities and the four brands', async () => {
    const [stats] = await rows<{ hotels: number; cities: number; brands: number }>(sql`
      SELECT count(*)::int AS hotels, count(DISTINCT city_id)::int AS cities,
        (SELECT count(*)::int FROM brands) AS brands
      FROM hotels`);
    expect(stats?.hotels).toBeGreaterThanOrEqual(40);
    expect(stats?.cities).toBeGreaterThanOrEqual(15);
    const brands = await rows<{ brand_code: string }>(sql`SELECT brand_code FROM brands ORDER BY brand_code`);
    expect(brands.map((b) => b.brand_code)).toEqual(['international', 'magiccube', 'smart', 'wellness']);
  });

  it('numbers hotels HJ000101 onwards and never uses the head office code', async () => {
    const codes = await rows<{ hotel_code: string }>(sql`SELECT hotel_code FROM hotels ORDER BY hotel_code`);
    expect(codes[0]?.hotel_code).toBe('HJ000101');
    for (const { hotel_code } of codes) expect(hotel_code).toMatch(/^HJ\d{6}$/);
    expect(codes.map((c) => c.hotel_code)).not.toContain(HEAD_OFFICE_CODE);
  });

  it('names each hotel as guests say it, never with its city twice (临沂北站店, not 临沂临沂北站店)', async () => {
    const hotels = await rows<{ name: string; city: string }>(
      sql`SELECT h.name, c.cn_name AS city FROM hotels h JOIN cities c ON c.id = h.city_id`,
    );
    for (const { name, city } of hotels) {
      expect(name).toMatch(/^光影\p{Script=Han}+酒店（\p{Script=Han}[^（）]*店）$/u);
      expect(name, name).toContain(`（${city}`);
      expect(name, name).not.toContain(`${city}${city}`);
    }
    expect(hotels.map((h) => h.name)).toContain('光影魔方酒店（临沂北站店）');
  });

  it("opens each hotel's description with its own words, not a phrase every hotel shares", async () => {
    const descriptions = await rows<{ description: string }>(sql`SELECT description FROM hotels`);
    // how many hotels' opening paragraph says each clause (交通便利, 周边餐饮、购物一应俱全, …)
    const saying = new Map<string, number>();
    for (const { description } of descriptions) {
      const opening = /<p>(.*?)<\/p>/.exec(description)?.[1] ?? '';
      for (const clause of new Set(opening.split(/[，。；]/).filter(Boolean))) {
        saying.set(clause, (saying.get(clause) ?? 0) + 1);
      }
    }
    const common = [...saying].filter(([, hotels]) => hotels > 2).map(([clause]) => clause);
    expect(common).toEqual([]);
  });

  it("gives the hotels front-desk numbers as varied as a real city's", async () => {
    const tels = (await rows<{ tel: string }>(sql`SELECT tel FROM hotels`)).map((h) => h.tel);
    for (const tel of tels) expect(tel).toMatch(/^0\d{2,3}-[1-9]\d{7}$/);
    expect(new Set(tels).size).toBe(tels.length);
    // the exchange (first four digits) differs from hotel to hotel, as it does between real buildings
    const exchanges = new Set(tels.map((tel) => tel.split('-')[1]?.slice(0, 4)));
    expect(exchanges.size).toBeGreaterThan(tels.length / 2);
  });

  it('leaves exactly one hotel without a location, the rest near their city', async () => {
    const unlocated = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM hotels WHERE latitude = 0 AND longitude = 0`,
    );
    expect(unlocated[0]?.n).toBe(1);
    const [range] = await rows<{ lat_min: number; lat_max: number; lng_min: number; lng_max: number }>(sql`
      SELECT min(latitude) AS lat_min, max(latitude) AS lat_max, min(longitude) AS lng_min, max(longitude) AS lng_max
      FROM hotels WHERE latitude <> 0`);
    // northern and eastern China
    expect(range?.lat_min).toBeGreaterThan(29);
    expect(range?.lat_max).toBeLessThan(41);
    expect(range?.lng_min).toBeGreaterThan(111);
    expect(range?.lng_max).toBeLessThan(123);
  });

  it('files every hotel under a location of its own city and some facilities, none under a price range', async () => {
    const files = await rows<{
      hotel_code: string;
      locations: number;
      prices: number;
      facilities: number;
    }>(sql`
      SELECT h.hotel_code,
        count(*) FILTER (WHERE a.class_code = 'location' AND a.city_id = h.city_id)::int AS locations,
        count(*) FILTER (WHERE a.class_code = 'price')::int AS prices,
        count(*) FILTER (WHERE a.class_code = 'facility')::int AS facilities
      FROM hotels h
      LEFT JOIN hotel_archives ha ON ha.hotel_id = h.id
      LEFT JOIN filter_archives a ON a.id = ha.archive_id
      GROUP BY h.hotel_code`);
    for (const f of files) {
      expect(f.locations, f.hotel_code).toBeGreaterThanOrEqual(1);
      expect(f.locations, f.hotel_code).toBeLessThanOrEqual(2);
      // a price range holds hotels by their price for the searched stay (getHotelsByPage)
      expect(f.prices, f.hotel_code).toBe(0);
      expect(f.facilities, f.hotel_code).toBeGreaterThanOrEqual(3);
    }
    const ranges = await rows<{ name: string; from: number | null; below: number | null }>(sql`
      SELECT name, price_from_yuan AS from, price_below_yuan AS below FROM filter_archives
      WHERE class_code = 'price' ORDER BY sort`);
    expect(ranges).toEqual([
      { name: '200元以下', from: null, below: 200 },
      { name: '200-300元', from: 200, below: 300 },
      { name: '300-500元', from: 300, below: 500 },
      { name: '500元以上', from: 500, below: null },
    ]);
    const foreign = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM hotel_archives ha
      JOIN hotels h ON h.id = ha.hotel_id JOIN filter_archives a ON a.id = ha.archive_id
      WHERE a.city_id IS NOT NULL AND a.city_id <> h.city_id`);
    expect(foreign[0]?.n).toBe(0);
  });

  it('gives every hotel 3-5 room types with 2-3 rate plans each', async () => {
    const perHotel = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM hotels h JOIN room_types rt ON rt.hotel_id = h.id GROUP BY h.id`);
    for (const { n } of perHotel) expect(n).toBeGreaterThanOrEqual(3);
    for (const { n } of perHotel) expect(n).toBeLessThanOrEqual(5);
    const perRoomType = await rows<{ n: number }>(sql`
      SELECT count(rp.id)::int AS n FROM room_types rt LEFT JOIN rate_plans rp ON rp.room_type_id = rt.id
      GROUP BY rt.id`);
    for (const { n } of perRoomType) expect([2, 3]).toContain(n);
  });

  it('stocks every room type and prices every rate plan for 180 nights from today', async () => {
    const last = addDays(today, HORIZON_DAYS - 1);
    const inventory = await rows<{ nights: number; wrong_total: number }>(sql`
      SELECT count(i.night)::int AS nights,
        count(*) FILTER (WHERE i.total <> rt.room_count OR i.taken <> 0)::int AS wrong_total
      FROM room_types rt
      LEFT JOIN nightly_inventory i ON i.room_type_id = rt.id AND i.night BETWEEN ${today} AND ${last}
      GROUP BY rt.id`);
    expect(inventory.length).toBeGreaterThan(0);
    for (const r of inventory) expect(r).toEqual({ nights: HORIZON_DAYS, wrong_total: 0 });
    const prices = await rows<{ nights: number }>(sql`
      SELECT count(p.night)::int AS nights FROM rate_plans rp
      LEFT JOIN nightly_prices p ON p.rate_plan_id = rp.id AND p.night BETWEEN ${today} AND ${last}
      GROUP BY rp.id`);
    for (const r of prices) expect(r.nights).toBe(HORIZON_DAYS);
  });

  it('charges 20% more on Friday and Saturday nights, in whole yuan', async () => {
    const wrong = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM nightly_prices p JOIN rate_plans rp ON rp.id = p.rate_plan_id
      WHERE p.price_fen <> CASE WHEN extract(isodow FROM p.night) IN (5, 6)
          THEN round(rp.base_price_fen * 1.2 / 100.0) * 100 ELSE rp.base_price_fen END
        OR p.price_fen % 100 <> 0`);
    expect(wrong[0]?.n).toBe(0);
    const [range] = await rows<{ min: number; max: number }>(
      sql`SELECT min(base_price_fen)::int AS min, max(base_price_fen)::int AS max FROM rate_plans`,
    );
    expect(range?.min).toBeGreaterThanOrEqual(15_900);
    expect(range?.max).toBeLessThanOrEqual(89_900);
  });

  it('gives every hotel its meeting, home, health and tea content in the wire shapes', async () => {
    const contents = await rows<{ hotel_id: number; kind: string; data: Record<string, unknown> }>(
      sql`SELECT hotel_id, kind, data FROM hotel_contents`,
    );
    const schemas = { meeting: meetingContent, home: homeContent, health: healthContent, tea: teaContent };
    for (const c of contents) {
      const schema = schemas[c.kind as keyof typeof schemas];
      expect(schema, c.kind).toBeDefined();
      expect(() => schema.parse(c.data)).not.toThrow();
    }
    const [missing] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM hotels h
      WHERE (SELECT count(*) FROM hotel_contents c WHERE c.hotel_id = h.id
        AND c.kind IN ('meeting', 'home', 'health', 'tea')) <> 4`);
    expect(missing?.n).toBe(0);
    const venues = contents
      .filter((c) => c.kind === 'meeting')
      .map((c) => meetingContent.parse(c.data).venues.length);
    expect(Math.min(...venues)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...venues)).toBeLessThanOrEqual(6);
  });

  it('writes every content page the site asks for', async () => {
    const keys = (await rows<{ key: string }>(sql`SELECT key FROM content_pages`)).map((r) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'group',
        'about:74',
        'about:75',
        'about:76',
        'about:77',
        'about:79',
        'about:80',
        'brand:75',
        'brand:76',
        'brand:77',
        'brand:78',
        'footer:joinFelton',
        'footer:privacyPolicy',
        'footer:personalAndPropertySafety',
        'footer:websiteTermsOfUse',
        'footer:contactUs',
        'footer:careerDevelop',
        'joinIn',
        'salelist',
        'membershipRules',
      ]),
    );
  });

  it('creates the demo member with ¥5,000 on the card, 白金 as the rules make them, and the password Demo1234', async () => {
    const [member] = await rows<{
      balance_fen: number;
      level_code: string;
      card_no: string;
      password_hash: string;
    }>(sql`SELECT balance_fen, level_code, card_no, password_hash FROM members WHERE mobile = '13800138000'`);
    expect(member?.balance_fen).toBe(500_000);
    expect(member?.level_code).toBe('platinum');
    expect(member?.card_no).toMatch(/^GY\d{10}$/);
    expect(await verifyPassword('Demo1234', member?.password_hash ?? '')).toBe(true);
  });

  it('stores no external URL anywhere, and every image URL names an image this server makes', async () => {
    for (const table of SEEDED_TABLES) {
      const texts = await rows<{ t: string }>(sql.raw(`SELECT row_to_json(x)::text AS t FROM ${table} x`));
      for (const { t } of texts) {
        expect(t, table).not.toMatch(/https?:\/\/|\/\/[a-z0-9-]+\.[a-z]/i);
        for (const [, category, name] of t.matchAll(/\/media\/([^/"\\]+)\/([^"\\\s<>]+)/g)) {
          expect(isMediaCategory(category ?? ''), `${table}: ${category}`).toBe(true);
          expect(name, table).toMatch(MEDIA_NAME_PATTERN);
        }
      }
    }
  });

  it('stores content HTML already sanitised', async () => {
    const html = await rows<{ html: string }>(sql`
      SELECT content AS html FROM news
      UNION ALL SELECT content FROM promotions
      UNION ALL SELECT content FROM content_pages
      UNION ALL SELECT description FROM hotels
      UNION ALL SELECT hotel_remark FROM hotels`);
    expect(html.length).toBeGreaterThan(0);
    for (const { html: h } of html) {
      expect(h).not.toMatch(/<script|javascript:|\son\w+=/i);
      expect(sanitizeContent(h)).toBe(h);
    }
  });

  it('adds nothing when run again', async () => {
    const before = await tableCounts();
    await seedDemoDataIfEmpty(db);
    expect(await tableCounts()).toEqual(before);
  });

  it('extends the horizon without duplicates when the day moves on', async () => {
    const before = await tableCounts();
    const later = addDays(today, 10);
    await ensureInventoryHorizon(db, later);
    await ensureInventoryHorizon(db, later);
    const after = await tableCounts();
    expect(after.nightly_inventory).toBe((before.nightly_inventory ?? 0) + 10 * (before.room_types ?? 0));
    expect(after.nightly_prices).toBe((before.nightly_prices ?? 0) + 10 * (before.rate_plans ?? 0));
    const [last] = await rows<{ night: string }>(
      sql`SELECT max(night)::text AS night FROM nightly_inventory`,
    );
    expect(last?.night).toBe(addDays(later, HORIZON_DAYS - 1));
  });

  it('keeps the rooms already taken when extending', async () => {
    await db.execute(sql`UPDATE nightly_inventory SET taken = 1 WHERE night = ${today}`);
    await ensureInventoryHorizon(db, today);
    const [row] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM nightly_inventory WHERE night = ${today} AND taken <> 1`,
    );
    expect(row?.n).toBe(0);
  });
});
