import { mediaUrl } from '../content/media/categories.ts';
import type { Tx } from '../db/client.ts';
import {
  brands,
  cities,
  filterArchives,
  hotelArchives,
  hotels,
  ratePlans,
  roomTypes,
} from '../db/schema/catalog.ts';
import { FACILITY_ARCHIVES, PRICE_RANGES } from './archives.ts';
import { BRANDS } from './brands.ts';
import { CITIES } from './cities.ts';
import type { HotelPlan } from './hotels.ts';

function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: no ${what} ${String(key)}`);
  return value;
}

/** Cities, brands, hotels, filter archives, room types and rate plans; returns hotel ids by code. */
export async function writeCatalog(tx: Tx, plans: readonly HotelPlan[]): Promise<Map<string, number>> {
  const cityRows = await tx
    .insert(cities)
    .values(
      CITIES.map((c, i) => ({
        ctCode: c.ctCode,
        cnName: c.cnName,
        region: c.region,
        isHot: c.isHot,
        showImage: mediaUrl('city', c.ctCode),
        sort: i + 1,
      })),
    )
    .returning({ id: cities.id, ctCode: cities.ctCode });
  const cityIds = new Map(cityRows.map((r) => [r.ctCode, r.id]));

  const brandRows = await tx
    .insert(brands)
    .values(
      BRANDS.map((b, i) => ({
        brandCode: b.brandCode,
        name: b.name,
        tier: b.tier,
        description: b.description,
        sort: i + 1,
      })),
    )
    .returning({ id: brands.id, brandCode: brands.brandCode });
  const brandIds = new Map(brandRows.map((r) => [r.brandCode, r.id]));

  const hotelRows = await tx
    .insert(hotels)
    .values(
      plans.map((p) => ({
        ...p.row,
        brandId: must(brandIds, p.brand.brandCode, 'brand'),
        cityId: must(cityIds, p.city.ctCode, 'city'),
      })),
    )
    .returning({ id: hotels.id, hotelCode: hotels.hotelCode });
  const hotelIds = new Map(hotelRows.map((r) => [r.hotelCode, r.id]));

  // Archives: each city's locations, then the price ranges and facilities every city shares. A
  // price range holds hotels by their price for the searched stay, so no hotel is filed under one.
  const archiveValues: (typeof filterArchives.$inferInsert)[] = [];
  for (const city of CITIES) {
    let sort = 0;
    for (const [subTypeName, names] of Object.entries(city.locations)) {
      for (const name of names) {
        sort += 1;
        archiveValues.push({
          cityId: must(cityIds, city.ctCode, 'city'),
          classCode: 'location',
          subTypeName,
          name,
          sort,
        });
      }
    }
  }
  PRICE_RANGES.forEach((r, i) => {
    archiveValues.push({
      cityId: null,
      classCode: 'price',
      subTypeName: null,
      name: r.name,
      sort: i + 1,
      priceFromYuan: r.fromYuan,
      priceBelowYuan: r.belowYuan,
    });
  });
  let facilitySort = 0;
  for (const [subTypeName, names] of Object.entries(FACILITY_ARCHIVES)) {
    for (const name of names) {
      facilitySort += 1;
      archiveValues.push({ cityId: null, classCode: 'facility', subTypeName, name, sort: facilitySort });
    }
  }
  const archiveRows = await tx.insert(filterArchives).values(archiveValues).returning({
    id: filterArchives.id,
    cityId: filterArchives.cityId,
    classCode: filterArchives.classCode,
    name: filterArchives.name,
  });
  // location names are unique within a city, price and facility names within their class
  const archiveIds = new Map(archiveRows.map((a) => [`${a.classCode}:${a.cityId ?? '*'}:${a.name}`, a.id]));

  const links: (typeof hotelArchives.$inferInsert)[] = [];
  for (const p of plans) {
    const hotelId = must(hotelIds, p.row.hotelCode, 'hotel');
    const cityId = must(cityIds, p.city.ctCode, 'city');
    const names = [
      ...p.site.areas.map((area) => `location:${cityId}:${area}`),
      ...p.facilities.map((f) => `facility:*:${f}`),
    ];
    for (const key of names) links.push({ hotelId, archiveId: must(archiveIds, key, 'archive') });
  }
  await tx.insert(hotelArchives).values(links);

  const roomTypeRows = await tx
    .insert(roomTypes)
    .values(
      plans.flatMap((p) =>
        p.roomTypes.map(({ rates: _rates, ...rt }) => ({
          ...rt,
          hotelId: must(hotelIds, p.row.hotelCode, 'hotel'),
        })),
      ),
    )
    .returning({ id: roomTypes.id, hotelId: roomTypes.hotelId, rtCode: roomTypes.rtCode });
  const roomTypeIds = new Map(roomTypeRows.map((r) => [`${r.hotelId}:${r.rtCode}`, r.id]));

  await tx.insert(ratePlans).values(
    plans.flatMap((p) => {
      const hotelId = must(hotelIds, p.row.hotelCode, 'hotel');
      return p.roomTypes.flatMap((rt) =>
        rt.rates.map((rate) => ({
          ...rate,
          roomTypeId: must(roomTypeIds, `${hotelId}:${rt.rtCode}`, 'room type'),
        })),
      );
    }),
  );

  return hotelIds;
}
