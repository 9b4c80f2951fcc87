/** Words of 订单管理's screens (the server's refusals come with their own messages). */
export const ORDERS_TEXT = {
  search: '查询',
  reset: '重置',
  export: '导出Excel',
  orderNo: '订单号',
  guest: '入住人/手机号',
  hotel: '酒店',
  allHotels: '全部酒店',
  arrival: '入住日期',
  status: '状态',
  allStatuses: '全部状态',
  viewSearch: '订单查询',
  detail: '订单详情',
  open: '查看',
  checkIn: '办理入住',
  checkOut: '办理退房',
  noShow: '未到店',
  cancel: '取消并退款',
  confirmCheckIn: '确认为该订单办理入住？',
  confirmCheckOut: '确认办理退房？退房后将完成入住并发放积分。',
  confirmNoShow: '确认记为未到店？将按房价政策收取费用，其余款项原路退回，并释放后续房晚。',
  refundAmount: '退款金额（元）',
  reason: '取消原因',
  reasonPlaceholder: '如：客人来电取消',
  policyRefund: (yuan: number) => `按取消政策应退 ¥${yuan}`,
  outsidePolicy: '已超出取消政策（客人自行取消不可退款）',
  noRefundNeeded: '订单未支付，无需退款',
  emptyToday: '今天没有记录',
  exportCap: '最多导出5000行，请缩小查询范围',
} as const;

export const HISTORY_LABELS: Record<string, string> = {
  'order.checkin': '办理入住',
  'order.checkout': '办理退房',
  'order.noshow': '未到店',
  'order.cancel': '取消并退款',
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunding: '退款中',
  refunded: '已退款',
};
