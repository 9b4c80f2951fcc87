/**
 * Staff roles of the back office and what each may see. The server enforces them on every call
 * (apps/server/src/staff/staff-auth.ts); the screens only hide what a role cannot use.
 */
export const STAFF_ROLES = ['admin', 'manager', 'frontdesk', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: '集团管理员',
  manager: '酒店经理',
  frontdesk: '前台',
  editor: '内容编辑',
};

/** Roles that work for particular hotels and see only those hotels' data. */
export const HOTEL_ROLES: readonly StaffRole[] = ['manager', 'frontdesk'];

/** The menu, labels exactly as the issue names them, so staff across hotels talk about the same thing. */
export const ADMIN_SCREENS = {
  dashboard: '经营概况',
  rates: '房价房态',
  orders: '订单管理',
  enquiries: '会议询价',
  content: '内容管理',
  members: '会员管理',
  staff: '员工与权限',
  audit: '操作日志',
} as const;
export type AdminScreen = keyof typeof ADMIN_SCREENS;

/** Which screens a role opens. */
export const SCREENS_OF_ROLE: Record<StaffRole, readonly AdminScreen[]> = {
  admin: ['dashboard', 'rates', 'orders', 'enquiries', 'content', 'members', 'staff', 'audit'],
  manager: ['dashboard', 'rates', 'orders', 'enquiries', 'content'],
  // not 经营概况: room revenue and occupancy are the hotel's management figures (issue 25); the desk's
  // day is 订单管理's 今日到店 / 今日离店
  frontdesk: ['orders'],
  editor: ['content'],
};

export function canOpen(role: StaffRole, screen: AdminScreen): boolean {
  return SCREENS_OF_ROLE[role].includes(screen);
}

/** The roles that open a screen: what the server lets call the screen's API. */
export function rolesOpening(screen: AdminScreen): StaffRole[] {
  return STAFF_ROLES.filter((role) => canOpen(role, screen));
}
