import type { CancelPolicy } from '@hotel/shared/cancel-policy';
import { mediaUrl } from '../content/media/categories.ts';
import type { BrandCode, BrandSeed } from './brands.ts';
import { intBetween, pick, pickSome } from './random.ts';

export interface RatePlanPlan {
  rateCode: string;
  name: string;
  breakfast: number;
  cancelPolicy: CancelPolicy;
  basePriceFen: number;
  sort: number;
}

export interface RoomTypePlan {
  rtCode: string;
  name: string;
  remark: string;
  size: string;
  bedType: string;
  window: string;
  facilities: string[];
  images: string[];
  shortImage: string;
  roomCount: number;
  sort: number;
  rates: RatePlanPlan[];
}

interface RoomTemplate {
  rtCode: string;
  name: string;
  size: string;
  bedType: string;
  window: '有窗' | '部分有窗';
  /** Yuan above the brand's cheapest room. */
  priceAdd: number;
  rooms: readonly [number, number];
  remark: string;
  extras: readonly string[];
}

const BASIC_FACILITIES = ['免费WiFi', '独立卫浴', '24小时热水', '中央空调', '吹风机', '电热水壶', '遮光窗帘'];

const TEMPLATES = {
  DK: {
    rtCode: 'DK',
    name: '高级大床房',
    size: '25㎡',
    bedType: '1.8米大床',
    window: '有窗',
    priceAdd: 0,
    rooms: [18, 30],
    remark: '1.8米乳胶床垫搭配高支棉床品，床尾投影幕布一键落下即可观影，适合商务出行与情侣入住。',
    extras: ['投影巨幕', '智能语音管家', '智能马桶'],
  },
  TW: {
    rtCode: 'TW',
    name: '影音双床房',
    size: '28㎡',
    bedType: '1.2米双床',
    window: '有窗',
    priceAdd: 20,
    rooms: [14, 26],
    remark: '两张1.2米单人床，配备蓝牙音箱与投屏电视，同事出差、朋友结伴入住都很方便。',
    extras: ['投屏电视', '蓝牙音箱', '办公桌'],
  },
  QDK: {
    rtCode: 'QDK',
    name: '观影大床房',
    size: '30㎡',
    bedType: '1.8米大床',
    window: '有窗',
    priceAdd: 40,
    rooms: [10, 18],
    remark: '120英寸投影巨幕与5.1声道环绕音响，片库每月更新院线新片，是光影最受欢迎的主题客房。',
    extras: ['120英寸投影巨幕', '5.1声道音响', '观影零食盒'],
  },
  FAM: {
    rtCode: 'FAM',
    name: '亲子家庭房',
    size: '35㎡',
    bedType: '1.8米大床+1.2米单床',
    window: '有窗',
    priceAdd: 90,
    rooms: [8, 12],
    remark: '大床与儿童床同室，配有儿童洗漱用品、绘本角和动画片单，一家三口出游的省心之选。',
    extras: ['儿童洗漱用品', '绘本角', '投影巨幕'],
  },
  STE: {
    rtCode: 'STE',
    name: '巨幕套房',
    size: '52㎡',
    bedType: '2米大床',
    window: '有窗',
    priceAdd: 260,
    rooms: [8, 10],
    remark: '独立客厅配150英寸巨幕与家庭影院音响，卧室与观影区分离，适合家庭聚会与小型私享观影。',
    extras: ['150英寸巨幕', '家庭影院音响', '独立客厅', '浴缸'],
  },
  EXE: {
    rtCode: 'EXE',
    name: '行政大床房',
    size: '38㎡',
    bedType: '2米大床',
    window: '有窗',
    priceAdd: 150,
    rooms: [8, 14],
    remark: '位于高楼层，可享行政酒廊下午茶与欢乐时光，配备人体工学办公椅，适合高端商务客人。',
    extras: ['行政酒廊礼遇', '人体工学椅', '胶囊咖啡机'],
  },
  VIEW: {
    rtCode: 'VIEW',
    name: '观景大床房',
    size: '36㎡',
    bedType: '1.8米大床',
    window: '有窗',
    priceAdd: 120,
    rooms: [10, 16],
    remark: '整面落地窗尽览山海湖景，清晨可在阳台做一组舒展操，夜晚拉下幕布看一场露天电影。',
    extras: ['观景阳台', '投影巨幕', '瑜伽垫'],
  },
  SDK: {
    rtCode: 'SDK',
    name: '迷你大床房',
    size: '18㎡',
    bedType: '1.5米大床',
    window: '部分有窗',
    priceAdd: -10,
    rooms: [16, 30],
    remark: '紧凑的模块化设计，床、桌、衣柜一体收纳，部分房间无窗但配有新风系统，价格实惠。',
    extras: ['新风系统', '投屏电视', '智能门锁'],
  },
  GAM: {
    rtCode: 'GAM',
    name: '电竞双床房',
    size: '24㎡',
    bedType: '1.2米双床',
    window: '部分有窗',
    priceAdd: 30,
    rooms: [8, 14],
    remark: '两台高配电竞主机与电竞椅，千兆网络，开黑、追剧两不误。',
    extras: ['电竞主机', '电竞椅', '千兆网络'],
  },
} as const satisfies Record<string, RoomTemplate>;

type TemplateCode = keyof typeof TEMPLATES;

/** Every hotel has the first two; one to three of the rest, by brand. */
const ROOMS_BY_BRAND: Record<
  BrandCode,
  { core: readonly TemplateCode[]; optional: readonly TemplateCode[] }
> = {
  smart: { core: ['DK', 'TW'], optional: ['QDK', 'FAM', 'STE'] },
  international: { core: ['DK', 'TW'], optional: ['EXE', 'QDK', 'FAM', 'STE'] },
  wellness: { core: ['DK', 'TW'], optional: ['VIEW', 'FAM', 'STE'] },
  magiccube: { core: ['SDK', 'TW'], optional: ['DK', 'GAM', 'FAM'] },
};

/** Two or three rate plans: the member rate always, then breakfast and/or non-refundable. */
function ratesFor(key: string, basePrice: number): RatePlanPlan[] {
  const member: RatePlanPlan = {
    rateCode: 'MBR',
    name: '会员价',
    breakfast: 0,
    cancelPolicy: 'arrivalDay',
    basePriceFen: basePrice * 100,
    sort: 1,
  };
  const breakfast: RatePlanPlan = {
    rateCode: 'BRK',
    name: '含双早',
    breakfast: 2,
    cancelPolicy: 'arrivalDay',
    basePriceFen: (basePrice + 50) * 100,
    sort: 2,
  };
  const nonRefundable: RatePlanPlan = {
    rateCode: 'NRF',
    name: '不可取消特惠',
    breakfast: 0,
    cancelPolicy: 'nonRefundable',
    basePriceFen: Math.round(basePrice * 0.9) * 100,
    sort: 3,
  };
  switch (intBetween(`${key}:rates`, 0, 2)) {
    case 0:
      return [member, breakfast, nonRefundable];
    case 1:
      return [member, breakfast];
    default:
      return [member, nonRefundable];
  }
}

export function roomTypesFor(hotelCode: string, brand: BrandSeed, pricePremium: number): RoomTypePlan[] {
  const { core, optional } = ROOMS_BY_BRAND[brand.brandCode];
  const extraCount = intBetween(`${hotelCode}:room-count`, 1, Math.min(3, optional.length));
  const codes = [...core, ...pickSome(`${hotelCode}:rooms`, optional, extraCount)];
  // a few yuan of difference between hotels of one brand and city, as real price lists have
  const hotelAdjust = pick(`${hotelCode}:price`, [0, 10, 20, 30]);
  return codes.map((code, index) => {
    const t: RoomTemplate = TEMPLATES[code];
    const key = `${hotelCode}:${t.rtCode}`;
    const basePrice = brand.basePrice + pricePremium + hotelAdjust + t.priceAdd;
    const slug = `${hotelCode}-${t.rtCode}`;
    return {
      rtCode: t.rtCode,
      name: t.name,
      remark: t.remark,
      size: t.size,
      bedType: t.bedType,
      window: t.window,
      facilities: [...t.extras, ...pickSome(`${key}:facilities`, BASIC_FACILITIES, 5)],
      images: [1, 2, 3].map((i) => mediaUrl('room', `${slug}-${i}`)),
      shortImage: mediaUrl('room', `${slug}-s`),
      roomCount: intBetween(`${key}:count`, t.rooms[0], t.rooms[1]),
      sort: index + 1,
      rates: ratesFor(key, basePrice),
    };
  });
}
