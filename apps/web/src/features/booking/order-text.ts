/**
 * Wording of the member's order page (订单详情) and what My booking adds for it. The booking flow's
 * wording is in messages.ts; the order page reuses that where the words are the same (订单号,
 * 入住人, the refund lines …) and keeps its own here.
 */
export const ORDER_TEXT = {
  detailLink: '订单详情',
  pageTitle: '订单详情',
  pageEyebrow: 'MY BOOKING',
  back: '返回我的预订',

  // sections
  staySection: '入住信息',
  amountSection: '费用明细',
  paymentSection: '支付与发票',
  cancelSection: '取消政策',
  historySection: '订单记录',

  // the stay
  dates: (checkIn: string, checkOut: string) => `${checkIn} 至 ${checkOut}`,
  nightsLabel: '入住晚数',
  roomQty: '房间数',

  // the amounts (门市价 and what comes off it are worded in messages.ts, amount-lines.ts)
  paidAmount: '实付金额',
  nightlyPrice: (price: string, rooms: number) => (rooms > 1 ? `${price} × ${rooms}间` : price),

  // payment
  payTime: '支付时间',
  notPaid: '未支付',
  noRefund: '无',
  invoiceNone: '未申请',

  // cancelling
  cancelNow: '现在取消',
  unpaidCancel: '订单未支付，取消后无需退款。',
  notCancellable: '该订单当前不可取消',
  returnsOnCancel: (couponAmount: number, points: number) => {
    const parts = [
      couponAmount > 0 ? '所用抵用券' : '',
      points > 0 ? `${points.toLocaleString('zh-CN')}积分` : '',
    ]
      .filter(Boolean)
      .join('和');
    return parts ? `${parts}将退回您的账户。` : '';
  },

  // actions
  payNow: '去支付',
  bookAgain: '再次预订',
} as const;
