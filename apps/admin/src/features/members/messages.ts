import { ORDER_STATE } from '@hotel/shared/constants';
import { CARD_LEDGER_KIND_LABELS } from '../../lib/card-ledger.ts';

/** Words of 会员管理. */
export const MEMBERS_TEXT = {
  search: '手机号或会员卡号',
  searchHint: '输入完整手机号、手机号中的至少3位数字，或会员卡号（GY开头）',
  name: '姓名',
  mobile: '手机号',
  cardNo: '会员卡号',
  level: '会员等级',
  score: '积分',
  balance: '储值余额',
  sex: '性别',
  birthday: '生日',
  createdAt: '注册时间',
  view: '查看',
  back: '返回会员列表',
  profile: '会员资料',
  adjustPoints: '调整积分',
  adjustBalance: '调整储值',
  orders: '订单',
  pointsHistory: '积分明细',
  balanceHistory: '储值明细',
  pointsChange: '调整积分',
  balanceChange: '调整金额（元）',
  changeHint: '正数为增加，负数为扣减',
  reason: '原因',
  reasonPlaceholder: '例如：投诉补偿、误充值退回（将记入操作日志）',
  confirm: '确认调整',
  cancel: '取消',
  orderNo: '订单号',
  hotel: '酒店',
  room: '房型',
  stay: '入住 – 离店',
  rooms: '间数',
  amount: '金额',
  state: '状态',
  bookedAt: '下单时间',
  at: '时间',
  kind: '类型',
  change: '变动',
  after: '变动后',
  by: '操作人',
  order: '订单',
  noMembers: '未找到会员',
  enterKeyword: '请输入手机号或会员卡号查找会员',
  total: (total: number) => `共 ${total} 条`,
  now: (value: string) => `当前：${value}`,
  closed: '已注销',
  closedAt: '注销时间',
  closedNote: '该会员已注销账号：个人信息已匿名化，积分与储值不能再调整；订单与流水按会计要求保留。',
} as const;

export const SEX_LABELS: Record<number, string> = { 1: '男', 0: '女' };

/** An order's state as staff say it; an unpaid open order is either awaiting payment or held for payment at the hotel. */
export function orderStateText(order: { state: number; payMethod: string | null }): string {
  switch (order.state) {
    case ORDER_STATE.booked:
      return order.payMethod === 'ddzf' ? '到店支付' : '待支付';
    case ORDER_STATE.confirmed:
      return '已支付';
    case ORDER_STATE.cancelled:
      return '已取消';
    case ORDER_STATE.completed:
      return '已完成';
    case ORDER_STATE.expired:
      return '已过期';
    default:
      return String(order.state);
  }
}

/** Rows of both ledgers by kind: the card's, and the points' own `stay` (adjust is shared). */
export const LEDGER_KIND_LABELS: Record<string, string> = { ...CARD_LEDGER_KIND_LABELS, stay: '入住积分' };
