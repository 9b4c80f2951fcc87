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
  tooManyRequests: '操作过于频繁，请稍后再试',

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
  smsCodeTooManyWrong: '验证码错误次数过多，请稍后再试',
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
} as const;

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
