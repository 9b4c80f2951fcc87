import {
  bannerResponse,
  baseArchivesResponse,
  cityHotelResponse,
  groupCitiesResponse,
  hotelInfoResponse,
  hotelsByPageResponse,
  roomTypeDetailResponse,
  roomTypeResponse,
  saleDetailResponse,
  saleListResponse,
} from '@hotel/shared/api/hotel';
import { cancelPolicyText } from '@hotel/shared/cancel-policy';
import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  createArchive,
  createBanner,
  createBrand,
  createCity,
  createContentPage,
  createHotel,
  createPromotion,
  createRoomType,
  saleListContentData,
  tagHotel,
} from '../helpers/factories.ts';

type Row<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

/** The little world these tests read: three cities, three brands, five hotels, their filters. */
interface World {
  jinan: Row<typeof createCity>;
  qingdao: Row<typeof createCity>;
  beijing: Row<typeof createCity>;
  smart: Row<typeof createBrand>;
  wellness: Row<typeof createBrand>;
  cube: Row<typeof createBrand>;
  /** Jinan: h1 sort 1, h2 and h4 sort 2 (h2 first by id), h3 sort 3; Qingdao: h5. */
  h1: Row<typeof createHotel>;
  h2: Row<typeof createHotel>;
  h3: Row<typeof createHotel>;
  h4: Row<typeof createHotel>;
  h5: Row<typeof createHotel>;
  lixia: Row<typeof createArchive>;
  huaiyin: Row<typeof createArchive>;
  quanchengRoad: Row<typeof createArchive>;
  shinan: Row<typeof createArchive>;
  price200: Row<typeof createArchive>;
  price300: Row<typeof createArchive>;
  parking: Row<typeof createArchive>;
  gym: Row<typeof createArchive>;
  room: Row<typeof createRoomType>;
  groupSale: Row<typeof createPromotion>;
  h1Sale: Row<typeof createPromotion>;
  h2Sale: Row<typeof createPromotion>;
  /** h2's offers on their first and on their last day: both still run today. */
  firstDaySale: Row<typeof createPromotion>;
  lastDaySale: Row<typeof createPromotion>;
  /** Not running today: h1's ended yesterday, the group's begins tomorrow. */
  endedSale: Row<typeof createPromotion>;
  futureSale: Row<typeof createPromotion>;
}

let t: TestApp;
let w: World;

async function buildWorld(db: Db): Promise<World> {
  const jinan = await createCity(db, { ctCode: 'JN', cnName: '济南', region: '华北', isHot: true, sort: 1 });
  const qingdao = await createCity(db, {
    ctCode: 'QD',
    cnName: '青岛',
    region: '华东',
    isHot: true,
    sort: 2,
  });
  const beijing = await createCity(db, { ctCode: 'BJ', cnName: '北京', region: '华北', sort: 3 });
  const smart = await createBrand(db, { brandCode: 'SMART', name: '光影智能', sort: 1 });
  const wellness = await createBrand(db, { brandCode: 'WELL', name: '光影康养', sort: 2 });
  const cube = await createBrand(db, { brandCode: 'CUBE', name: '魔方', sort: 3 });
  const inJinan = (brandId: number) => ({ cityId: jinan.id, brandId });
  const h1 = await createHotel(db, inJinan(smart.id), { name: '光影智能酒店（泉城广场店）', sort: 1 });
  const h2 = await createHotel(db, inJinan(wellness.id), { name: '光影康养酒店（大明湖店）', sort: 2 });
  const h3 = await createHotel(db, inJinan(smart.id), { name: 'Film_Hotel 100%', sort: 3 });
  const h4 = await createHotel(db, inJinan(smart.id), { name: '光影智能酒店（泉城路店）', sort: 2 });
  const h5 = await createHotel(
    db,
    { cityId: qingdao.id, brandId: cube.id },
    { name: '魔方酒店（五四广场店）' },
  );

  const area = (name: string, subTypeName: string, cityId = jinan.id) =>
    createArchive(db, { classCode: 'location', cityId, subTypeName, name });
  const lixia = await area('历下区', '行政区');
  const huaiyin = await area('槐荫区', '行政区');
  const quanchengRoad = await area('泉城路', '商圈');
  const shinan = await area('市南区', '行政区', qingdao.id);
  const price200 = await createArchive(db, { classCode: 'price', name: '200-300元' });
  const price300 = await createArchive(db, { classCode: 'price', name: '300-400元' });
  const parking = await createArchive(db, { classCode: 'facility', subTypeName: '设施', name: '停车场' });
  const gym = await createArchive(db, { classCode: 'facility', subTypeName: '设施', name: '健身房' });
  await tagHotel(db, h1.id, [lixia.id, parking.id]);
  await tagHotel(db, h2.id, [lixia.id, parking.id, gym.id]);
  await tagHotel(db, h3.id, [huaiyin.id]);
  await tagHotel(db, h4.id, [lixia.id, quanchengRoad.id]);
  await tagHotel(db, h5.id, [shinan.id]);

  await createBanner(db, { hotelId: null, title: '集团横幅' });
  await createBanner(db, { hotelId: h1.id, title: '泉城广场店横幅' });

  const room = await createRoomType(db, h1.id, { rtCode: 'DK', name: '豪华大床房', sort: 1 });
  await createRoomType(
    db,
    h1.id,
    { rtCode: 'TW', name: '标准双床房', sort: 2 },
    { rates: [{ rateCode: 'BB' }] },
  );

  await createContentPage(db, 'group', {
    title: '光影酒店集团',
    content: '<p>集团简介</p>',
    data: { showImage: '/media/group.jpg', logoImage: '/media/group-logo.png', showRights: ['会员专享'] },
  });
  await createContentPage(db, 'salelist', { title: '优惠活动', data: saleListContentData() });
  const groupSale = await createPromotion(db, {
    title: '全集团美食节',
    theme: 'eat',
    beginsOn: addDays(shanghaiDate(), -20),
  });
  const h1Sale = await createPromotion(db, {
    title: '连住优惠',
    theme: 'live',
    hotelId: h1.id,
    beginsOn: addDays(shanghaiDate(), -30),
  });
  const h2Sale = await createPromotion(db, {
    title: '会议套餐',
    theme: 'meet',
    hotelId: h2.id,
    beginsOn: addDays(shanghaiDate(), -10),
  });
  const today = shanghaiDate();
  const firstDaySale = await createPromotion(db, { title: '今日开售', hotelId: h2.id, beginsOn: today });
  const lastDaySale = await createPromotion(db, {
    title: '最后一天',
    hotelId: h2.id,
    beginsOn: addDays(today, -50),
    endsOn: today,
  });
  const endedSale = await createPromotion(db, {
    title: '年会尾牙宴',
    theme: 'banquet',
    hotelId: h1.id,
    beginsOn: addDays(today, -40),
    endsOn: addDays(today, -1),
  });
  const futureSale = await createPromotion(db, {
    title: '海滨亲子季',
    theme: 'play',
    beginsOn: addDays(today, 1),
    endsOn: addDays(today, 30),
  });

  return {
    jinan,
    qingdao,
    beijing,
    smart,
    wellness,
    cube,
    h1,
    h2,
    h3,
    h4,
    h5,
    lixia,
    huaiyin,
    quanchengRoad,
    shinan,
    price200,
    price300,
    parking,
    gym,
    room,
    groupSale,
    h1Sale,
    h2Sale,
    firstDaySale,
    lastDaySale,
    endedSale,
    futureSale,
  };
}

beforeAll(async () => {
  t = await createTestApp({
    prepare: async (db) => {
      w = await buildWorld(db);
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/crsapi/v1/hotel';

function post(path: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `${BASE}/${path}`, payload });
}

function get(path: string, query: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `${BASE}/${path}`, query });
}

type Reply = Awaited<ReturnType<typeof post>>;

function expectBadRequest(res: Reply, message?: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ success: false, statusCode: 400 });
  expect(body.message).toMatch(/[\u4e00-\u9fa5]/);
  expect(body.msg).toBe(body.message);
  if (message) expect(body.message).toBe(message);
}

function expectNotFound(res: Reply, message: string) {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({
    success: false,
    statusCode: 404,
    message,
    msg: message,
    code: expect.stringMatching(/_NOT_FOUND$|^NOT_FOUND$/),
  });
}

describe('getBanner', () => {
  it('gives the group its own banners and a hotel its own', async () => {
    const group = bannerResponse.parse((await post('getBanner', { HotelCode: HEAD_OFFICE_CODE })).json());
    expect(group.data.map((b) => b.title)).toEqual(['集团横幅']);
    const hotel = bannerResponse.parse((await post('getBanner', { HotelCode: w.h1.hotelCode })).json());
    expect(hotel.data.map((b) => b.title)).toEqual(['泉城广场店横幅']);
  });

  it('answers an unknown hotel code with 404', async () => {
    expectNotFound(await post('getBanner', { HotelCode: 'NOPE' }), '酒店不存在');
  });

  it('refuses an empty hotel code in Chinese', async () => {
    expectBadRequest(await post('getBanner', { HotelCode: '' }), '请提供酒店编码');
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/getBanner`,
      headers: { 'content-type': 'application/json' },
      payload: '[1]',
    });
    expectBadRequest(res, '请求参数有误');
  });
});

describe('getHotelInfo', () => {
  it('describes a hotel with its city', async () => {
    const body = hotelInfoResponse.parse((await post('getHotelInfo', { HotelCode: w.h1.hotelCode })).json());
    expect(body).toMatchObject({ success: true, statusCode: 200 });
    expect(body.data).toEqual({
      hotelCode: w.h1.hotelCode,
      hotelName: w.h1.name,
      tel: w.h1.tel,
      hotelRemark: w.h1.hotelRemark,
      showImage: w.h1.showImage,
      thumbnail: w.h1.pcThumbnail,
      logoImage: w.h1.logoImage,
      latitude: w.h1.latitude,
      longitude: w.h1.longitude,
      address: w.h1.address,
      showRights: w.h1.showRights,
      cityCode: 'JN',
      cityName: '济南',
    });
  });

  it('describes the group for the head office code, with the national hotline', async () => {
    const body = hotelInfoResponse.parse(
      (await post('getHotelInfo', { HotelCode: HEAD_OFFICE_CODE })).json(),
    );
    expect(body.data).toEqual({
      hotelCode: HEAD_OFFICE_CODE,
      hotelName: '光影酒店集团',
      tel: t.config.brand.hotline,
      hotelRemark: '<p>集团简介</p>',
      showImage: '/media/group.jpg',
      thumbnail: '/media/group.jpg',
      logoImage: '/media/group-logo.png',
      latitude: 0,
      longitude: 0,
      address: '',
      showRights: ['会员专享'],
      cityCode: '',
      cityName: '',
    });
  });

  it('treats a missing HotelCode as the head office', async () => {
    const body = hotelInfoResponse.parse((await post('getHotelInfo', {})).json());
    expect(body.data.hotelCode).toBe(HEAD_OFFICE_CODE);
  });

  it('answers an unknown hotel code with 404', async () => {
    expectNotFound(await post('getHotelInfo', { HotelCode: 'NOPE' }), '酒店不存在');
  });

  it('refuses an over-long hotel code in Chinese', async () => {
    expectBadRequest(await post('getHotelInfo', { HotelCode: 'X'.repeat(40) }), '酒店编码有误');
  });
});

describe('getGroupCities', () => {
  it('lists hot destinations first, then each region in city order', async () => {
    const body = groupCitiesResponse.parse((await get('getGroupCities')).json());
    expect(body.data.map((g) => [g.groupName, g.citys.map((c) => c.cnName)])).toEqual([
      ['热门目的地', ['济南', '青岛']],
      ['华北', ['济南', '北京']],
      ['华东', ['青岛']],
    ]);
    expect(body.data[0]?.citys[0]).toEqual({ ctCode: 'JN', cnName: '济南', showImage: w.jinan.showImage });
  });
});

describe('getsalelist', () => {
  it('gives the head office every promotion running today, newest first', async () => {
    const body = saleListResponse.parse((await post('getsalelist', { hotelCode: HEAD_OFFICE_CODE })).json());
    expect(body.data.map((s) => s.id)).toEqual([
      w.firstDaySale.id,
      w.h2Sale.id,
      w.groupSale.id,
      w.h1Sale.id,
      w.lastDaySale.id,
    ]);
  });

  it('never lists a promotion that ended yesterday or begins tomorrow, for the group or a hotel', async () => {
    for (const hotelCode of [HEAD_OFFICE_CODE, w.h1.hotelCode, w.h2.hotelCode]) {
      const body = saleListResponse.parse((await post('getsalelist', { hotelCode })).json());
      const ids = body.data.map((s) => s.id);
      expect(ids, hotelCode).not.toContain(w.endedSale.id);
      expect(ids, hotelCode).not.toContain(w.futureSale.id);
    }
  });

  it("gives a hotel its own promotions and the group's", async () => {
    const body = saleListResponse.parse((await post('getsalelist', { hotelCode: w.h1.hotelCode })).json());
    expect(body.data.map((s) => s.id)).toEqual([w.groupSale.id, w.h1Sale.id]);
    const [group, own] = body.data;
    expect(group).toMatchObject({
      isGroup: 1,
      hotelName: '',
      hotelCode: '',
      type: 'eat',
      typeName: '光影·美食',
    });
    expect(own).toMatchObject({
      isGroup: 0,
      hotelName: w.h1.name,
      hotelCode: w.h1.hotelCode,
      type: 'live',
      typeName: '光影·住',
      begin: w.h1Sale.beginsOn,
      end: w.h1Sale.endsOn,
    });
  });

  it('answers an unknown hotel code with 404', async () => {
    expectNotFound(await post('getsalelist', { hotelCode: 'NOPE' }), '酒店不存在');
  });

  it('refuses a hotel code that is not text', async () => {
    expectBadRequest(await post('getsalelist', { hotelCode: 123 }), '酒店编码有误');
  });
});

describe('getsaledetail', () => {
  it('gives one promotion', async () => {
    const body = saleDetailResponse.parse((await get('getsaledetail', { id: String(w.h1Sale.id) })).json());
    expect(body.data).toMatchObject({ id: w.h1Sale.id, title: '连住优惠', content: w.h1Sale.content });
  });

  it('still gives a promotion that has ended or not begun, with its dates, so the page can say so', async () => {
    for (const sale of [w.endedSale, w.futureSale]) {
      const body = saleDetailResponse.parse((await get('getsaledetail', { id: String(sale.id) })).json());
      expect(body.data).toMatchObject({ id: sale.id, begin: sale.beginsOn, end: sale.endsOn });
    }
  });

  it('answers an unknown id with 404', async () => {
    expectNotFound(await get('getsaledetail', { id: '999999' }), '优惠活动不存在');
  });

  it('refuses an id that is not a positive whole number', async () => {
    expectBadRequest(await get('getsaledetail', { id: 'abc' }), '优惠编号有误');
    expectBadRequest(await get('getsaledetail', { id: '-1' }), '优惠编号有误');
    expectBadRequest(await get('getsaledetail'), '优惠编号有误');
  });
});

describe('getCityHotel', () => {
  it("lists the hotels of a hotel's city in display order", async () => {
    const body = cityHotelResponse.parse((await get('getCityHotel', { HotelCode: w.h1.hotelCode })).json());
    expect(body.data.map((h) => h.hotelCode)).toEqual([w.h1, w.h2, w.h4, w.h3].map((h) => h.hotelCode));
    expect(body.data[0]).toMatchObject({
      name: w.h1.name,
      code: w.h1.hotelCode,
      cityCode: 'JN',
      cityName: '济南',
      brandCode: 'SMART',
      brandName: '光影智能',
      score: 4.8,
    });
  });

  it('lists every hotel for the head office code', async () => {
    const body = cityHotelResponse.parse((await get('getCityHotel', { HotelCode: HEAD_OFFICE_CODE })).json());
    expect(body.data).toHaveLength(5);
  });

  it('answers an unknown hotel code with 404', async () => {
    expectNotFound(await get('getCityHotel', { HotelCode: 'NOPE' }), '酒店不存在');
  });

  it('refuses an empty hotel code', async () => {
    expectBadRequest(await get('getCityHotel', { HotelCode: '' }), '请提供酒店编码');
  });
});

describe('getBaseArchivesNew', () => {
  it("gives a city's filter groups in the order location, brand, price, facility", async () => {
    const body = baseArchivesResponse.parse((await get('getBaseArchivesNew', { cityCode: 'JN' })).json());
    expect(body.data).toEqual([
      {
        archiveClassCode: 'location',
        archiveClassName: '位置区域',
        haveSubType: 1,
        subDatas: [
          {
            subTypeName: '行政区',
            weBaseArchive: [
              { id: w.lixia.id, name: '历下区' },
              { id: w.huaiyin.id, name: '槐荫区' },
            ],
          },
          { subTypeName: '商圈', weBaseArchive: [{ id: w.quanchengRoad.id, name: '泉城路' }] },
        ],
      },
      {
        archiveClassCode: 'brand',
        archiveClassName: '品牌',
        haveSubType: 0,
        weBaseArchive: [
          { brandCode: 'SMART', name: '光影智能' },
          { brandCode: 'WELL', name: '光影康养' },
        ],
      },
      {
        archiveClassCode: 'price',
        archiveClassName: '价格区间',
        haveSubType: 0,
        weBaseArchive: [
          { id: w.price200.id, name: '200-300元' },
          { id: w.price300.id, name: '300-400元' },
        ],
      },
      {
        archiveClassCode: 'facility',
        archiveClassName: '设施服务',
        haveSubType: 1,
        subDatas: [
          {
            subTypeName: '设施',
            weBaseArchive: [
              { id: w.parking.id, name: '停车场' },
              { id: w.gym.id, name: '健身房' },
            ],
          },
        ],
      },
    ]);
  });

  it('gives every brand and no location group without a city', async () => {
    const body = baseArchivesResponse.parse((await get('getBaseArchivesNew')).json());
    expect(body.data.map((c) => c.archiveClassCode)).toEqual(['brand', 'price', 'facility']);
    expect(body.data[0]?.weBaseArchive).toEqual([
      { brandCode: 'SMART', name: '光影智能' },
      { brandCode: 'WELL', name: '光影康养' },
      { brandCode: 'CUBE', name: '魔方' },
    ]);
  });

  it('answers an unknown city code with 404', async () => {
    expectNotFound(await get('getBaseArchivesNew', { cityCode: 'NOPE' }), '城市不存在');
  });

  it('refuses an over-long city code', async () => {
    expectBadRequest(await get('getBaseArchivesNew', { cityCode: 'X'.repeat(40) }), '城市编码有误');
  });
});

describe('getHotelsByPage', () => {
  async function search(payload: Record<string, unknown>) {
    const res = await post('getHotelsByPage', payload);
    expect(res.statusCode).toBe(200);
    const body = hotelsByPageResponse.parse(res.json());
    return { codes: body.rows.map((h) => h.hotelCode), total: body.total, body };
  }
  const codes = (...hotels: { hotelCode: string }[]) => hotels.map((h) => h.hotelCode);

  it('lists the hotels of a city in stable order (sort, then id) with the total', async () => {
    const { codes: found, total, body } = await search({ cityCode: 'JN' });
    expect(found).toEqual(codes(w.h1, w.h2, w.h4, w.h3));
    expect(total).toBe(4);
    expect(body).toMatchObject({ success: true, statusCode: 200 });
  });

  it('lists every hotel when the city is empty', async () => {
    const { total } = await search({ cityCode: '' });
    expect(total).toBe(5);
  });

  it('pages through the results, the total counting every page', async () => {
    expect(await search({ cityCode: 'JN', pageSize: 2, currentPage: 1 })).toMatchObject({
      codes: codes(w.h1, w.h2),
      total: 4,
    });
    expect(await search({ cityCode: 'JN', pageSize: 2, currentPage: 2 })).toMatchObject({
      codes: codes(w.h4, w.h3),
      total: 4,
    });
    expect(await search({ cityCode: 'JN', pageSize: 2, currentPage: 3 })).toMatchObject({
      codes: [],
      total: 4,
    });
  });

  it('accepts page numbers sent as text', async () => {
    expect(await search({ cityCode: 'JN', pageSize: '2', currentPage: '2' })).toMatchObject({
      codes: codes(w.h4, w.h3),
    });
  });

  it('matches a hotel carrying any chosen archive of one group', async () => {
    expect(await search({ cityCode: 'JN', archives: [w.lixia.id] })).toMatchObject({
      codes: codes(w.h1, w.h2, w.h4),
      total: 3,
    });
    expect(await search({ cityCode: 'JN', archives: [w.lixia.id, w.huaiyin.id] })).toMatchObject({
      codes: codes(w.h1, w.h2, w.h4, w.h3),
      total: 4,
    });
    expect(await search({ archives: [w.parking.id, w.gym.id] })).toMatchObject({ codes: codes(w.h1, w.h2) });
  });

  it('requires a chosen archive of every group', async () => {
    expect(await search({ cityCode: 'JN', archives: [w.lixia.id, w.gym.id] })).toMatchObject({
      codes: codes(w.h2),
      total: 1,
    });
    expect(await search({ archives: [w.lixia.id, w.huaiyin.id, w.parking.id] })).toMatchObject({
      codes: codes(w.h1, w.h2),
    });
    expect(await search({ archives: [w.huaiyin.id, w.gym.id] })).toMatchObject({ codes: [], total: 0 });
  });

  it('treats sub types of one class as separate groups', async () => {
    expect(await search({ archives: [w.lixia.id, w.quanchengRoad.id] })).toMatchObject({
      codes: codes(w.h4),
    });
  });

  it('ignores archive ids that name no archive', async () => {
    expect(await search({ cityCode: 'JN', archives: [999_999] })).toMatchObject({ total: 4 });
  });

  it('filters by brand codes', async () => {
    expect(await search({ cityCode: 'JN', brands: ['WELL'] })).toMatchObject({
      codes: codes(w.h2),
      total: 1,
    });
    expect(await search({ brands: ['WELL', 'CUBE'] })).toMatchObject({ codes: codes(w.h2, w.h5), total: 2 });
    expect(await search({ cityCode: 'JN', brands: ['SMART'], archives: [w.lixia.id] })).toMatchObject({
      codes: codes(w.h1, w.h4),
    });
  });

  it('matches part of the hotel name, ignoring case', async () => {
    expect(await search({ hotelName: '大明湖' })).toMatchObject({ codes: codes(w.h2), total: 1 });
    expect(await search({ hotelName: 'film_hotel' })).toMatchObject({ codes: codes(w.h3) });
    expect(await search({ hotelName: '泉城' })).toMatchObject({ codes: codes(w.h1, w.h4) });
  });

  it('takes % and _ in the name literally', async () => {
    expect(await search({ hotelName: '_' })).toMatchObject({ codes: codes(w.h3), total: 1 });
    expect(await search({ hotelName: '%' })).toMatchObject({ codes: codes(w.h3), total: 1 });
    expect(await search({ hotelName: '\\' })).toMatchObject({ codes: [], total: 0 });
  });

  it('finds nothing in an unknown city', async () => {
    expect(await search({ cityCode: 'NOPE' })).toMatchObject({ codes: [], total: 0 });
  });

  it('refuses invalid paging and filters in Chinese', async () => {
    expectBadRequest(await post('getHotelsByPage', { pageSize: 0 }), '每页条数有误');
    expectBadRequest(await post('getHotelsByPage', { pageSize: 1000 }), '每页条数有误');
    expectBadRequest(await post('getHotelsByPage', { currentPage: 'x' }), '页码有误');
    expectBadRequest(await post('getHotelsByPage', { currentPage: 0 }), '页码有误');
    expectBadRequest(await post('getHotelsByPage', { archives: ['a'] }), '筛选条件有误');
    expectBadRequest(await post('getHotelsByPage', { archives: [-3] }), '筛选条件有误');
    expectBadRequest(await post('getHotelsByPage', { archives: 'a' }), '筛选条件有误');
    expectBadRequest(await post('getHotelsByPage', { brands: [1] }), '品牌编码有误');
    expectBadRequest(await post('getHotelsByPage', { hotelName: 5 }), '酒店名称有误');
    expectBadRequest(await post('getHotelsByPage', { cityCode: ['JN'] }), '城市编码有误');
    expectBadRequest(await post('getHotelsByPage', { hotelName: '长'.repeat(51) }), '酒店名称不能超过50个字');
  });
});

describe('getRoomType', () => {
  it('lists the room types of a hotel with their rate plans', async () => {
    const body = roomTypeResponse.parse((await post('getRoomType', { HotelCode: w.h1.hotelCode })).json());
    expect(body.data.map((r) => r.rtCode)).toEqual(['DK', 'TW']);
    const [deluxe] = body.data;
    expect(deluxe).toMatchObject({
      roomTypeName: '豪华大床房',
      rtName: '豪华大床房',
      pcImages: w.room.roomType.images,
      facilities: w.room.roomType.facilities,
      size: '30㎡',
      bedType: '大床1.8米',
      window: '有窗',
    });
    expect(deluxe?.rateList).toEqual([
      {
        rateClassName: '会员价',
        rtCode: 'DK',
        rateCode: 'MEM',
        isFreeCancel: 1,
        freeCancelRange: cancelPolicyText('arrivalDay'),
        breakfast: 0,
      },
      {
        rateClassName: '特惠不可取消',
        rtCode: 'DK',
        rateCode: 'NRF',
        isFreeCancel: 0,
        freeCancelRange: cancelPolicyText('nonRefundable'),
        breakfast: 0,
      },
    ]);
  });

  it('gives an empty list for a hotel without room types', async () => {
    const body = roomTypeResponse.parse((await post('getRoomType', { HotelCode: w.h2.hotelCode })).json());
    expect(body.data).toEqual([]);
  });

  it('answers an unknown hotel, or the head office, with 404', async () => {
    expectNotFound(await post('getRoomType', { HotelCode: 'NOPE' }), '酒店不存在');
    expectNotFound(await post('getRoomType', { HotelCode: HEAD_OFFICE_CODE }), '酒店不存在');
  });

  it('refuses an empty hotel code', async () => {
    expectBadRequest(await post('getRoomType', { HotelCode: '  ' }), '请提供酒店编码');
  });
});

describe('getRoomTypeDetail', () => {
  it('gives one room type with its rates', async () => {
    const res = await post('getRoomTypeDetail', { hotelCode: w.h1.hotelCode, roomTypeCode: 'TW' });
    const body = roomTypeDetailResponse.parse(res.json());
    expect(body.data).toMatchObject({ rtCode: 'TW', roomTypeName: '标准双床房' });
    expect(body.data.rateList.map((r) => r.rateCode)).toEqual(['BB']);
  });

  it('answers an unknown room type or hotel with 404', async () => {
    expectNotFound(
      await post('getRoomTypeDetail', { hotelCode: w.h1.hotelCode, roomTypeCode: 'NOPE' }),
      '房型不存在',
    );
    expectNotFound(
      await post('getRoomTypeDetail', { hotelCode: w.h2.hotelCode, roomTypeCode: 'DK' }),
      '房型不存在',
    );
    expectNotFound(await post('getRoomTypeDetail', { hotelCode: 'NOPE', roomTypeCode: 'DK' }), '酒店不存在');
  });

  it('refuses a request without a room type code', async () => {
    expectBadRequest(await post('getRoomTypeDetail', { hotelCode: w.h1.hotelCode }), '请提供房型编码');
    expectBadRequest(
      await post('getRoomTypeDetail', { hotelCode: w.h1.hotelCode, roomTypeCode: '' }),
      '请提供房型编码',
    );
  });
});

describe('OpenAPI', () => {
  it('documents every hotel read call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const path of [
      'getBanner',
      'getHotelInfo',
      'getGroupCities',
      'getsalelist',
      'getsaledetail',
      'getCityHotel',
      'getBaseArchivesNew',
      'getHotelsByPage',
      'getRoomType',
      'getRoomTypeDetail',
    ]) {
      expect(Object.keys(doc.paths)).toContain(`${BASE}/${path}`);
    }
  });
});
