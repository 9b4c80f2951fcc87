import { NEWS_SID } from '@hotel/shared/constants';
import { mediaUrl } from '../content/media/categories.ts';
import type { news } from '../db/schema/content.ts';
import { sanitizeContent } from '../lib/sanitize.ts';
import { addDays } from '../lib/time.ts';

interface NewsSeed {
  slug: string;
  title: string;
  /** Days before the seed day it was published. */
  daysAgo: number;
  /** Plain summary; empty lets the server cut an excerpt from the content. */
  description: string;
  paragraphs: readonly string[];
}

const NEWS: readonly NewsSeed[] = [
  {
    slug: 'open-sha-jingan',
    title: '光影智慧酒店（上海静安寺店）盛大开业',
    daysAgo: 6,
    description: '光影智慧酒店上海静安寺店正式开业，开业首月会员入住享八折优惠。',
    paragraphs: [
      '光影智慧酒店（上海静安寺店）日前正式开业。酒店位于静安区愚园路，步行即可到达静安寺和久光百货，地铁2号线、7号线静安寺站近在咫尺。',
      '酒店共有客房126间，全部配备投影巨幕和智能语音管家，其中观影大床房配有120英寸幕布与5.1声道音响。大堂设有自助入住机和24小时开放的光影书吧。',
      '开业首月，光影会员入住可享房费八折优惠，并赠送双人观影零食盒。欢迎新老朋友到店体验。',
    ],
  },
  {
    slug: 'open-hfe-tianehu',
    title: '光影国际酒店（合肥天鹅湖店）正式开业',
    daysAgo: 17,
    description: '',
    paragraphs: [
      '光影国际酒店（合肥天鹅湖店）正式开门迎宾。酒店坐落于蜀山区潜山路，紧邻天鹅湖与安徽省政务中心，是集团在安徽的第二家门店。',
      '酒店拥有168间客房、6个会议及宴会场地和全日制餐厅，最大的光影厅面积约420平方米，配备激光投影与LED巨幕，可承接300人规模的年会与发布会。',
      '开业期间预订会议套餐可享茶歇升级及会议室延时两小时等礼遇。',
    ],
  },
  {
    slug: 'open-wux-lihu',
    title: '光影康养酒店（无锡蠡湖店）开业迎宾',
    daysAgo: 33,
    description: '湖畔康养新去处：光影康养酒店无锡蠡湖店开业，推出“湖光茶韵”康养套餐。',
    paragraphs: [
      '光影康养酒店（无锡蠡湖店）近日开业。酒店位于滨湖区湖滨路，推窗即是蠡湖风光，驾车十分钟可达鼋头渚风景区。',
      '酒店设有康养理疗中心、光影茶舍与亲子乐园，每日清晨在湖畔平台开设太极与八段锦课程，晚间在草坪举办露天电影放映。',
      '开业期间推出“湖光茶韵”康养套餐，包含一晚观景大床房住宿、双人早餐、理疗体验与茶舍品茗。',
    ],
  },
  {
    slug: 'open-xuz-east',
    title: '光影魔方酒店（徐州东站店）开业',
    daysAgo: 48,
    description: '',
    paragraphs: [
      '光影魔方酒店（徐州东站店）正式营业。酒店距徐州东站出站口步行约5分钟，为高铁出行的旅客提供便捷、实惠的住宿选择。',
      '酒店采用模块化客房设计，配备投屏电视、千兆网络和电竞双床房，支持24小时自助入住退房。',
    ],
  },
  {
    slug: 'open-weh-weigao',
    title: '光影智慧酒店（威海威高广场店）开业',
    daysAgo: 64,
    description: '光影智慧酒店威海威高广场店开业，集团在威海的门店增至两家。',
    paragraphs: [
      '光影智慧酒店（威海威高广场店）正式开业，这是集团继国际海水浴场店之后在威海的第二家门店。',
      '酒店位于环翠区新威路，周边是威高广场和威海公园，乘车前往幸福门与刘公岛码头都很方便。',
      '夏季出行高峰期间，酒店为会员提供延时退房至14:00及免费停车服务。',
    ],
  },
  {
    slug: 'award-innovation',
    title: '光影酒店集团荣获“年度最具创新力中端酒店品牌”',
    daysAgo: 80,
    description: '',
    paragraphs: [
      '在近日举行的中国酒店业创新峰会上，光影酒店集团凭借“影院客房”产品体系与智慧化运营，荣获“年度最具创新力中端酒店品牌”称号。',
      '评审团认为，光影将观影体验与住宿深度结合，以较低的改造成本为存量酒店带来了明显的溢价能力，为中端酒店的差异化发展提供了新的思路。',
      '集团表示，将继续加大在智慧客房和会员服务上的投入，让更多客人“看一场好电影，睡一个好觉”。',
    ],
  },
  {
    slug: 'membership-upgrade',
    title: '光影会员体系全新升级：储值会员自动享白金礼遇',
    daysAgo: 95,
    description: '会员等级与积分规则升级，储值卡会员自动成为白金会员，离店后积分自动到账。',
    paragraphs: [
      '光影会员体系近日完成升级。会员分为普通会员、银卡、金卡、白金和钻石五个等级，各等级均可享受会员专属价格。',
      '升级后，开通储值卡的会员将自动成为白金会员，享受延时退房、房型升级（视房态）等礼遇；实际支付每1元累计1积分，离店后自动到账。',
      '积分在自然年内累计，满一年后清零，请会员朋友及时使用。',
    ],
  },
  {
    slug: 'premiere-stay',
    title: '“住酒店看首映”：光影携手本地影院推出观影礼遇',
    daysAgo: 110,
    description: '',
    paragraphs: [
      '光影酒店集团与多地影院合作推出“住酒店看首映”活动，活动期间预订观影大床房或巨幕套房，即可获赠双人电影票一份。',
      '活动覆盖北京、上海、济南、青岛、杭州、南京等城市的20余家门店，电影票可在合作影院兑换当期热映影片。',
      '同时，酒店房内片库同步上新经典影片合集，住店客人可免费点播。',
    ],
  },
  {
    slug: 'family-season',
    title: '暑期亲子季：亲子家庭房限时特惠',
    daysAgo: 128,
    description: '暑期亲子季来了，亲子家庭房连住两晚赠送当地景区门票。',
    paragraphs: [
      '暑期亲子季期间，集团旗下设有亲子家庭房的门店推出限时特惠，连住两晚即赠送周边景区儿童门票或海洋馆门票一份。',
      '亲子家庭房配有儿童床、儿童洗漱用品、绘本角和动画片单，部分度假门店还开设了亲子手工课与露天电影夜。',
    ],
  },
  {
    slug: 'franchise-conference',
    title: '光影酒店集团年度加盟商大会在济南召开',
    daysAgo: 146,
    description: '',
    paragraphs: [
      '光影酒店集团年度加盟商大会在济南召开，来自华北、华东十余个城市的业主和投资人齐聚泉城。',
      '会上，集团介绍了“影院客房”改造方案的最新进展：单房改造成本约3万至5万元，改造后门店平均房价和出租率均有明显提升，部分门店利润提升超过50%。',
      '集团还发布了面向存量酒店的合作经营与委托管理新方案，帮助业主以更低的投入实现升级。',
    ],
  },
  {
    slug: 'smart-room-3',
    title: '光影智慧客房3.0上线：语音管家、无接触入住全面覆盖',
    daysAgo: 163,
    description: '智慧客房3.0上线，语音控制灯光窗帘与投影，自助入住全程无需排队。',
    paragraphs: [
      '光影智慧客房3.0近日在旗下门店全面上线。客人只需一句话，即可控制灯光、窗帘、空调与投影幕布，还能呼叫送物机器人。',
      '新版自助入住机支持身份证识别与人脸核验，办理入住平均只需30秒；退房时在房内或手机上一键完成，押金原路退回。',
    ],
  },
  {
    slug: 'green-stay',
    title: '光影酒店集团启动“绿色住宿”行动',
    daysAgo: 181,
    description: '',
    paragraphs: [
      '响应节能减排倡议，光影酒店集团在全部门店启动“绿色住宿”行动，客房默认不再主动提供一次性洗漱用品，客人如有需要可随时向前台索取。',
      '连续入住的客人可选择“不换床品”，每次可获赠会员积分20分。集团计划年内完成所有门店的节能灯具与智能温控改造。',
    ],
  },
  {
    slug: 'wellness-package',
    title: '光影康养酒店推出秋冬“暖养”套餐',
    daysAgo: 199,
    description: '秋冬暖养季：康养酒店推出理疗+茶饮+住宿组合套餐。',
    paragraphs: [
      '秋冬时节，光影康养酒店推出“暖养”套餐，包含一晚住宿、双人早餐、艾灸或足疗体验一次以及节气养生茶饮。',
      '套餐适用于济南趵突泉店、青岛崂山石老人店、烟台山店、威海国际海水浴场店、杭州西湖湖滨店与无锡蠡湖店。',
    ],
  },
  {
    slug: 'upgrade-100',
    title: '光影“影院客房”升级改造项目突破100家',
    daysAgo: 222,
    description: '',
    paragraphs: [
      '截至目前，光影酒店集团为合作酒店提供的“影院客房”升级改造项目已突破100家，覆盖华北、华东多个省市。',
      '改造以“轻投入、快回报”为原则，不动主体结构，以投影巨幕、智能控制和软装焕新为主，单房改造成本控制在3万至5万元，施工周期最短仅需30天。',
      '集团表示，将继续为存量酒店业主提供从设计、采购到运营的一站式服务。',
    ],
  },
  {
    slug: 'service-training',
    title: '光影学院首期店长训练营顺利结业',
    daysAgo: 240,
    description: '光影学院首期店长训练营结业，48名学员获得店长任职资格。',
    paragraphs: [
      '光影学院首期店长训练营日前顺利结业，来自各门店的48名学员完成了为期六周的课程，内容涵盖收益管理、会员运营、安全管理与服务品质。',
      '集团将持续通过光影学院培养一线管理人才，为门店的快速发展储备力量。',
    ],
  },
];

export type NewsRow = typeof news.$inferInsert;

export function newsRows(today: string): NewsRow[] {
  return NEWS.map((item) => {
    const image = mediaUrl('news', item.slug);
    const [first, ...rest] = item.paragraphs;
    const html = [
      `<p>${first ?? ''}</p>`,
      `<p><img src="${mediaUrl('content', `news-${item.slug}`)}" alt="${item.title}" width="800" height="400"></p>`,
      ...rest.map((p) => `<p>${p}</p>`),
    ].join('');
    return {
      sid: NEWS_SID,
      title: item.title,
      publishedOn: addDays(today, -item.daysAgo),
      image,
      content: sanitizeContent(html),
      description: item.description,
    };
  });
}
