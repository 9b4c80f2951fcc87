import { mediaUrl } from '../../content/media/categories.ts';
import { BRANDS, type BrandSeed } from '../brands.ts';
import { CITIES } from '../cities.ts';
import { HOTEL_SITES } from '../hotel-sites.ts';
import { list, type PageSeed, paragraphs, section } from './types.ts';

/** The group's own pages: the home about card, the About-us tabs and the Brand page tabs. */

const GROUP_NAME = '光影酒店集团';

const groupPage: PageSeed = {
  key: 'group',
  title: GROUP_NAME,
  content: paragraphs(
    `光影酒店集团创立于济南，是一家以“影院客房”为特色的智慧型中端酒店集团，旗下拥有光影智慧、光影国际、光影康养和光影魔方四大品牌，40余家门店分布在华北、华东的${CITIES.length}座城市。`,
    '我们相信，一次好的入住就像一部好电影：有惊喜，有温度，也让人安心。看一场好电影，睡一个好觉——这是光影对每一位客人的承诺。',
  ),
  data: {
    showImage: mediaUrl('content', 'group-about'),
    thumbnail: mediaUrl('hotel', 'group-thumb'),
    logoImage: mediaUrl('logo', 'group'),
    showRights: ['会员专享价', '延时退房', '消费积分', '免费观影'],
  },
};

const groupIntroduction: PageSeed = {
  key: 'about:74',
  title: '集团介绍',
  content: [
    paragraphs(
      '光影酒店集团创立于山东济南，专注于智慧型中端及经济型酒店的投资、管理与加盟连锁经营。集团以“影院客房”为核心产品，将投影巨幕、影院级音响与智能客控引入客房，让每一间客房都成为一座私人影院。',
      `经过多年发展，集团已在北京、上海、济南、青岛、杭州、南京等${CITIES.length}座城市开设40余家门店，并为100余家合作酒店提供了升级改造服务，累计服务会员超过百万人次。`,
    ),
    section(
      '发展历程',
      list([
        '2016年，首家光影智慧酒店在济南泉城广场开业。',
        '2018年，门店走出山东，进入北京、天津、郑州。',
        '2020年，发布光影国际与光影魔方品牌，形成中高端与经济型的完整产品线。',
        '2022年，首家光影康养酒店在青岛崂山开业。',
        '2024年，“影院客房”升级改造项目突破100家。',
      ]),
    ),
    section(
      '我们的使命',
      paragraphs('用科技与光影，让旅途中的每一晚都值得期待；用轻投入、快回报的模式，与业主伙伴共同成长。'),
    ),
  ].join(''),
};

const coreSupport: PageSeed = {
  key: 'about:76',
  title: '核心支撑',
  content: [
    paragraphs('光影的每一家门店背后，都有集团五大中心的专业支撑。'),
    section(
      '智慧系统',
      paragraphs(
        '自主研发的酒店管理系统连通预订、前台、客房与会员，自助入住机、语音管家与智能门锁让客人少排队、门店少用人，单店人房比可降至0.15以下。',
      ),
    ),
    section(
      '会员与渠道',
      paragraphs(
        '官网、小程序与会员体系直连，会员直订比例超过60%，为门店带来稳定的客源，降低对第三方渠道的依赖。',
      ),
    ),
    section(
      '设计与工程',
      paragraphs(
        '标准化的设计手册与集中采购体系，使单房改造成本控制在3万至5万元，最短30天即可完成改造并开业。',
      ),
    ),
    section(
      '收益管理',
      paragraphs(
        '收益管理团队按城市与商圈动态调价，结合会员活动与会议宴会销售，帮助门店提升平均房价与出租率。',
      ),
    ),
    section(
      '人才培养',
      paragraphs('光影学院为门店输送店长、前厅和客房管理人才，新店开业前提供全员带教与驻店指导。'),
    ),
  ].join(''),
};

const brandMeaning: PageSeed = {
  key: 'about:75',
  title: '品牌内涵',
  content: [
    paragraphs(
      '“光影”取自电影：光是温暖与希望，影是记忆与故事。我们希望客人在光影住下的每一晚，都像看了一部好电影——放松、尽兴，醒来时带着好心情出发。',
    ),
    section(
      '品牌标志',
      paragraphs(
        '标志由一格胶片与播放键组成：胶片代表经典与记忆，播放键代表开始与行动，寓意每一段旅程都从光影开始。',
      ),
    ),
    section(
      '品牌主张',
      list(['看一场好电影，睡一个好觉。', '科技有温度，服务有分寸。', '与业主同行，与城市共生。']),
    ),
  ].join(''),
};

const serviceStandards: PageSeed = {
  key: 'about:77',
  title: '服务理念',
  content: [
    paragraphs('光影的服务理念是“恰到好处”：需要时我们随时都在，不需要时绝不打扰。'),
    section(
      '光影服务“五个一”',
      list([
        '一分钟：到店一分钟内有人问候，自助入住三十秒完成。',
        '一句话：房内一句话即可调节灯光、窗帘、空调与投影。',
        '一张床：统一标准的高支棉床品与独立弹簧床垫，每客一换。',
        '一部片：房内片库每月更新，院线新片与经典影片随心点播。',
        '一通电话：住店期间任何需求，一通电话十分钟内响应。',
      ]),
    ),
    section(
      '服务承诺',
      paragraphs(
        '客房不洁、设备故障或噪音影响睡眠，经核实后可为您免费换房或给予房费补偿。我们珍视每一条意见，并会在24小时内回复。',
      ),
    ),
  ].join(''),
};

const HONOURS = [
  { year: 2019, title: '山东省旅游住宿业创新示范单位' },
  { year: 2020, title: '中国酒店业年度最具投资价值新锐品牌' },
  { year: 2021, title: '年度最佳主题酒店品牌' },
  { year: 2022, title: '智慧酒店建设优秀案例' },
  { year: 2023, title: '绿色饭店（12家门店获评）' },
  { year: 2024, title: '年度最受会员欢迎中端酒店品牌' },
  { year: 2025, title: '年度最具创新力中端酒店品牌' },
] as const;

const honours: PageSeed = {
  key: 'about:79',
  title: '企业荣誉',
  content: [
    paragraphs('多年来，光影酒店集团的产品创新与服务品质获得了行业与客人的认可。'),
    list(HONOURS.map((h) => `<strong>${h.year}年</strong> ${h.title}`)),
  ].join(''),
  data: { honours: HONOURS.map((h) => ({ year: h.year, title: h.title })) },
};

const PROPERTY_MANAGEMENT_DETAIL = [
  paragraphs(
    '光影物业管理依托集团多年的酒店运营经验，为写字楼、公寓、产业园区与公共建筑提供酒店式物业服务。',
  ),
  section(
    '服务内容',
    list([
      '前台接待与访客管理',
      '客房式保洁与绿化养护',
      '设施设备运维与能耗管理',
      '安保与消防管理',
      '会议服务与员工餐饮',
    ]),
  ),
  section(
    '服务优势',
    paragraphs('统一的服务标准与培训体系，智慧化的工单系统，让业主和住户享受酒店般的物业体验。'),
  ),
].join('');

const brandTiers: PageSeed = {
  key: 'about:80',
  title: '品牌矩阵',
  content: [
    paragraphs('光影酒店集团旗下四大品牌覆盖中高端、中端与经济型市场，满足商务、度假与年轻客群的不同需求。'),
    list(BRANDS.map((b) => `<strong>${b.name}</strong>（${b.tier}）：${b.description}`)),
  ].join(''),
  data: {
    tiers: BRANDS.map((b) => ({
      brandCode: b.brandCode,
      name: b.name,
      tier: b.tier,
      description: b.description,
    })),
    propertyManagement: {
      name: '光影物业管理',
      summary: '把酒店服务带进写字楼、公寓与产业园区，为业主提供专业、高效的酒店式物业管理。',
      detailHtml: PROPERTY_MANAGEMENT_DETAIL,
    },
  },
};

const BRAND_HIGHLIGHTS: Record<BrandSeed['brandCode'], readonly string[]> = {
  smart: [
    '每间客房配备投影巨幕与智能语音管家',
    '自助入住机三十秒办好入住，退房一键完成',
    '高支棉床品与独立弹簧床垫，保障每一晚好睡眠',
    '大堂光影书吧与24小时自助洗衣房',
  ],
  international: [
    '多功能会议厅配备激光投影与LED巨幕',
    '全日制餐厅提供中西式自助与地方菜',
    '行政酒廊提供下午茶与欢乐时光',
    '专属管家为会议、宴会客人全程服务',
  ],
  wellness: [
    '选址山海湖泉，推窗即景',
    '康养理疗中心提供推拿、艾灸与足疗',
    '光影茶舍与每日晨间太极、瑜伽课程',
    '亲子乐园与周末露天电影夜',
  ],
  magiccube: [
    '模块化客房，小空间大功能',
    '投屏电视、电竞主机与千兆网络',
    '24小时自助入住，价格亲民',
    '紧邻地铁站与高铁站，出行便捷',
  ],
};

function brandPage(brand: BrandSeed): PageSeed {
  const cities = [
    ...new Set(
      HOTEL_SITES.filter((s) => s.brand === brand.brandCode).map(
        (s) => CITIES.find((c) => c.ctCode === s.ctCode)?.cnName ?? '',
      ),
    ),
  ].filter(Boolean);
  return {
    key: `brand:${brand.pageCode}`,
    title: brand.name,
    content: [
      paragraphs(brand.description),
      section('品牌定位', paragraphs(brand.tier)),
      section('产品亮点', list(BRAND_HIGHLIGHTS[brand.brandCode])),
      section('门店分布', paragraphs(`目前已在${cities.join('、')}等城市开业。`)),
    ].join(''),
    data: { gallery: [1, 2, 3, 4].map((i) => mediaUrl('brand', `${brand.brandCode}-${i}`)) },
  };
}

export function aboutPages(): PageSeed[] {
  return [
    groupPage,
    groupIntroduction,
    coreSupport,
    brandMeaning,
    serviceStandards,
    honours,
    brandTiers,
    ...BRANDS.map(brandPage),
  ];
}
