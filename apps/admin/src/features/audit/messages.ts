/** Words of 操作日志. */
export const AUDIT_TEXT = {
  staff: '操作人',
  staffPlaceholder: '账号',
  hotel: '酒店',
  entityType: '类型',
  dates: '日期',
  search: '查询',
  reset: '重置',
  at: '时间',
  ip: '来源地址',
  action: '操作',
  entityId: '对象编号',
  before: '修改前',
  after: '修改后',
  nothing: '（无）',
  changedFields: '变更字段',
  allHotels: '全部酒店',
  groupLevel: '集团',
  total: (total: number) => `共 ${total} 条`,
} as const;

/**
 * Readable names of what the server records. Types and actions are the server's words; one it
 * adds later shows as it is until it gets a name here.
 */
export const ENTITY_TYPE_LABELS: Record<string, string> = {
  staff: '员工',
  rates: '房价房态',
  room_type: '房型',
  rate_plan: '房价',
  order: '订单',
  enquiry: '会议询价',
  member: '会员',
  news: '新闻',
  offer: '优惠活动',
  banner: '横幅',
  page: '集团页面',
  hotel_content: '酒店页面',
  media: '图片',
};

export const ACTION_LABELS: Record<string, string> = {
  create: '新增',
  update: '修改',
  enable: '启用',
  disable: '停用',
  upload: '上传',
  'password.reset': '重置密码',
  'password.change': '修改密码',
  'totp.enable': '启用动态验证码',
  'totp.disable': '停用动态验证码',
  'rates.bulk_edit': '批量修改房价房态',
  'order.checkin': '办理入住',
  'order.checkout': '办理退房',
  'order.noshow': '未到店',
  'order.cancel': '取消并退款',
  'points.adjust': '调整积分',
  'balance.adjust': '调整储值',
  'status.change': '修改状态',
  'note.add': '添加跟进记录',
  publish: '发布',
  schedule: '定时发布',
  unpublish: '撤回',
};

export function labelOf(labels: Record<string, string>, key: string): string {
  return labels[key] ?? key;
}
