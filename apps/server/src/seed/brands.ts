/** The four brands of the group, cheapest first within each positioning. */

export type BrandCode = 'smart' | 'international' | 'wellness' | 'magiccube';

export interface BrandSeed {
  brandCode: BrandCode;
  name: string;
  tier: string;
  description: string;
  /** Tab code of the Brand page and key `brand:<code>` of its content page. */
  pageCode: number;
  /** Nightly price of the cheapest room type before the city premium, in yuan. */
  basePrice: number;
  features: readonly string[];
}

export const BRANDS: readonly BrandSeed[] = [
  {
    brandCode: 'smart',
    name: '光影智慧酒店',
    tier: '智慧影音 · 中端精选',
    description:
      '以“一间客房就是一座私人影院”为核心理念，自助入住、语音管家与投影巨幕成为标配，为商旅客人提供高效、舒适、有趣的住宿体验。',
    pageCode: 75,
    basePrice: 219,
    features: ['巨幕影院房', '智能语音客房', '自助入住', '杜比音效客房'],
  },
  {
    brandCode: 'international',
    name: '光影国际酒店',
    tier: '商务会议 · 中高端',
    description:
      '坐落于城市核心商务区，拥有多功能会议厅、全日制餐厅与行政酒廊，以影院级视听设备服务商务会议与宴会活动。',
    pageCode: 78,
    basePrice: 339,
    features: ['行政酒廊', '影院式会议厅', '全日制餐厅', '城市景观房'],
  },
  {
    brandCode: 'wellness',
    name: '光影康养酒店',
    tier: '休闲度假 · 康养生活',
    description:
      '选址于山海湖泉等自然风景之中，融合中式养生、轻运动与茶文化，为家庭度假与银发旅居客人打造慢节奏的疗愈时光。',
    pageCode: 76,
    basePrice: 389,
    features: ['湖景观影房', '康体理疗', '光影茶舍', '亲子乐园'],
  },
  {
    brandCode: 'magiccube',
    name: '光影魔方酒店',
    tier: '年轻潮玩 · 经济型',
    description:
      '为年轻人和城市短住客人设计的模块化客房，小而精致、价格亲民，配备投屏电视与游戏主机，交通枢纽与热门商圈随处可见。',
    pageCode: 77,
    basePrice: 189,
    features: ['电竞投屏房', '模块化客房', '24小时自助', '近地铁站'],
  },
];

export function brandByCode(code: BrandCode): BrandSeed {
  const brand = BRANDS.find((b) => b.brandCode === code);
  if (!brand) throw new Error(`unknown brand ${code}`);
  return brand;
}
