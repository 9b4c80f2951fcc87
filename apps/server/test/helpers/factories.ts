import type {
  HealthContent,
  HomeContent,
  MeetingContent,
  SaleListContent,
  TeaContent,
} from '@hotel/shared/api/cms';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  brands,
  cities,
  filterArchives,
  hotelArchives,
  hotels,
  ratePlans,
  roomTypes,
} from '../../src/db/schema/catalog.ts';
import {
  banners,
  contentPages,
  hotelContents,
  meetingEnquiries,
  news,
  promotions,
} from '../../src/db/schema/content.ts';
import { nightlyInventory, nightlyPrices } from '../../src/db/schema/inventory.ts';
import { discountCodes } from '../../src/db/schema/orders.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';

/**
 * Small factories for API tests: each inserts one row with working defaults through Drizzle and
 * returns it. Codes are made unique per process, so tests never depend on the demo seed.
 */

let counter = 0;
function next(): number {
  counter += 1;
  return counter;
}

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

type NewCity = typeof cities.$inferInsert;
type NewBrand = typeof brands.$inferInsert;
type NewHotel = typeof hotels.$inferInsert;
type NewArchive = typeof filterArchives.$inferInsert;
type NewRoomType = typeof roomTypes.$inferInsert;
type NewRatePlan = typeof ratePlans.$inferInsert;
type NewNews = typeof news.$inferInsert;
type NewPromotion = typeof promotions.$inferInsert;
type NewBanner = typeof banners.$inferInsert;

export async function createCity(db: Db, values: Partial<NewCity> = {}) {
  const n = next();
  return one(
    await db
      .insert(cities)
      .values({
        ctCode: `C${n}`,
        cnName: `城市${n}`,
        region: '华北',
        showImage: `/media/cities/c${n}.jpg`,
        sort: n,
        ...values,
      })
      .returning(),
  );
}

export async function createBrand(db: Db, values: Partial<NewBrand> = {}) {
  const n = next();
  return one(
    await db
      .insert(brands)
      .values({
        brandCode: `B${n}`,
        name: `品牌${n}`,
        tier: '中端',
        description: '品牌简介',
        sort: n,
        ...values,
      })
      .returning(),
  );
}

export async function createHotel(
  db: Db,
  refs: { cityId: number; brandId: number },
  values: Partial<NewHotel> = {},
) {
  const n = next();
  return one(
    await db
      .insert(hotels)
      .values({
        hotelCode: `H${String(n).padStart(6, '0')}`,
        name: `测试酒店${n}`,
        cityId: refs.cityId,
        brandId: refs.brandId,
        tel: '0531-88886666',
        address: `测试路${n}号`,
        description: '<p>酒店简介</p>',
        hotelRemark: '<p>关于酒店</p>',
        feature: '智能',
        businessType: '商务',
        score: 4.8,
        pcThumbnail: `/media/hotels/h${n}-thumb.jpg`,
        showImage: `/media/hotels/h${n}.jpg`,
        logoImage: '/media/logo.png',
        showRights: ['免费停车'],
        latitude: 36.67,
        longitude: 117.02,
        sort: n,
        ...values,
      })
      .returning(),
  );
}

export async function createArchive(db: Db, values: Pick<NewArchive, 'classCode'> & Partial<NewArchive>) {
  const n = next();
  return one(
    await db
      .insert(filterArchives)
      .values({ name: `筛选${n}`, sort: n, ...values })
      .returning(),
  );
}

/** Tags a hotel with filter archives. */
export async function tagHotel(db: Db, hotelId: number, archiveIds: number[]) {
  if (archiveIds.length === 0) return;
  await db.insert(hotelArchives).values(archiveIds.map((archiveId) => ({ hotelId, archiveId })));
}

/**
 * A room type with its rate plans and `nights` nights of inventory and prices from today.
 */
export async function createRoomType(
  db: Db,
  hotelId: number,
  values: Partial<NewRoomType> = {},
  options: { rates?: Partial<NewRatePlan>[]; nights?: number } = {},
) {
  const n = next();
  const roomType = one(
    await db
      .insert(roomTypes)
      .values({
        hotelId,
        rtCode: `RT${n}`,
        name: `豪华大床房${n}`,
        remark: '<p>安静舒适</p>',
        size: '30㎡',
        bedType: '大床1.8米',
        window: '有窗',
        facilities: ['免费WiFi', '智能客控'],
        images: [`/media/rooms/r${n}-1.jpg`, `/media/rooms/r${n}-2.jpg`],
        shortImage: `/media/rooms/r${n}.jpg`,
        roomCount: 10,
        sort: n,
        ...values,
      })
      .returning(),
  );
  const rateValues = options.rates ?? [
    { rateCode: 'MEM', name: '会员价', cancelPolicy: 'arrivalDay' },
    { rateCode: 'NRF', name: '特惠不可取消', cancelPolicy: 'nonRefundable' },
  ];
  const plans = await db
    .insert(ratePlans)
    .values(
      rateValues.map((rate, i) => ({
        roomTypeId: roomType.id,
        rateCode: `R${i}`,
        name: `价格${i}`,
        basePriceFen: 29_900,
        sort: i,
        ...rate,
      })),
    )
    .returning();
  const nights = Array.from({ length: options.nights ?? 3 }, (_, i) => addDays(shanghaiDate(), i));
  if (nights.length > 0) {
    await db
      .insert(nightlyInventory)
      .values(nights.map((night) => ({ roomTypeId: roomType.id, night, total: roomType.roomCount })));
    for (const plan of plans) {
      await db
        .insert(nightlyPrices)
        .values(nights.map((night) => ({ ratePlanId: plan.id, night, priceFen: plan.basePriceFen })));
    }
  }
  return { roomType, plans };
}

export async function createNews(db: Db, values: Partial<NewNews> = {}) {
  const n = next();
  return one(
    await db
      .insert(news)
      .values({
        sid: 18,
        title: `新闻${n}`,
        publishedOn: '2026-01-01',
        image: `/media/news/n${n}.jpg`,
        content: '<p>新店开业</p>',
        description: '',
        ...values,
      })
      .returning(),
  );
}

/** A promotion; unless told otherwise it began a month ago and runs most of a year (it is listed today). */
export async function createPromotion(db: Db, values: Partial<NewPromotion> = {}) {
  const n = next();
  const today = shanghaiDate();
  return one(
    await db
      .insert(promotions)
      .values({
        title: `优惠${n}`,
        theme: 'live',
        hotelId: null,
        isGroup: values.hotelId === undefined || values.hotelId === null,
        content: '<p>连住两晚享八折</p>',
        salesInfo: '<p>活动期间每日可订</p>',
        salesList: ['含双早'],
        showImage: `/media/sales/s${n}.jpg`,
        thumbnail: `/media/sales/s${n}-thumb.jpg`,
        beginsOn: addDays(today, -30),
        endsOn: addDays(today, 300),
        description: '优惠说明',
        ...values,
      })
      .returning(),
  );
}

export async function createBanner(db: Db, values: Partial<NewBanner> = {}) {
  const n = next();
  return one(
    await db
      .insert(banners)
      .values({
        title: `横幅${n}`,
        pcImage: `/media/b${n}.jpg`,
        mobImage: `/media/b${n}-m.jpg`,
        sort: n,
        ...values,
      })
      .returning(),
  );
}

export async function createContentPage(
  db: Db,
  key: string,
  values: { title?: string; content?: string; data?: Record<string, unknown> } = {},
) {
  return one(
    await db
      .insert(contentPages)
      .values({
        key,
        title: values.title ?? key,
        content: values.content ?? '<p>内容</p>',
        data: values.data ?? {},
      })
      .returning(),
  );
}

export type HotelContentKind = 'meeting' | 'home' | 'health' | 'tea';

export async function createHotelContent(
  db: Db,
  hotelId: number,
  kind: HotelContentKind,
  data: MeetingContent | HomeContent | HealthContent | TeaContent,
) {
  await db.insert(hotelContents).values({ hotelId, kind, data: { ...data } });
}

// ---- content objects with every field filled, to override per test ----

export function meetingContentData(values: Partial<MeetingContent> = {}): MeetingContent {
  return {
    MeetingBanner: '/media/meeting.jpg',
    MeetingBannerMob: '/media/meeting-m.jpg',
    BannerTitle: '会议宴会',
    Description: '<p>多功能厅</p>',
    MeetingImg: '/media/meeting-1.jpg',
    MeetingTel: '0531-88886666',
    BanquetDesc: '<p>婚宴寿宴</p>',
    BanquetImg: '/media/banquet.jpg',
    MeetingType: ['商务会议', '培训'],
    venues: [{ title: '光影厅', image: '/media/venue-1.jpg', description: '<p>可容纳80人</p>' }],
    ...values,
  };
}

export function homeContentData(values: Partial<HomeContent> = {}): HomeContent {
  return {
    AboutTitle: '关于酒店',
    AboutDesc: '<p>位于市中心</p>',
    MeetingTitle: '会议',
    MeetingDesc: '<p>会议介绍</p>',
    MeetingImg1: '/media/m1.jpg',
    MeetingImg1Tit: '会议室一',
    MeetingImg1Desc: '<p>一</p>',
    MeetingImg2: '/media/m2.jpg',
    MeetingImg2Tit: '会议室二',
    MeetingImg2Desc: '<p>二</p>',
    HealthTitle: '康养',
    HealthImg1: '/media/h1.jpg',
    HealthImg1Tit: '理疗',
    HealthImg1Desc: '<p>理疗介绍</p>',
    HealthImg2: '/media/h2.jpg',
    HealthImg2Tit: '茶舍',
    HealthImg2Desc: '<p>茶舍介绍</p>',
    ...values,
  };
}

export function healthContentData(values: Partial<HealthContent> = {}): HealthContent {
  return {
    HealthBanner: '/media/health.jpg',
    HealthBannerMob: '/media/health-m.jpg',
    HealthEnTitle: 'HEALTH',
    HealthTitle1: '康养理疗',
    HealthTitle2: '健身',
    HealthDesc1: '<p>中医理疗</p>',
    HealthDesc2: '<p>健身房</p>',
    HealthImg1: '/media/health-1.jpg',
    HealthImg2: '/media/health-2.jpg',
    HealthImg3: '/media/health-3.jpg',
    HealthImg4: '/media/health-4.jpg',
    ...values,
  };
}

export function teaContentData(values: Partial<TeaContent> = {}): TeaContent {
  return {
    TeaBanner: '/media/tea.jpg',
    TeaBannerMob: '/media/tea-m.jpg',
    TeaEnTitle1: 'TEA',
    TeaEnTitle2: 'TEA HOUSE',
    TeaEnTitle3: 'TEA ART',
    TeaEnTitle4: 'TEA TIME',
    TeaTitle1: '茶舍',
    TeaTitle2: '茶艺',
    TeaTitle4: '茶点',
    TeaDesc1: '<p>一</p>',
    TeaDesc2: '<p>二</p>',
    TeaDesc3: '<p>三</p>',
    TeaImg1: '/media/tea-1.jpg',
    TeaImg2: '/media/tea-2.jpg',
    TeaImg3: '/media/tea-3.jpg',
    TeaImg4: '/media/tea-4.jpg',
    TeaImg5: '/media/tea-5.jpg',
    TeaImg6: '/media/tea-6.jpg',
    TeaImg7: '/media/tea-7.jpg',
    ...values,
  };
}

export function saleListContentData(values: Partial<SaleListContent> = {}): SaleListContent {
  return {
    Banner: '/media/sales.jpg',
    BannerMob: '/media/sales-m.jpg',
    Title: '优惠活动',
    Description: '<p>精选优惠</p>',
    themes: [{ code: 'eat', name: '光影·美食' }],
    ...values,
  };
}

// ---- inventory and the rate calendar, night by night ----

/** Sets one night of a room type's inventory (inserted when missing). */
export async function setInventoryNight(
  db: Db,
  roomTypeId: number,
  night: string,
  values: { total: number; taken?: number },
) {
  const row = { total: values.total, taken: values.taken ?? 0 };
  await db
    .insert(nightlyInventory)
    .values({ roomTypeId, night, ...row })
    .onConflictDoUpdate({ target: [nightlyInventory.roomTypeId, nightlyInventory.night], set: row });
}

/** Takes a night off sale: no inventory row at all. */
export async function removeInventoryNight(db: Db, roomTypeId: number, night: string) {
  await db
    .delete(nightlyInventory)
    .where(and(eq(nightlyInventory.roomTypeId, roomTypeId), eq(nightlyInventory.night, night)));
}

/** Sets the price of one night of a rate plan, in fen (inserted when missing). */
export async function setNightlyPrice(db: Db, ratePlanId: number, night: string, priceFen: number) {
  await db
    .insert(nightlyPrices)
    .values({ ratePlanId, night, priceFen })
    .onConflictDoUpdate({ target: [nightlyPrices.ratePlanId, nightlyPrices.night], set: { priceFen } });
}

/** Leaves one night of a rate plan without a price. */
export async function removeNightlyPrice(db: Db, ratePlanId: number, night: string) {
  await db
    .delete(nightlyPrices)
    .where(and(eq(nightlyPrices.ratePlanId, ratePlanId), eq(nightlyPrices.night, night)));
}

/** The meeting enquiries stored for a hotel code, oldest first. */
export async function meetingEnquiriesOf(db: Db, hotelCode: string) {
  return db
    .select()
    .from(meetingEnquiries)
    .where(eq(meetingEnquiries.hotelCode, hotelCode))
    .orderBy(meetingEnquiries.id);
}

// ---- discount-channel codes (booking) ----

type NewDiscountCode = typeof discountCodes.$inferInsert;

/** A discount-channel code, active from a month ago for a year (企业, 10 % off unless given). */
export async function createDiscountCode(db: Db, values: Partial<NewDiscountCode> = {}) {
  const n = next();
  const today = shanghaiDate();
  return one(
    await db
      .insert(discountCodes)
      .values({
        channelType: '企业',
        code: `QY${n}`,
        percentOff: 10,
        validFrom: addDays(today, -30),
        validTo: addDays(today, 365),
        active: true,
        ...values,
      })
      .returning(),
  );
}
