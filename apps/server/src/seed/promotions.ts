import type { SaleTheme } from '@hotel/shared/constants';
import { mediaUrl } from '../content/media/categories.ts';
import type { promotions } from '../db/schema/content.ts';
import { sanitizeContent } from '../lib/sanitize.ts';
import { addDays } from '../lib/time.ts';

interface PromotionSeed {
  slug: string;
  theme: SaleTheme;
  /** Hotel code, or null for a group-wide offer. */
  hotelCode: string | null;
  title: string;
  /** Days from the seed day; most offers run now, one is over and one is still to come. */
  startsIn: number;
  lastsDays: number;
  /** The price part of salesInfo: 每晚258元起. */
  price: string;
  salesList: readonly string[];
  description: string;
  paragraphs: readonly string[];
}

const PROMOTIONS: readonly PromotionSeed[] = [
  {
    slug: 'live-member-3nights',
    theme: 'live',
    hotelCode: null,
    title: '会员连住三晚享八五折',
    startsIn: -20,
    lastsDays: 120,
    price: '每晚186元起',
    salesList: [
      '光影会员连续入住3晚及以上，房费享八五折',
      '连住期间均可累计会员积分',
      '全国门店通用，节假日不加价',
    ],
    description: '会员连住三晚及以上，全国门店房费八五折。',
    paragraphs: [
      '出差、旅居、探亲，住得越久越划算。活动期间，光影会员在集团任意门店连续入住3晚及以上，即可享受房费八五折优惠。',
      '优惠适用于会员价与含早价，不适用于不可取消特惠价。预订时选择对应房型和价格，系统将自动计算折扣。',
    ],
  },
  {
    slug: 'live-early-bird',
    theme: 'live',
    hotelCode: null,
    title: '早鸟预订 · 提前7天订房立减30元',
    startsIn: -45,
    lastsDays: 150,
    price: '每晚立减30元',
    salesList: ['入住日前7天及以上预订', '每间夜立减30元', '需在线支付，预订后可免费取消至入住当天18:00'],
    description: '提前7天预订，每间夜立减30元。',
    paragraphs: [
      '计划越早，优惠越多。活动期间提前7天及以上在官网预订任意门店，每间夜立减30元。',
      '早鸟价支持在入住当天18:00前免费取消，行程有变也不用担心。',
    ],
  },
  {
    slug: 'live-westlake',
    theme: 'live',
    hotelCode: 'HJ000137',
    title: '西湖漫游季 · 连住礼遇',
    startsIn: -10,
    lastsDays: 90,
    price: '每晚458元起',
    salesList: ['任意房型每晚458元起', '含双人早餐及茶舍品茗券', '连住两晚赠送西湖游船船票两张'],
    description: '推窗见湖，连住两晚赠西湖游船船票。',
    paragraphs: [
      '从酒店步行三分钟即到西湖湖滨，清晨沿湖慢跑，傍晚在断桥看落日，夜晚回到房间拉下幕布看一部老电影。',
      '活动期间预订任意房型，每晚458元起，含双人早餐和茶舍品茗券；连住两晚另赠西湖游船船票两张。',
    ],
  },
  {
    slug: 'eat-breakfast',
    theme: 'eat',
    hotelCode: null,
    title: '光影早餐 · 会员加购仅需19元',
    startsIn: -30,
    lastsDays: 180,
    price: '每位19元',
    salesList: [
      '会员预订不含早房型，可在前台加购早餐',
      '每位19元，儿童身高1.2米以下免费',
      '供应时间7:00-10:00',
    ],
    description: '会员加购早餐每位19元，儿童免费。',
    paragraphs: [
      '早餐汇集各地特色点心、现煮面条与现磨咖啡，会员预订不含早房型也可在前台以每位19元加购。',
      '身高1.2米以下的儿童随同父母免费用餐。',
    ],
  },
  {
    slug: 'eat-quancheng',
    theme: 'eat',
    hotelCode: 'HJ000112',
    title: '泉城风味 · 双人鲁菜定食',
    startsIn: -15,
    lastsDays: 75,
    price: '双人套餐168元',
    salesList: [
      '九转大肠、糖醋鲤鱼、把子肉等经典鲁菜',
      '双人套餐168元，住店客人再享九折',
      '供应时间11:30-13:30，17:30-20:30',
    ],
    description: '地道鲁菜双人定食，住店客人九折。',
    paragraphs: [
      '来济南，不能错过一桌地道鲁菜。酒店餐厅推出双人鲁菜定食，九转大肠、糖醋鲤鱼、把子肉一次尝遍。',
      '套餐每份168元，住店客人凭房卡再享九折。',
    ],
  },
  {
    slug: 'play-premiere',
    theme: 'play',
    hotelCode: null,
    title: '住酒店看首映 · 观影房送双人电影票',
    startsIn: -25,
    lastsDays: 100,
    price: '每晚259元起',
    salesList: ['预订观影大床房或巨幕套房', '每间夜赠送合作影院双人电影票一份', '房内片库免费点播经典影片'],
    description: '预订观影主题房，赠送双人电影票。',
    paragraphs: [
      '活动期间预订观影大床房或巨幕套房，每间夜赠送合作影院双人电影票一份，可兑换当期热映影片。',
      '回到酒店，房内片库还有数百部经典影片可免费点播。',
    ],
  },
  {
    slug: 'play-laoshan',
    theme: 'play',
    hotelCode: 'HJ000117',
    title: '崂山踏浪 · 亲子度假套餐',
    startsIn: -5,
    lastsDays: 60,
    price: '每晚699元起',
    salesList: [
      '任意房型一晚（可免费加儿童床）',
      '含2大1小早餐',
      '赠送石老人海水浴场亲子手工课一节',
      '儿童欢迎礼包一份',
    ],
    description: '海边亲子度假，含早餐与亲子手工课。',
    paragraphs: [
      '酒店紧邻石老人海水浴场，孩子在沙滩挖沙踏浪，大人在观景阳台吹着海风喝杯茶。',
      '套餐包含客房一晚（可免费加儿童床）、2大1小早餐、亲子手工课一节和儿童欢迎礼包。',
    ],
  },
  {
    slug: 'play-weihai-beach',
    theme: 'play',
    hotelCode: 'HJ000121',
    title: '海滨亲子季 · 连住两晚赠海洋馆门票',
    startsIn: 10,
    lastsDays: 90,
    price: '每晚529元起',
    salesList: ['连住两晚及以上', '赠送威海海洋馆儿童门票一张', '免费停车，延时退房至14:00'],
    description: '连住两晚赠海洋馆儿童门票。',
    paragraphs: [
      '海滨亲子季即将开启。活动期间在国际海水浴场店连住两晚及以上，即赠送海洋馆儿童门票一张。',
      '酒店提供免费停车和延时退房至14:00，带娃出游更从容。',
    ],
  },
  {
    slug: 'meet-half-day',
    theme: 'meet',
    hotelCode: null,
    title: '高效会议 · 半日会议套餐',
    startsIn: -40,
    lastsDays: 200,
    price: '每位128元起',
    salesList: ['会议室半日使用（4小时）', '投影、音响、无线话筒及纸笔', '上午或下午茶歇一次', '20人起订'],
    description: '半日会议套餐每位128元起，含会场、设备与茶歇。',
    paragraphs: [
      '一场高效的会议，从一间好用的会议室开始。半日会议套餐包含4小时会场使用、影院级投影音响设备和一次茶歇。',
      '20人起订，全日会议及含午餐套餐请咨询各门店销售经理。',
    ],
  },
  {
    slug: 'meet-guomao',
    theme: 'meet',
    hotelCode: 'HJ000102',
    title: 'CBD商务会议全包价',
    startsIn: -12,
    lastsDays: 110,
    price: '每位398元起',
    salesList: [
      '全日会议含会场、设备、两次茶歇与自助午餐',
      '会议当晚住宿享协议价',
      '免费提供会议签到与指引布置',
    ],
    description: '国贸商圈全日会议全包价，每位398元起。',
    paragraphs: [
      '酒店位于国贸CBD核心区域，光影厅可容纳300人，另有多个中小型会议室可供分组讨论。',
      '全包价含会场、设备、两次茶歇与自助午餐，参会人员当晚住宿享协议价。',
    ],
  },
  {
    slug: 'banquet-wedding',
    theme: 'banquet',
    hotelCode: null,
    title: '光影婚宴 · 影院式婚礼堂',
    startsIn: -60,
    lastsDays: 300,
    price: '每桌2888元起',
    salesList: [
      '婚礼当天新人入住巨幕套房一晚',
      '婚礼影像在宴会厅巨幕循环播放',
      '10桌以上赠送婚礼蛋糕与香槟塔',
    ],
    description: '在巨幕前讲述你们的爱情故事，婚宴每桌2888元起。',
    paragraphs: [
      '把你们的爱情故事放上大银幕。光影婚礼堂配备LED巨幕与剧场灯光，婚礼影像可在仪式和宴席中循环播放。',
      '婚宴每桌2888元起，10桌以上赠送婚礼蛋糕与香槟塔，新人当晚免费入住巨幕套房。',
    ],
  },
  {
    slug: 'banquet-graduation',
    theme: 'banquet',
    hotelCode: 'HJ000128',
    title: '谢师宴 · 升学宴',
    startsIn: -3,
    lastsDays: 70,
    price: '每桌1688元起',
    salesList: ['每桌1688元起（10人位）', '免费提供横幅、背景板与巨幕播放', '赠送每桌果盘一份'],
    description: '升学宴每桌1688元起，免费巨幕播放成长影像。',
    paragraphs: [
      '金榜题名，感恩师长。宴会厅巨幕可播放孩子的成长影像与毕业照片，让这一天更有纪念意义。',
      '每桌1688元起，免费提供横幅与背景板，赠送每桌果盘一份。',
    ],
  },
  {
    slug: 'banquet-annual',
    theme: 'banquet',
    hotelCode: 'HJ000131',
    title: '年会尾牙宴 · 早订早优惠',
    startsIn: -90,
    lastsDays: 85,
    price: '每桌2280元起',
    salesList: ['30桌以内整场包场', '免费使用舞台、LED巨幕与音响灯光', '提前60天预订赠送抽奖礼品一份'],
    description: '',
    paragraphs: [
      '年终岁末，为团队办一场难忘的年会。宴会厅可容纳30桌，舞台、巨幕与灯光音响免费使用。',
      '每桌2280元起，提前60天预订另赠抽奖礼品一份。',
    ],
  },
];

export type PromotionRow = Omit<typeof promotions.$inferInsert, 'hotelId'>;

function chineseDay(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${month}月${day}日`;
}

/** Rows with the hotel code to resolve; dates are relative to `today` so the offers look current. */
export function promotionRows(today: string): { hotelCode: string | null; row: PromotionRow }[] {
  return PROMOTIONS.map((p) => {
    const beginsOn = addDays(today, p.startsIn);
    const endsOn = addDays(beginsOn, p.lastsDays);
    const content = [
      ...p.paragraphs.map((text) => `<p>${text}</p>`),
      '<h3>优惠内容</h3>',
      `<ul>${p.salesList.map((line) => `<li>${line}</li>`).join('')}</ul>`,
      '<h3>活动说明</h3>',
      `<p>活动时间：${chineseDay(beginsOn)}至${chineseDay(endsOn)}。优惠名额有限，以实际预订结果为准；如有疑问请致电门店或集团客服。</p>`,
    ].join('');
    return {
      hotelCode: p.hotelCode,
      row: {
        title: p.title,
        theme: p.theme,
        isGroup: p.hotelCode === null,
        content: sanitizeContent(content),
        salesInfo: `${chineseDay(beginsOn)}至${chineseDay(endsOn)} ${p.price}`,
        salesList: [...p.salesList],
        showImage: mediaUrl('sale', p.slug),
        thumbnail: mediaUrl('sale', `${p.slug}-thumb`),
        beginsOn,
        endsOn,
        description: p.description,
      },
    };
  });
}
