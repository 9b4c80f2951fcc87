import { saleListContent } from '@hotel/shared/api/cms';
import { MEMBERSHIP_RULES_TEXT, SALE_THEME_WORDS, SALE_THEMES } from '@hotel/shared/constants';
import { mediaUrl } from '../../content/media/categories.ts';
import { MEMBER_LEVELS } from '../members.ts';
import { list, type PageSeed, paragraphs, section } from './types.ts';

/** The franchise pitch, the sales list header and the membership rules. */

const JOIN_STATS = [
  { value: '40+', label: '在营酒店' },
  { value: '100+', label: '升级改造酒店' },
  { value: '50%+', label: '改造后利润提升' },
  { value: '3-5万元', label: '单房改造成本' },
] as const;

const JOIN_MODELS = [
  {
    code: 'franchise',
    name: '特许加盟',
    summary: '使用光影品牌、系统与会员渠道，业主自主经营。',
    detail:
      '适合有酒店经营经验的业主。集团提供选址评估、设计方案、集中采购、开业筹备与持续督导，业主自主招聘和管理团队。',
  },
  {
    code: 'cooperation',
    name: '合作经营',
    summary: '集团派驻核心管理人员，与业主共担经营、共享收益。',
    detail: '适合希望借助专业团队提升业绩的业主。集团派驻店长与收益经理，双方按约定比例分享经营收益。',
  },
  {
    code: 'management',
    name: '委托管理',
    summary: '集团全面负责日常经营，业主省心省力。',
    detail: '适合物业持有方与财务投资人。集团负责人员、营销、收益与品质管理，定期向业主报告经营情况。',
  },
] as const;

/**
 * The text tells what the page's structured parts do not: the claims (`stats`), the models
 * (`models`) and the hotline and e-mail (the contact card, from configuration) are shown once,
 * from those parts, and not repeated in it.
 */
const joinIn: PageSeed = {
  key: 'joinIn',
  title: '加盟合作',
  content: [
    paragraphs(
      '光影酒店集团以“影院客房”为核心产品，帮助新建酒店和存量酒店以较低的投入实现差异化升级：不动主体结构，以投影巨幕、智能客控和软装焕新为主，单房改造成本约3万至5万元，最短30天即可开业。',
    ),
    section(
      '为什么选择光影',
      list([
        '<strong>轻投入</strong>：标准化设计与集中采购，单房改造3万至5万元，投资回收期短。',
        '<strong>高回报</strong>：影院客房的溢价能力明显，合作门店改造后利润平均提升50%以上。',
        '<strong>强渠道</strong>：百万会员与官网直订体系，为门店带来稳定客源。',
        '<strong>全支持</strong>：从选址评估、设计施工、开业筹备到收益管理，全程专业团队支持。',
      ]),
    ),
    section(
      '合作流程',
      list([
        '提交意向与物业资料',
        '项目考察与投资测算',
        '签订合作协议',
        '设计施工与人员招聘培训',
        '开业运营与持续督导',
      ]),
    ),
  ].join(''),
  data: {
    banner: mediaUrl('banner', 'join-in'),
    bannerMob: mediaUrl('banner-mob', 'join-in'),
    stats: JOIN_STATS.map((s) => ({ ...s })),
    models: JOIN_MODELS.map((m) => ({ ...m })),
  },
};

const saleList: PageSeed = {
  key: 'salelist',
  title: '光影优惠',
  content: paragraphs('住、食、游、会、宴，光影为您准备了全年好礼。'),
  data: saleListContent.parse({
    Banner: mediaUrl('banner', 'sales'),
    BannerMob: mediaUrl('banner-mob', 'sales'),
    Title: '光影优惠',
    Description: '住、食、游、会、宴，五大主题优惠全年不停，会员预订更享专属礼遇。',
    themes: SALE_THEMES.map((code) => ({ code, name: `光影·${SALE_THEME_WORDS[code]}` })),
  }),
};

const membershipRules: PageSeed = {
  key: 'membershipRules',
  title: '会员章程',
  content: [
    section(
      '会员等级',
      paragraphs(
        `光影会员分为${MEMBER_LEVELS.map((l) => l.name).join('、')}五个等级，注册即成为普通会员，各等级均可享受会员专属价格。`,
      ),
    ),
    section('积分规则', paragraphs('会员实际支付每1元累计1积分，于离店后自动到账，可在会员中心随时查询。')),
    section('等级与积分', list(MEMBERSHIP_RULES_TEXT)),
  ].join(''),
};

export function sitePages(): PageSeed[] {
  return [joinIn, saleList, membershipRules];
}
