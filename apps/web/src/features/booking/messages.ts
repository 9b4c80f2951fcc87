import { ORDER_STATE, PAY_METHOD } from '@hotel/shared/constants';

/** Who a payment went through, as a refund names it: 微信支付, 支付宝. */
function payerName(payMethod: string | null): string {
  return payMethod === PAY_METHOD.alipay ? '支付宝' : '微信支付';
}

/** Wording of the booking flow and My booking (the spec's messages themselves are in MSG). */
export const BOOKING_TEXT = {
  // the four steps (section 2)
  steps: ['选择酒店', '查找房间', '填写信息', '担保或支付'] as const,
  progressLabel: '预订进度',

  // book button
  book: '预订',
  bookLabel: (room: string, rate: string) => `预订 ${room} ${rate}`,
  soldOut: '已满房',

  // FillInformationStep
  fillTitle: '填写入住信息',
  fillEyebrow: 'GUEST DETAILS',
  guestSection: '入住人信息',
  guestName: '入住人姓名',
  roomLabel: (n: number) => `第${n}间`,
  adults: '成人',
  children: '儿童（0-12岁）',
  guestCount: '入住人数',
  guestCountValue: (adults: number, children: number) => `${adults}成人 ${children}儿童`,
  roomGuests: '各间入住人',
  guestNamePlaceholder: '请输入姓氏和名字',
  mobile: '手机号',
  mobilePlaceholder: '请输入11位手机号',
  email: '电子邮箱',
  emailPlaceholder: '用于接收预订确认（选填）',
  arrivalTime: '预计到店时间',
  arrivalPlaceholder: '请选择到店时段（选填）',
  remark: '特殊要求',
  remarkPlaceholder: '如需无烟楼层、加床、高楼层等，请在此说明，酒店将尽量安排（选填）',
  roomQty: '预订间数',
  roomsOption: (n: number) => `${n}间`,
  discountSection: '优惠渠道',
  discountHint: '如有企业、团体、旅行社或推广优惠码，选择渠道并输入优惠码后点击“使用”。',
  discountType: '渠道类型',
  discountTypePlaceholder: '选择渠道',
  discountCode: '优惠码',
  discountCodePlaceholder: '请输入优惠码',
  applyDiscount: '使用',
  removeDiscount: '不使用',
  discountApplied: (type: string, code: string) => `已使用${type}优惠码 ${code}`,
  discountNeedsBoth: '请选择渠道类型并输入优惠码',
  optional: '选填',
  submit: '提交订单',
  policyTitle: '取消政策',
  noStayTitle: '请先选择房型',
  noStayText: '预订信息已失效或尚未选择房型，请返回客房列表重新选择。',
  backToRooms: '返回客房列表',
  priceChanged: '价格或房量已更新，请核对后再提交',

  // the summary
  summaryTitle: '预订详情',
  checkIn: '入住',
  checkOut: '离店',
  nights: (n: number) => `${n}晚`,
  rooms: (n: number) => `${n}间`,
  roomType: '房型',
  rate: '房价',
  stay: '入住日期',
  roomsAndNights: '间夜',
  nightly: '每晚房价',
  total: '房费总额',
  discount: '优惠',
  actual: '应付金额',
  breakfast: (n: number) => (n > 0 ? `含${n}份早餐` : '不含早餐'),
  orderNo: '订单号',
  guest: '入住人',
  freeCancel: '可免费取消',
  noCancel: '不可取消',

  // PayStep
  payTitle: '担保或支付',
  payEyebrow: 'PAYMENT',
  payMethod: '选择支付方式',
  payMethodPlaceholder: '请选择支付方式',
  memberPassword: '会员密码',
  memberPasswordPlaceholder: '请输入会员密码',
  payHint: '会员卡支付将从您的储值卡余额扣款；到店支付的订单保留至入住当天18:00。',
  finish: '完成您的预定',
  unpaidNoticeTitle: '温馨提示',
  unpaidNotice: '未支付的订单可在“会员中心 › 我的预订”中继续支付或取消。',
  unpaidNoticeOk: '知道了',
  loadingOrder: '正在读取订单…',
  orderFailed: '订单信息加载失败',
  alreadyPaid: '该订单已支付，无需重复支付。',
  notPayable: '该订单当前不可支付。',
  toMyBooking: '查看我的预订',
  holdUntil: (time: string) => `未支付订单保留至 ${time}`,
  cardBalance: (balance: string) => `卡余额 ${balance}`,
  cardShort: (amount: string) => `卡余额不足以支付 ${amount}，请选择其他支付方式`,

  // PayDetail
  qrTitle: '扫码支付',
  countdown: (n: number) => `支付剩余时间：${n}秒`,
  scanWith: (payer: string) => `请使用${payer}扫描二维码完成支付`,
  wechat: '微信',
  alipay: '支付宝',
  paying: '支付中...',
  qrAlt: (payer: string) => `${payer}支付二维码`,
  openCashier: '在新窗口打开支付页面',
  openPayer: (payer: string) => (payer === '支付宝' ? '打开支付宝' : `打开${payer}支付`),
  scanElsewhere: (payer: string) => `或使用另一台设备的${payer}扫描二维码支付`,
  cancelPay: '取消支付',
  cancelPayConfirm: '此操作将取消支付该订单，未支付的订单可在会员中心继续支付，是否继续?',
  timeoutConfirm: '支付即将超时，订单未支付可在会员中心继续支付。是否返回首页?',
  prompt: '提示',
  yes: '确定',
  no: '取消',
  noPayment: '没有待完成的支付，请从订单重新发起。',
  amountToPay: '支付金额',

  // PayState
  doneEyebrow: 'BOOKING CONFIRMED',
  successTitle: '预约成功',
  successText: '您的预订已提交成功，可在会员中心“我的预订”中查看订单详情。',
  paidLine: (amount: string, method: string) => `已支付 ${amount}（${method}）`,
  payAtHotelLine: (amount: string) => `到店支付 ${amount}`,
  roomHeld: (time: string) => `房间保留至 ${time}，请在此之前到店办理入住，逾时未到订单将自动取消`,
  unpaidLine: (amount: string) => `待支付 ${amount}`,
  stayDates: (checkIn: string, checkOut: string, nights: number) =>
    `${checkIn} 至 ${checkOut} · 共${nights}晚`,
  hotel: '酒店',
  payStatus: '付款',
  cancelTerms: '取消政策',
  freeCancelTerms: '入住当天18:00前可在“我的预订”中免费取消，款项原路退回',
  noCancelTerms: '该房价不可取消',
  smsSentTo: (mobile: string) => `预订确认短信将发送至 ${mobile}`,
  mailSentTo: (email: string) => `确认邮件将发送至 ${email}`,
  backHome: '回到首页',

  // My booking
  tabs: { upcoming: '待入住', unpaid: '待支付', completed: '已完成', cancelled: '已取消' },
  pay: '支付',
  cancelOrder: '取消订单',
  cancelConfirm: '此操作将取消已预约订单, 是否继续?',
  loadMore: '加载更多',
  loading: '加载中…',
  listFailed: '订单加载失败，请稍后再试',
  retry: '重新加载',
  createTime: '下单时间',
  amount: '订单金额',
  arrival: '到店时间',
  remarkLabel: '特殊要求',
  contact: '联系电话',
  payMethodLabel: '支付方式',
  emailLabel: '电子邮箱',
  refundLabel: '退款',
  refundDone: (amount: string, payMethod: string) =>
    payMethod === PAY_METHOD.memberCard
      ? `${amount} 已退回会员卡`
      : `${amount} 已原路退回${payerName(payMethod)}`,
  refundPending: (amount: string, payMethod: string) => `${amount} 退款中，将原路退回${payerName(payMethod)}`,
  refundOnCancel: (amount: string, payMethod: string | null) =>
    payMethod === PAY_METHOD.memberCard
      ? `已支付的 ${amount} 将全额退回会员卡。`
      : `已支付的 ${amount} 将全额原路退回${payerName(payMethod)}。`,
  payAtHotelTag: '到店支付',
  stateLabel: {
    [ORDER_STATE.booked]: '待入住',
    [ORDER_STATE.confirmed]: '已确认',
    [ORDER_STATE.cancelled]: '已取消',
    [ORDER_STATE.completed]: '已完成',
    [ORDER_STATE.expired]: '已失效',
  } as Record<number, string>,
  unpaid: '未支付',
  paidTag: '已支付',
  payMethodNames: { '1': '会员卡支付', ddzf: '到店支付', wxpay: '微信支付', alipay: '支付宝支付' } as Record<
    string,
    string
  >,
} as const;
