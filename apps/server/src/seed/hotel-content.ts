import {
  type HealthContent,
  type HomeContent,
  healthContent,
  homeContent,
  type MeetingContent,
  meetingContent,
  type TeaContent,
  teaContent,
} from '@hotel/shared/api/cms';
import { MAX_MEETING_VENUES } from '@hotel/shared/constants';
import { mediaUrl } from '../content/media/categories.ts';
import type { HotelPlan } from './hotels.ts';
import { intBetween, pickSome } from './random.ts';

/** The four key-value pages of every hotel (meeting.aspx, hotelhome.aspx, health.aspx, tea.aspx). */

const VENUES = [
  {
    title: '光影厅',
    area: 420,
    people: 300,
    note: '无柱设计，层高6米，配备激光投影与LED巨幕，可举办年会、发布会与大型宴会。',
  },
  { title: '星光厅', area: 260, people: 180, note: '顶部星空灯可调色温，适合颁奖典礼、婚宴和主题晚宴。' },
  {
    title: '银幕厅',
    area: 180,
    people: 120,
    note: '影院级音响与阶梯式灯光，可布置剧院式、课桌式等多种会场。',
  },
  {
    title: '胶片厅',
    area: 120,
    people: 60,
    note: '自然采光，配备无线投屏与视频会议系统，适合培训与研讨会。',
  },
  { title: '放映厅', area: 80, people: 40, note: '配有多角度摄像与同传设备，适合路演、答辩与小型发布会。' },
  { title: '蒙太奇厅', area: 45, people: 16, note: '董事会式长桌与独立茶歇区，适合高层会谈与私密商务洽谈。' },
] as const;

const MEETING_TYPES = ['商务会议', '培训讲座', '产品发布会', '年会庆典', '婚宴', '生日宴', '谢师宴'];

function meetingFor(plan: HotelPlan): MeetingContent {
  const code = plan.row.hotelCode;
  const big = plan.brand.brandCode === 'international';
  const count = big
    ? intBetween(`${code}:venues`, 4, MAX_MEETING_VENUES)
    : intBetween(`${code}:venues`, 2, 4);
  // smaller hotels have the smaller rooms: take from the end of the list
  const venues = (big ? VENUES.slice(0, count) : VENUES.slice(VENUES.length - count)).map((v, i) => ({
    title: v.title,
    image: mediaUrl('meeting', `${code}-${i + 1}`),
    description: `面积约${v.area}㎡，可容纳${v.people}人。${v.note}`,
  }));
  return {
    MeetingBanner: mediaUrl('banner', `${code}-meeting`),
    MeetingBannerMob: mediaUrl('banner-mob', `${code}-meeting`),
    BannerTitle: '会议宴会',
    Description: `${plan.row.name}拥有${count}个会议及宴会场地，配备影院级投影、音响和灯光系统，提供会议策划、茶歇、用餐和住宿一站式服务，让每一场活动都精彩呈现。`,
    MeetingImg: mediaUrl('meeting', `${code}-main`),
    MeetingTel: plan.row.tel,
    BanquetDesc:
      '宴会厨房由资深厨师团队主理，融合鲁菜、淮扬菜与地方风味，可按需定制中式围桌与西式自助，婚宴、寿宴、升学宴、公司年会均可承接。',
    BanquetImg: mediaUrl('banquet', `${code}-main`),
    MeetingType: pickSome(`${code}:meeting-types`, MEETING_TYPES, intBetween(`${code}:mt-count`, 4, 6)),
    venues,
  };
}

function homeFor(plan: HotelPlan): HomeContent {
  const code = plan.row.hotelCode;
  return {
    AboutTitle: `关于${plan.row.name}`,
    AboutDesc: `酒店毗邻${plan.site.nearby}，${plan.brand.description}`,
    MeetingTitle: '会议与宴会',
    MeetingDesc: '从十余人的小型研讨到数百人的年会晚宴，影院级声光设备与专业会务团队为您的活动保驾护航。',
    MeetingImg1: mediaUrl('meeting', `${code}-home-1`),
    MeetingImg1Tit: '商务会议',
    MeetingImg1Desc: '多种会场布局，配备投影、音响与视频会议系统，提供茶歇与工作餐。',
    MeetingImg2: mediaUrl('banquet', `${code}-home-2`),
    MeetingImg2Tit: '宴会庆典',
    MeetingImg2Desc: '婚宴、寿宴、升学宴与公司年会，菜单与布置均可定制。',
    HealthTitle: '康体与茶舍',
    HealthImg1: mediaUrl('health', `${code}-home-1`),
    HealthImg1Tit: '康体中心',
    HealthImg1Desc: '健身房、瑜伽室与理疗空间，出差旅途也能保持好状态。',
    HealthImg2: mediaUrl('tea', `${code}-home-2`),
    HealthImg2Tit: '光影茶舍',
    HealthImg2Desc: '一壶好茶，一段老电影，在城市中寻得片刻安宁。',
  };
}

function healthFor(plan: HotelPlan): HealthContent {
  const code = plan.row.hotelCode;
  const wellness = plan.brand.brandCode === 'wellness';
  return {
    HealthBanner: mediaUrl('banner', `${code}-health`),
    HealthBannerMob: mediaUrl('banner-mob', `${code}-health`),
    HealthEnTitle: 'HEALTH & WELLNESS',
    HealthTitle1: wellness ? '康养理疗中心' : '健身中心',
    HealthDesc1: wellness
      ? '由专业理疗师提供中式推拿、艾灸和足疗等项目，结合节气推出养生茶饮与药膳，帮助您舒缓疲劳、调理身心。'
      : '24小时开放，配备跑步机、动感单车和自由力量区，住店客人凭房卡免费使用，并提供运动毛巾与饮用水。',
    HealthTitle2: wellness ? '轻运动与冥想' : '瑜伽与拉伸',
    HealthDesc2: wellness
      ? '每日清晨在观景平台开设太极、八段锦与瑜伽课程，傍晚提供冥想与声音疗愈，住店客人可免费预约参加。'
      : '安静的瑜伽室提供瑜伽垫、泡沫轴与拉伸指导视频，适合长途出行后放松肩颈，舒展身体。',
    HealthImg1: mediaUrl('health', `${code}-1`),
    HealthImg2: mediaUrl('health', `${code}-2`),
    HealthImg3: mediaUrl('health', `${code}-3`),
    HealthImg4: mediaUrl('health', `${code}-4`),
  };
}

function teaFor(plan: HotelPlan): TeaContent {
  const code = plan.row.hotelCode;
  const img = (i: number) => mediaUrl('tea', `${code}-${i}`);
  return {
    TeaBanner: mediaUrl('banner', `${code}-tea`),
    TeaBannerMob: mediaUrl('banner-mob', `${code}-tea`),
    TeaEnTitle1: 'TEA HOUSE',
    TeaEnTitle2: 'TEA CULTURE',
    TeaEnTitle3: 'TEA TIME',
    TeaEnTitle4: 'TEA SPACE',
    TeaTitle1: '光影茶舍',
    TeaTitle2: '名茶品鉴',
    TeaTitle4: '雅致茶室',
    TeaDesc1: `茶舍位于酒店${intBetween(`${code}:tea-floor`, 2, 5)}层，以老电影海报与胶片灯箱装点，提供龙井、碧螺春、铁观音、普洱与崂山绿茶等十余款名茶。`,
    TeaDesc2:
      '茶艺师现场冲泡讲解，配以时令茶点，每周末下午举办茶文化沙龙与经典影片放映，住店会员可免费参加。',
    TeaDesc3: '四间独立茶室可预订用于商务洽谈与朋友小聚，茶室内配备投屏设备，谈事、观影两相宜。',
    TeaImg1: img(1),
    TeaImg2: img(2),
    TeaImg3: img(3),
    TeaImg4: img(4),
    TeaImg5: img(5),
    TeaImg6: img(6),
    TeaImg7: img(7),
  };
}

/** The four content rows of a hotel, each checked against the wire schema so a mismatch fails the seed. */
export function hotelContentsFor(plan: HotelPlan): { kind: string; data: Record<string, unknown> }[] {
  return [
    { kind: 'meeting', data: meetingContent.parse(meetingFor(plan)) },
    { kind: 'home', data: homeContent.parse(homeFor(plan)) },
    { kind: 'health', data: healthContent.parse(healthFor(plan)) },
    { kind: 'tea', data: teaContent.parse(teaFor(plan)) },
  ];
}
