/** Every user-visible Chinese message of the spec (sections 5 and 8), in one place. */
export const MSG = {
  // validation (section 5)
  mobileInvalid: '请输入正确的手机号',
  cityRequired: '请选择城市',
  applicantRequired: '请输入申请人',
  meetingTypeRequired: '选择会议类型',
  meetingPeopleRequired: '选择会议人数',
  meetingTimeRequired: '请选择会议时间',
  nameIncomplete: '请填写完整的姓名',
  smsCodeRequired: '请输入验证码',
  passwordRule: '您的密码不符合规则',
  passwordTooShort: '密码不能少于6位',
  passwordMismatch: '两次密码不一致',
  agreeTerms: '请同意协议',
  guestNameRequired: '请输入姓氏和名字',
  emailInvalid: '邮箱格式不正确',
  specialRequestTooLong: '特殊要求不能超过300字',
  payMethodRequired: '请选择支付方式',
  guestsPerRoom: '每间客房最多可入住3位客人',

  // session (sections 4 and 8)
  notLoggedIn: '您尚未登录',
  routeNeedsLogin: '尚未登录',
  loginExpired: '登录超时',
  loginSuccess: '登录成功',

  // outcomes with a server message preferred (section 8)
  tryLater: '稍后再试',
  tryLaterBang: '稍后再试！',
  meetingBooked: '预约会议成功',
  profileSaved: '修改成功',
  profileSaveFailed: '修改失败',
  cancelSucceeded: '退订成功',
  notAvailable: '暂不可约',
  paySucceeded: '支付成功',

  // empty states
  noData: '暂无数据',
  noOrders: '无订单',
  noRoomTypes: '很抱歉,暂无房型信息！',

  // server envelope
  ok: '操作成功',
  badRequest: '请求参数有误',
  notFound: '未找到相关数据',
  serverError: '服务器繁忙，请稍后再试',
  timeout: '请求超时，请稍后再试',
  /** The database was unreachable or its connection dropped: nothing changed. */
  serviceUnavailable: '服务暂时不可用，请稍后再试',
  /** A statement gave up waiting for a lock (another request holds the row): nothing changed. */
  busy: '系统繁忙，请稍后再试',
  payloadTooLarge: '请求内容过大',
  mediaTypeUnsupported: '请求格式不支持',
  tooManyRequests: '操作过于频繁，请稍后再试',
  /** A path parameter over the router's limit (414). */
  uriTooLong: '请求地址过长',
  /** Request line and headers together over Node's limit (431): a long address counts too. */
  headersTooLarge: '请求地址或请求头过长',

  // members: SMS codes, registration, login, profile (service-design.md section 3)
  smsTypeInvalid: '验证码类型有误',
  smsCodeSent: '验证码已发送',
  smsTooFrequent: '发送过于频繁，请60秒后再试',
  smsDailyLimit: '今日验证码发送次数已达上限，请明天再试',
  smsIpLimit: '获取验证码过于频繁，请稍后再试',
  smsSendFailed: '短信发送失败，请稍后再试',
  smsCodeMissing: '请先获取验证码',
  smsCodeWrong: '验证码错误',
  smsCodeExpired: '验证码已过期，请重新获取',
  smsCodeUsed: '验证码已失效，请重新获取',
  /** The code took 5 wrong tries and is ended: only a new one can be tried. */
  smsCodeEnded: '验证码错误次数过多，请重新获取验证码',
  mobileRegistered: '该手机号已注册',
  registerFirst: '请先注册',
  registerSuccess: '注册成功',
  loginModeUnsupported: '暂不支持该登录方式',
  logoutSuccess: '已退出登录',
  nameRequired: '请输入姓名',
  nameTooLong: '姓名不能超过20个字',
  birthdayInvalid: '出生日期有误',
  sexInvalid: '性别有误',

  // stay dates of getRoomAndRate and the booking calls
  checkInInvalid: '入住日期格式有误',
  checkOutInvalid: '离店日期格式有误',
  checkInPast: '入住日期不能早于今天',
  checkOutNotAfterCheckIn: '离店日期须晚于入住日期',
  stayTooLong: '单次预订最多30晚',
  beyondHorizon: '超出可预订日期范围',

  // meeting enquiries (beyond the four of section 5)
  applicantTooLong: '申请人不能超过30个字',
  meetingTypeTooLong: '会议类型不能超过30个字',
  meetingTimeInvalid: '会议时间格式有误',
  meetingEndNotAfterBegin: '结束时间须晚于开始时间',
  meetingBeginPast: '会议开始时间不能早于当前时间',
  meetingNoteTooLong: '备注不能超过500字',
  hotelCodeRequired: '请提供酒店编码',

  // booking, orders and payments (service-design.md sections 5 and 6)
  roomTypeCodeRequired: '请提供房型编码',
  rateCodeRequired: '请提供房价编码',
  rateNotFound: '房价不存在',
  roomQtyInvalid: '预订间数有误',
  roomQtyTooMany: '每单最多预订5间',
  /** guestNames of submitOrder: one name per room, the first being revUser. */
  guestNamesPerRoom: '请为每间客房填写一位入住人姓名',
  /** adultNum and childrenNum of submitOrder: whole numbers, at least one adult per room. */
  guestCountInvalid: '入住人数有误，每间客房至少1位成人',
  roomSoldOut: '该房型已满房',
  stayDaysMismatch: '入住天数有误',
  arrivalTimeInvalid: '到店时间有误',
  discountChannelInvalid: '优惠渠道有误',
  discountCodeRequired: '请输入优惠码',
  discountCodeInvalid: '优惠码无效',
  amountInvalid: '金额格式有误',
  amountMismatch: '订单金额与当前价格不符，请重新查询后预订',
  tooManyUnpaidOrders: '您已有3笔待支付订单，请先支付或取消后再预订',
  orderSubmitted: '预订成功',
  orderIdInvalid: '订单编号有误',
  orderNotFound: '订单不存在',
  orderStateInvalid: '订单状态有误',
  orderDateInvalid: '日期格式有误',
  orderAlreadyPaid: '订单已支付',
  orderAlreadyCancelled: '订单已取消',
  orderExpired: '订单已超时失效',
  orderCompleted: '订单已完成',
  orderCheckedIn: '您已办理入住，不能在线取消；如需提前离店，请联系酒店前台',
  orderNotRefundable: '该房价不可免费取消，已支付订单无法取消',
  refundSucceeded: '退订成功，款项已原路退回',
  refundPending: '退订成功，退款将原路退回，请留意到账通知',
  revNoRequired: '缺少预订号',
  payMethodUnsupported: '暂不支持该支付方式',
  payGatewayFailed: '支付渠道暂时无法使用，请稍后再试或选择其他支付方式',
  memberPasswordRequired: '请输入会员密码',
  memberPasswordWrong: '会员密码错误',
  memberPasswordLocked: '会员密码错误次数过多，请15分钟后再试',
  cardNoMismatch: '会员卡号有误',
  balanceInsufficient: '余额不足',
  payAmountMismatch: '支付金额与订单金额不符',
  payAtHotel: '预订成功，请到店支付',
  tooManyPayAtHotelOrders: '您已有3笔到店支付的订单，请选择在线支付，或取消其他到店支付的订单',
  payScanToPay: '请扫码完成支付',
  payPending: '等待支付',
  idempotencyKeyInvalid: '请求标识格式有误',
  idempotencyKeyReused: '请求标识已用于其他请求，请刷新页面后重试',
} as const;

/** A new SMS code refused for a while after codes ended by wrong tries: 请5分钟后再试, 请4小时后再试. */
export function smsLockedMessage(waitMs: number): string {
  const minutes = Math.ceil(waitMs / 60_000);
  const wait = minutes < 60 ? `${minutes}分钟` : `${Math.ceil(minutes / 60)}小时`;
  return `验证码错误次数过多，请${wait}后再试`;
}

/** A booking for more rooms than are left on some night of the stay. */
export function roomsLeftMessage(rooms: number): string {
  return rooms <= 0 ? MSG.roomSoldOut : `该房型仅剩${rooms}间，请减少预订间数`;
}

/** HTTP failure catalogue of section 8, shown as red messages by the web client. */
export function httpErrorMessage(status: number | undefined): string {
  if (status === undefined) return '网络异常';
  switch (status) {
    case 400:
      return '请求错误';
    case 403:
      return '未授权';
    case 404:
      return '数据异常';
    case 408:
      return '网络拥堵';
    case 500:
    case 501:
    case 502:
      return `服务器错误(${status})`;
    case 503:
      return '服务器错误503';
    default:
      return '未知错误';
  }
}

export const OPERATION_CANCELLED = '操作已取消';
