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
  channels: '渠道管理',
  orders: '订单管理',
  enquiries: '会议询价',
  content: '内容管理',
  members: '会员管理',
  staff: '员工与权限',
  audit: '操作日志',
} as const;
export type AdminScreen = keyof typeof ADMIN_SCREENS;

/**
 * What staff may do: each permission with the screen it belongs to and the roles that hold it. The
 * one table of roles: the server's guards (`requirePermission` in apps/server/src/staff/staff-auth.ts),
 * the back office's menu, its screens and their tabs all derive from it.
 */
export const PERMISSIONS = {
  // not the desk: room revenue and occupancy are the hotel's management figures (issue 25); the
  // desk's day is 订单管理's 今日到店 / 今日离店
  viewDashboard: { screen: 'dashboard', roles: ['admin', 'manager'] },
  editRates: { screen: 'rates', roles: ['admin', 'manager'] },
  /** The connections themselves: where a channel is, our credentials there, on/off, its price rule. */
  manageChannels: { screen: 'channels', roles: ['admin'] },
  /** What a hotel sells on a connection (a manager: their own hotels), 全量同步 and 重新发送. */
  mapChannels: { screen: 'channels', roles: ['admin', 'manager'] },
  handleOrders: { screen: 'orders', roles: ['admin', 'manager', 'frontdesk'] },
  /** Refund any amount up to what was paid when cancelling, outside the rate's policy too. */
  refundOutsidePolicy: { screen: 'orders', roles: ['admin', 'manager'] },
  handleEnquiries: { screen: 'enquiries', roles: ['admin', 'manager'] },
  /** The group's news, offers, banners and pages. */
  editGroupContent: { screen: 'content', roles: ['admin', 'editor'] },
  /** A hotel's own pages (mini-site); a manager only their hotels'. */
  editHotelContent: { screen: 'content', roles: ['admin', 'manager'] },
  manageMembers: { screen: 'members', roles: ['admin'] },
  manageStaff: { screen: 'staff', roles: ['admin'] },
  readAudit: { screen: 'audit', roles: ['admin'] },
} as const satisfies Record<string, { screen: AdminScreen; roles: readonly StaffRole[] }>;
export type Permission = keyof typeof PERMISSIONS;

export function mayDo(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly StaffRole[]).includes(role);
}

/** The roles holding any of `permissions`. */
export function rolesWith(...permissions: Permission[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => permissions.some((permission) => mayDo(role, permission)));
}

/** The screens where `role` holds a permission, in the menu's order. */
function screensOf(role: StaffRole): AdminScreen[] {
  const held = new Set<AdminScreen>(
    Object.values(PERMISSIONS)
      .filter((permission) => (permission.roles as readonly StaffRole[]).includes(role))
      .map((permission) => permission.screen),
  );
  return (Object.keys(ADMIN_SCREENS) as AdminScreen[]).filter((screen) => held.has(screen));
}

/** Which screens a role opens. */
export const SCREENS_OF_ROLE: Record<StaffRole, readonly AdminScreen[]> = {
  admin: screensOf('admin'),
  manager: screensOf('manager'),
  frontdesk: screensOf('frontdesk'),
  editor: screensOf('editor'),
};

export function canOpen(role: StaffRole, screen: AdminScreen): boolean {
  return SCREENS_OF_ROLE[role].includes(screen);
}
