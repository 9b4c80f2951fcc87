import { cancelPolicyText } from '@hotel/shared/cancel-policy';
import { mediaUrl } from '../content/media/categories.ts';
import type { hotels } from '../db/schema/catalog.ts';
import { sanitizeContent } from '../lib/sanitize.ts';
import { FACILITY_ARCHIVES } from './archives.ts';
import { type BrandCode, type BrandSeed, brandByCode } from './brands.ts';
import { CITIES, type CitySeed } from './cities.ts';
import { HOTEL_SITES, type HotelSite } from './hotel-sites.ts';
import { intBetween, offset, pick, pickSome } from './random.ts';
import { type RoomTypePlan, roomTypesFor } from './rooms.ts';

export type HotelRow = Omit<typeof hotels.$inferInsert, 'id' | 'brandId' | 'cityId'>;

/** Everything the seed writes for one hotel, before database ids exist. */
export interface HotelPlan {
  site: HotelSite;
  city: CitySeed;
  brand: BrandSeed;
  row: HotelRow & { hotelCode: string; name: string; tel: string };
  roomTypes: RoomTypePlan[];
  /** Names of the facility archives it is filed under. */
  facilities: string[];
}

/** Hotels are numbered from HJ000101; HJ000001 is the head office. */
export function hotelCodeAt(index: number): string {
  return `HJ${String(101 + index).padStart(6, '0')}`;
}

function cityOf(ctCode: string): CitySeed {
  const city = CITIES.find((c) => c.ctCode === ctCode);
  if (!city) throw new Error(`hotel in unknown city ${ctCode}`);
  return city;
}

const BRAND_PARAGRAPHS: Record<BrandCode, (site: HotelSite, roomTotal: number) => string> = {
  smart: () =>
    '酒店以“每间客房都是一座私人影院”为设计理念，客房均配备投影巨幕、智能语音管家和高品质床品，大堂设有自助入住机，三十秒即可办好入住，让每一次出行都轻松高效。',
  international: (_, roomTotal) =>
    `酒店拥有${roomTotal}间精致客房，以及多功能会议厅、全日制餐厅和行政酒廊，影院级声光设备可满足商务会议、产品发布与各类宴请需求，专业管家团队全程贴心服务。`,
  wellness: (site) =>
    `酒店依托${site.nearby}一带的自然景观，打造集客房、康体理疗、光影茶舍与亲子乐园于一体的休闲度假空间。晨间瑜伽、午后茶叙、夜晚露天观影，让您在山海湖泉之间放慢脚步。`,
  magiccube: () =>
    '酒店采用模块化客房设计，小巧精致、功能齐全，配备投屏电视与高速网络，24小时自助入住退房，价格亲民，是年轻人和城市短住客人的理想之选。',
};

const CLOSING_PARAGRAPHS = [
  '光影会员入住可享会员专属价格、延时退房至14:00等礼遇，实际支付每1元累计1积分。',
  '酒店提供行李寄存、叫醒服务和24小时前台，欢迎您来光影，看一场好电影，睡一个好觉。',
  '无论是出差途中的短暂停留，还是和家人朋友的周末出游，光影都愿做您在这座城市的影院和家。',
];

function facilitiesFor(code: string, brand: BrandCode): string[] {
  const always: Record<BrandCode, string[]> = {
    smart: ['自助入住'],
    international: ['会议室', '餐厅'],
    wellness: ['健身房', '免费停车'],
    magiccube: ['自助入住'],
  };
  const all = [...FACILITY_ARCHIVES.设施, ...FACILITY_ARCHIVES.服务];
  const chosen = new Set([
    ...always[brand],
    '行李寄存',
    '叫醒服务',
    '24小时前台',
    ...pickSome(`${code}:facilities`, all, 4),
  ]);
  return all.filter((name) => chosen.has(name));
}

function showRightsFor(code: string, facilities: readonly string[]): string[] {
  const rights = ['会员价', '延时退房'];
  if (facilities.includes('免费停车')) rights.push('免费停车');
  rights.push(pick(`${code}:right`, ['会员早餐', '免费观影', '欢迎水果', '免费洗衣']));
  return rights;
}

/** A front-desk number of the city: area code and eight digits, as Chinese landlines are written. */
function tel(city: CitySeed, code: string): string {
  const first = pick(`${code}:tel-first`, ['5', '6', '8']);
  return `${city.areaCode}-${first}${String(intBetween(`${code}:tel`, 0, 9_999_999)).padStart(7, '0')}`;
}

/** The branch as guests say it: 济南泉城广场店, but 郑州东站店 rather than 郑州郑州东站店. */
function branchName(city: CitySeed, site: HotelSite): string {
  return site.branch.startsWith(city.cnName) ? site.branch : `${city.cnName}${site.branch}`;
}

function remarkHtml(site: HotelSite, intro: string[], facilities: string[]) {
  return [
    '<h3>酒店简介</h3>',
    ...intro.map((p) => `<p>${p}</p>`),
    '<h3>交通位置</h3>',
    `<p>酒店地址：${site.address}。${site.transit}</p>`,
    '<h3>设施服务</h3>',
    `<p>${facilities.join('、')}。</p>`,
    '<h3>入住须知</h3>',
    '<ul>',
    '<li>入住时间：14:00以后；退房时间：12:00以前。</li>',
    '<li>入住时请出示每位客人本人的有效身份证件，每间客房最多可入住3位客人。</li>',
    `<li>取消政策以所订房价注明的为准，如“${cancelPolicyText('arrivalDay')}”</li>`,
    '<li>酒店全面禁烟，暂不接待宠物，敬请谅解。</li>',
    '</ul>',
  ].join('');
}

/** The plan of every hotel, in hotel-code order. */
export function planHotels(): HotelPlan[] {
  const sortInCity = new Map<string, number>();
  return HOTEL_SITES.map((site, index) => {
    const code = hotelCodeAt(index);
    const city = cityOf(site.ctCode);
    const brand = brandByCode(site.brand);
    const name = `${brand.name}（${branchName(city, site)}）`;
    const roomTypes = roomTypesFor(code, brand, city.pricePremium);
    const roomTotal = roomTypes.reduce((sum, rt) => sum + rt.roomCount, 0);
    const facilities = facilitiesFor(code, brand.brandCode);
    const intro = [`${name}${site.story}`, BRAND_PARAGRAPHS[brand.brandCode](site, roomTotal)];
    // a short hotel has two paragraphs, a few have a third: the list must cope with both
    if (intBetween(`${code}:closing`, 0, 2) > 0) intro.push(pick(`${code}:closing-text`, CLOSING_PARAGRAPHS));

    const sort = (sortInCity.get(city.ctCode) ?? 0) + 1;
    sortInCity.set(city.ctCode, sort);
    const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
    return {
      site,
      city,
      brand,
      roomTypes,
      facilities,
      row: {
        hotelCode: code,
        name,
        tel: tel(city, code),
        address: site.address,
        description: sanitizeContent(intro.map((p) => `<p>${p}</p>`).join('')),
        hotelRemark: sanitizeContent(remarkHtml(site, intro, facilities)),
        feature: pick(`${code}:feature`, brand.features),
        businessType: site.businessType,
        score: (43 + intBetween(`${code}:score`, 0, 6)) / 10,
        pcThumbnail: mediaUrl('hotel', `${code}-thumb`),
        showImage: mediaUrl('hotel', code),
        logoImage: mediaUrl('logo', brand.brandCode),
        showRights: showRightsFor(code, facilities),
        latitude: site.unlocated ? 0 : round6(city.latitude + offset(`${code}:lat`, 0.03)),
        longitude: site.unlocated ? 0 : round6(city.longitude + offset(`${code}:lng`, 0.04)),
        sort,
      },
    };
  });
}
