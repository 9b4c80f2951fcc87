/**
 * The benchmark's catalogue: 5,000 hotels in 50 cities with filter archives, brands, room types,
 * rate plans and a week of prices and rooms, written with a handful of set-based statements so
 * that seeding takes seconds, not minutes.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { brands, cities, filterArchives } from '../src/db/schema/catalog.ts';
import { shanghaiDate } from '../src/lib/time.ts';

export const HOTELS = 5_000;
export const CITIES = 50;
export const BRANDS = 8;
/** Location archives per city: five districts and three business areas. */
export const DISTRICTS_PER_CITY = 5;
export const AREAS_PER_CITY = 3;
export const PRICE_RANGES = 5;
export const FACILITIES = 6;
export const ROOM_TYPES_PER_HOTEL = 3;
export const PLANS_PER_ROOM_TYPE = 2;
/** Nights priced and stocked from today: the searches price tonight. */
export const NIGHTS = 7;

/** The bench's own cities and hotels (aliases `c` and `h`), by their codes. */
const BENCH_CITY = sql.raw(`c.ct_code ~ '^BC[0-9]{3}$'`);
const BENCH_HOTEL = sql.raw(`h.hotel_code ~ '^BH[0-9]{6}$'`);

/**
 * The catalogue in a handful of set-based statements, beside whatever the database holds already
 * (the demo group of a first start): the bench's own rows are found by their codes (cities BC001…,
 * brands BB1…, hotels BH000001…) and archive ids, never by a sort order the demo also uses. Hotel n
 * lies in city n mod 50 and brand n mod 8, carries one district and (two times in three) one
 * business area of its city and two or three facilities. A tenth of the hotels have 影院 in their
 * name. Each has three room types of ten rooms with two rate plans each, priced 150–649 yuan a
 * night; every tenth hotel is full tonight. Price ranges (200–300 元 … 600–700 元) hold hotels by
 * that price.
 */
export async function seedHotels(db: Db): Promise<void> {
  const before = await db.execute(sql`SELECT coalesce(max(id), 0)::int AS id FROM filter_archives`);
  const lastArchiveId = (before as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0;
  await db.execute(sql`
    INSERT INTO cities (ct_code, cn_name, region, is_hot, show_image, sort)
    SELECT 'BC' || lpad(n::text, 3, '0'), '城市' || n, CASE WHEN n % 2 = 0 THEN '华北' ELSE '华东' END,
      n <= 8, '/media/cities/c' || n || '.jpg', n
    FROM generate_series(1, ${CITIES}::int) AS g(n)`);
  await db.execute(sql`
    INSERT INTO brands (brand_code, name, tier, description, sort)
    SELECT 'BB' || n, '品牌' || n, '中端', '品牌简介', n FROM generate_series(1, ${BRANDS}::int) AS g(n)`);
  await db.execute(sql`
    INSERT INTO filter_archives (city_id, class_code, sub_type_name, name, sort)
    SELECT c.id, 'location', CASE WHEN k <= ${DISTRICTS_PER_CITY} THEN '行政区' ELSE '商圈' END,
      c.cn_name || '区域' || k, k
    FROM cities c CROSS JOIN generate_series(1, ${DISTRICTS_PER_CITY + AREAS_PER_CITY}::int) AS g(k)
    WHERE ${BENCH_CITY}`);
  await db.execute(sql`
    INSERT INTO filter_archives (city_id, class_code, sub_type_name, name, sort, price_from_yuan, price_below_yuan)
    SELECT NULL, 'price', NULL, (k * 100 + 100) || '-' || (k * 100 + 200) || '元', k, k * 100 + 100, k * 100 + 200
    FROM generate_series(1, ${PRICE_RANGES}::int) AS g(k)`);
  await db.execute(sql`
    INSERT INTO filter_archives (city_id, class_code, sub_type_name, name, sort)
    SELECT NULL, 'facility', CASE WHEN k <= 3 THEN '设施' ELSE '服务' END, '设施' || k, k
    FROM generate_series(1, ${FACILITIES}::int) AS g(k)`);
  await db.execute(sql`
    INSERT INTO hotels (hotel_code, name, brand_id, city_id, tel, address, description, hotel_remark,
      feature, business_type, score, pc_thumbnail, show_image, logo_image, latitude, longitude, sort)
    SELECT 'BH' || lpad(n::text, 6, '0'),
      CASE WHEN n % 10 = 0 THEN '光影影院酒店（' || n || '店）' ELSE '光影智能酒店（' || n || '店）' END,
      (SELECT id FROM brands WHERE brand_code = 'BB' || (n % ${BRANDS}::int + 1)),
      (SELECT id FROM cities WHERE ct_code = 'BC' || lpad((n % ${CITIES}::int + 1)::text, 3, '0')),
      '0531-8888' || lpad((n % 10000)::text, 4, '0'), '测试路' || n || '号',
      '<p>酒店位于市中心，交通便利，' || repeat('智能客控、巨幕影院、免费停车。', 8) || '</p>',
      '<p>关于酒店</p>', '智能', '商务', 4.5, '/media/hotels/h' || n || '-thumb.jpg',
      '/media/hotels/h' || n || '.jpg', '/media/logo.png', 36.6 + (n % 100) / 1000.0,
      117.0 + (n % 100) / 1000.0, (n * 7919) % 1000
    FROM generate_series(1, ${HOTELS}::int) AS g(n)`);
  // district, business area (2 in 3), facilities (k, k+1 and for every other hotel k+2)
  await db.execute(sql`
    INSERT INTO hotel_archives (hotel_id, archive_id)
    SELECT h.id, a.id FROM hotels h JOIN filter_archives a ON a.city_id = h.city_id
    WHERE ${BENCH_HOTEL} AND a.id > ${lastArchiveId} AND (a.sort = h.id % ${DISTRICTS_PER_CITY}::int + 1
       OR (h.id % 3 <> 0 AND a.sort = ${DISTRICTS_PER_CITY}::int + h.id % ${AREAS_PER_CITY}::int + 1))`);
  await db.execute(sql`
    INSERT INTO hotel_archives (hotel_id, archive_id)
    SELECT h.id, a.id FROM hotels h JOIN filter_archives a ON a.city_id IS NULL
    WHERE ${BENCH_HOTEL} AND a.id > ${lastArchiveId} AND a.class_code = 'facility'
      AND ((a.sort - h.id) % ${FACILITIES}::int IN (0, 1) OR h.id % 2 = 0 AND (a.sort - h.id) % ${FACILITIES}::int = 2)`);
  await seedRooms(db);
  await db.execute(sql`ANALYZE`);
}

async function seedRooms(db: Db): Promise<void> {
  const today = shanghaiDate();
  await db.execute(sql`
    INSERT INTO room_types (hotel_id, rt_code, name, remark, size, bed_type, "window", short_image, room_count, sort)
    SELECT h.id, 'RT' || k, '客房' || k, '', '30㎡', '大床', '有窗', '', 10, k
    FROM hotels h CROSS JOIN generate_series(1, ${ROOM_TYPES_PER_HOTEL}::int) AS g(k)
    WHERE ${BENCH_HOTEL}`);
  await db.execute(sql`
    INSERT INTO rate_plans (room_type_id, rate_code, name, cancel_policy, base_price_fen, sort)
    SELECT rt.id, 'P' || k, '价格' || k, CASE WHEN k = 1 THEN 'arrivalDay' ELSE 'nonRefundable' END,
      (150 + (rt.id * 37 + k * 20) % 500) * 100, k
    FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
    CROSS JOIN generate_series(1, ${PLANS_PER_ROOM_TYPE}::int) AS g(k)
    WHERE ${BENCH_HOTEL}`);
  await db.execute(sql`
    INSERT INTO nightly_prices (rate_plan_id, night, price_fen)
    SELECT rp.id, ${today}::date + d, rp.base_price_fen
    FROM rate_plans rp JOIN room_types rt ON rt.id = rp.room_type_id JOIN hotels h ON h.id = rt.hotel_id
    CROSS JOIN generate_series(0, ${NIGHTS - 1}::int) AS g(d)
    WHERE ${BENCH_HOTEL}`);
  await db.execute(sql`
    INSERT INTO nightly_inventory (room_type_id, night, total, taken)
    SELECT rt.id, ${today}::date + d, 10, CASE WHEN d = 0 AND rt.hotel_id % 10 = 0 THEN 10 ELSE 0 END
    FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
    CROSS JOIN generate_series(0, ${NIGHTS - 1}::int) AS g(d)
    WHERE ${BENCH_HOTEL}`);
}

export interface Catalogue {
  cityCodes: string[];
  brandCodes: string[];
  /** Location archive ids by city code. */
  locations: Map<string, number[]>;
  globalArchives: number[];
}

export async function readCatalogue(db: Db): Promise<Catalogue> {
  const [cityRows, brandRows, archiveRows] = await Promise.all([
    db.select({ ctCode: cities.ctCode }).from(cities).orderBy(asc(cities.sort)),
    db.select({ brandCode: brands.brandCode }).from(brands).orderBy(asc(brands.sort)),
    db
      .select({ id: filterArchives.id, ctCode: cities.ctCode })
      .from(filterArchives)
      .leftJoin(cities, eq(cities.id, filterArchives.cityId))
      .orderBy(asc(filterArchives.id)),
  ]);
  const locations = new Map<string, number[]>();
  const globalArchives: number[] = [];
  for (const row of archiveRows) {
    if (row.ctCode === null) {
      globalArchives.push(row.id);
      continue;
    }
    const list = locations.get(row.ctCode) ?? [];
    list.push(row.id);
    locations.set(row.ctCode, list);
  }
  // the searches go to the bench's cities and brands, not the demo's few
  return {
    cityCodes: cityRows.map((r) => r.ctCode).filter((code) => /^BC\d{3}$/.test(code)),
    brandCodes: brandRows.map((r) => r.brandCode).filter((code) => /^BB\d+$/.test(code)),
    locations,
    globalArchives,
  };
}
