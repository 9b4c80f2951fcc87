/** Every Chinese message of the staff back office's server and screens, in one place. */
export const ADMIN_MSG = {
  // sign-in and sessions
  signInRequired: '请先登录',
  sessionExpired: '登录已过期，请重新登录',
  wrongCredentials: '账号或密码错误',
  accountLocked: '登录失败次数过多，账号已锁定，请15分钟后再试',
  accountDisabled: '账号或密码错误',
  totpRequired: '请输入动态验证码',
  totpWrong: '动态验证码错误',
  totpSetupRequired: '请先绑定动态验证码',
  totpInvalid: '动态验证码应为6位数字',
  csrfInvalid: '请求已失效，请刷新页面后重试',
  forbidden: '无权限执行此操作',
  signedIn: '登录成功',
  signedOut: '已退出登录',
  usernameRequired: '请输入账号',
  passwordRequired: '请输入密码',
  staffPasswordRule: '密码至少10位，且须同时包含字母和数字',
  passwordChanged: '密码已修改',
  currentPasswordWrong: '当前密码错误',
  totpEnabled: '动态验证码已启用',
  totpDisabled: '动态验证码已停用',
  totpAlreadyEnabled: '动态验证码已启用；如需更换，请先用当前验证码停用',
  totpStillRequired: '集团要求所有账号启用动态验证码，不能停用',

  // staff accounts
  usernameInvalid: '账号为3-32位字母、数字、下划线或短横线',
  usernameTaken: '该账号已存在',
  displayNameInvalid: '姓名为1-20个字',
  roleInvalid: '角色有误',
  hotelsRequired: '请为酒店经理或前台选择所属酒店',
  hotelUnknown: '酒店不存在',
  staffNotFound: '员工不存在',
  cannotDisableSelf: '不能停用自己的账号',
  cannotDemoteSelf: '不能修改自己的角色',
  saved: '保存成功',

  // shared
  badRequest: '请求参数有误',
  notFound: '未找到相关数据',
  dateInvalid: '日期格式有误',
  dateRangeInvalid: '结束日期不能早于开始日期',
  reasonRequired: '请填写原因',
  uploadTypeInvalid: '仅支持 JPG、PNG、WebP、GIF 图片',
  uploadTooLarge: '图片不能超过5MB',
  uploadMissing: '请选择要上传的图片',
  uploaded: '上传成功',
} as const;

/** Sign-in refused for the client's address after many wrong passwords from it: 请N分钟后再试. */
export function addressLockedMessage(waitMs: number): string {
  return `该网络登录失败次数过多，请${Math.max(1, Math.ceil(waitMs / 60_000))}分钟后再试`;
}
