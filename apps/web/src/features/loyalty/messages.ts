import type { MemberCoupon } from '@hotel/shared/api/loyalty';
import { priceFigure } from '@hotel/shared/money';

/** Wording of the member centre's 我的积分 and 我的抵用券 (the statuses' names are COUPON_STATUS_LABELS). */
export const LOYALTY_TEXT = {
  // 我的积分
  pointsTab: '我的积分',
  pointsTitle: '积分余额',
  pointsUnit: '积分',
  balance: (points: number) => points.toLocaleString('zh-CN'),
  worth: (yuan: string) => `约可抵 ${yuan}`,
  howPointsPay: (pointsPerYuan: number, maxSharePercent: number) =>
    `${pointsPerYuan}积分抵¥1，最多抵订单金额的${maxSharePercent}%`,
  howPointsEarn: '离店后按实际支付金额每1元累积1积分；预订时可在填写信息页使用积分抵扣房费。',
  historyTitle: '积分明细',
  time: '时间',
  kind: '类型',
  points: '积分',
  balanceAfter: '余额',
  /** The order a change belongs to: its number and its stay (hotel, dates). */
  order: '订单',
  signed: (points: number) =>
    points > 0 ? `+${points.toLocaleString('zh-CN')}` : `-${Math.abs(points).toLocaleString('zh-CN')}`,
  noPoints: '暂无积分记录，入住离店后即可累积积分',

  // 我的抵用券
  couponsTab: '我的抵用券',
  statusTab: (label: string, count: number) => `${label}（${count}）`,
  noCoupons: {
    available: '暂无可用的抵用券',
    used: '暂无已使用的抵用券',
    expired: '暂无已过期的抵用券',
  } satisfies Record<MemberCoupon['status'], string>,
  /** ¥30, or 9折 for a percentage off (as the server's description words it). */
  couponFace: (coupon: Pick<MemberCoupon, 'kind' | 'value'>) =>
    coupon.kind === 'percent' ? `${(100 - coupon.value) / 10}折` : `¥${priceFigure(coupon.value)}`,
  threshold: (minSpend: number) => (minSpend > 0 ? `满${priceFigure(minSpend)}可用` : '无门槛'),
  hotels: '适用酒店',
  allHotels: '全部酒店',
  validity: '有效期',
  validRange: (from: string, until: string) => `${from} 至 ${until}`,
  usedOn: '使用订单',
  couponHint: '预订时在填写信息页选择抵用券；取消订单后，所用抵用券将退回。',
  loadFailed: '加载失败，请稍后再试',
} as const;
