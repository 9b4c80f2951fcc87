import type { EnquiryStatus } from '@hotel/shared/admin/enquiries';

/** Words of 会议询价. */
export const ENQUIRIES_TEXT = {
  hotel: '酒店',
  allHotels: '全部酒店',
  status: '状态',
  allStatuses: '全部状态',
  dates: '询价日期',
  search: '查询',
  reset: '重置',
  applyName: '申请人',
  contactPhone: '联系电话',
  meetingType: '会议类型',
  peopleNums: '人数',
  meetingTime: '会议时间',
  createdAt: '询价时间',
  guestNote: '客人备注',
  open: '跟进',
  detail: '询价详情',
  history: '跟进记录',
  noHistory: '暂无跟进记录',
  newStatus: '新状态',
  keepStatus: '不修改状态',
  note: '备注',
  notePlaceholder: '例如：已电话联系，周五看场地（保存后不可修改）',
  save: '保存跟进',
  setStatus: (label: string) => `状态改为 ${label}`,
  total: (total: number) => `共 ${total} 条`,
} as const;

/** Tag colours of the statuses: new ones stand out, closed ones recede. */
export const STATUS_COLOURS: Record<EnquiryStatus, string> = {
  new: 'blue',
  contacted: 'gold',
  won: 'green',
  lost: 'default',
};
