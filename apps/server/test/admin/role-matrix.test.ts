import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import {
  ADMIN_SCREENS,
  type AdminScreen,
  PERMISSIONS,
  type Permission,
  rolesWith,
  SCREENS_OF_ROLE,
  STAFF_ROLES,
  type StaffRole,
} from '@hotel/shared/admin/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createBrand, createCity, createHotel } from '../helpers/factories.ts';
import { type Operation, operationsOf } from '../helpers/fuzz-operations.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/**
 * Which permission each staff call asks (the roles holding it are the table of
 * @hotel/shared/admin/roles). Every call of the OpenAPI document under /admin/api must be listed
 * here, so a call added later has its permission decided (and proven) rather than inherited by
 * accident. `any` is any signed-in member of staff; a role holding none of the call's permissions
 * gets 403 无权限执行此操作 and nothing changes. Calls whose handler decides by the data (a manager
 * may edit their hotel's pages but not another's) are proven finer by the area's own tests.
 */
type Access = readonly Permission[] | 'any' | 'public';
const RATES: Access = ['editRates'];
const ORDERS: Access = ['handleOrders'];
const ENQUIRIES: Access = ['handleEnquiries'];
const GROUP_CONTENT: Access = ['editGroupContent'];
const HOTEL_CONTENT: Access = ['editHotelContent'];
const ANY_CONTENT: Access = ['editGroupContent', 'editHotelContent'];
const MEMBERS: Access = ['manageMembers'];

function groupContent(kind: string, { single }: { single: boolean }): Record<string, Access> {
  const base = `/admin/api/content/${kind}`;
  return {
    [`GET ${base}`]: GROUP_CONTENT,
    [`POST ${base}`]: GROUP_CONTENT,
    ...(single ? { [`GET ${base}/{id}`]: GROUP_CONTENT } : {}),
    [`PUT ${base}/{id}`]: GROUP_CONTENT,
    [`POST ${base}/{id}/publish`]: GROUP_CONTENT,
    [`POST ${base}/{id}/unpublish`]: GROUP_CONTENT,
  };
}

const ACCESS: Record<string, Access> = {
  'POST /admin/api/auth/login': 'public',
  'GET /admin/api/auth/session': 'any',
  'POST /admin/api/auth/logout': 'any',
  'POST /admin/api/auth/password': 'any',
  'POST /admin/api/auth/totp/setup': 'any',
  'POST /admin/api/auth/totp/enable': 'any',
  'POST /admin/api/auth/totp/disable': 'any',
  'GET /admin/api/hotels': 'any',
  'GET /admin/api/staff': ['manageStaff'],
  'POST /admin/api/staff': ['manageStaff'],
  'PUT /admin/api/staff/{id}': ['manageStaff'],
  'POST /admin/api/staff/{id}/password': ['manageStaff'],
  'GET /admin/api/audit': ['readAudit'],
  'POST /admin/api/media': ANY_CONTENT,
  // 房价房态
  'GET /admin/api/rates/calendar': RATES,
  'POST /admin/api/rates/bulk-edit': RATES,
  'GET /admin/api/rates/room-types': RATES,
  'POST /admin/api/rates/room-types': RATES,
  'PUT /admin/api/rates/room-types/{id}': RATES,
  'POST /admin/api/rates/rate-plans': RATES,
  'PUT /admin/api/rates/rate-plans/{id}': RATES,
  // 渠道管理: the connections for administrators, what a hotel sells on them for managers too
  'GET /admin/api/channels': ['mapChannels'],
  'POST /admin/api/channels': ['manageChannels'],
  'PUT /admin/api/channels/{id}': ['manageChannels'],
  'GET /admin/api/channels/{id}/hotels/{hotelCode}': ['mapChannels'],
  'PUT /admin/api/channels/{id}/hotels/{hotelCode}': ['mapChannels'],
  'POST /admin/api/channels/{id}/sync': ['mapChannels'],
  'POST /admin/api/channels/{id}/resend': ['mapChannels'],
  'GET /admin/api/channels/{id}/reconciliation': ['mapChannels'],
  'POST /admin/api/channels/{id}/reconciliation/resend': ['mapChannels'],
  'GET /admin/api/channels/{id}/deliveries': ['mapChannels'],
  // 订单管理, and 经营概况 for managers
  'GET /admin/api/orders': ORDERS,
  'GET /admin/api/orders/export': ORDERS,
  'GET /admin/api/orders/{id}': ORDERS,
  'POST /admin/api/orders/{id}/check-in': ORDERS,
  'POST /admin/api/orders/{id}/check-out': ORDERS,
  'POST /admin/api/orders/{id}/no-show': ORDERS,
  'POST /admin/api/orders/{id}/invoice-issued': ORDERS,
  'POST /admin/api/orders/{id}/cancel': ORDERS,
  'GET /admin/api/front-desk/today': ORDERS,
  'GET /admin/api/dashboard': ['viewDashboard'],
  // 会议询价
  'GET /admin/api/enquiries': ENQUIRIES,
  'GET /admin/api/enquiries/{id}': ENQUIRIES,
  'POST /admin/api/enquiries/{id}/notes': ENQUIRIES,
  // 会员管理
  'GET /admin/api/members': MEMBERS,
  'GET /admin/api/members/{id}': MEMBERS,
  'GET /admin/api/members/{id}/orders': MEMBERS,
  'GET /admin/api/members/{id}/points': MEMBERS,
  'POST /admin/api/members/{id}/points': MEMBERS,
  'GET /admin/api/members/{id}/balance': MEMBERS,
  'POST /admin/api/members/{id}/balance': MEMBERS,
  // 内容管理: the group's content, and each hotel's mini-site
  ...groupContent('news', { single: true }),
  ...groupContent('offers', { single: true }),
  ...groupContent('banners', { single: false }),
  'GET /admin/api/content/pages': GROUP_CONTENT,
  'GET /admin/api/content/pages/{key}': GROUP_CONTENT,
  'PUT /admin/api/content/pages/{key}': GROUP_CONTENT,
  'POST /admin/api/content/pages/{key}/publish': GROUP_CONTENT,
  'POST /admin/api/content/pages/{key}/unpublish': GROUP_CONTENT,
  'GET /admin/api/content/hotels/{hotelCode}': HOTEL_CONTENT,
  'GET /admin/api/content/hotels/{hotelCode}/{kind}': HOTEL_CONTENT,
  'PUT /admin/api/content/hotels/{hotelCode}/{kind}': HOTEL_CONTENT,
  'POST /admin/api/content/hotels/{hotelCode}/{kind}/publish': HOTEL_CONTENT,
  'POST /admin/api/content/hotels/{hotelCode}/{kind}/unpublish': HOTEL_CONTENT,
  'POST /admin/api/content/preview': ANY_CONTENT,
};

let t: TestApp;
let operations: Operation[];
const sessions = {} as Record<StaffRole, StaffSession>;

beforeAll(async () => {
  t = await createTestApp();
  const city = await createCity(t.db);
  const hotel = await createHotel(t.db, { cityId: city.id, brandId: (await createBrand(t.db)).id });
  for (const role of STAFF_ROLES) {
    const account = await createStaff(t.db, { role, hotelIds: [hotel.id] });
    sessions[role] = await signIn(t.app, account.username);
  }
  operations = operationsOf(t.app.swagger()).filter((op) => op.path.startsWith('/admin/api/'));
});

afterAll(async () => {
  await t.close();
});

const keyOf = (op: Operation) => `${op.method} ${op.path}`;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  // node-postgres and PGlite both answer with `rows`; the shared Db type leaves the result unknown
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rows of every table: a refused call must not add or remove one anywhere. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [counted] = await rows<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM "${name}"`));
    counts[name] = counted?.n ?? 0;
  }
  return counts;
}

describe('roles of every staff call', () => {
  it('lists every call of the back office in the table above', () => {
    const unlisted = operations.map(keyOf).filter((key) => !(key in ACCESS));
    expect(unlisted).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(Object.keys(ACCESS).length);
  });

  it('gives each role the calls of exactly the screens the back office shows it', () => {
    for (const role of STAFF_ROLES) {
      const screens = new Set<AdminScreen>();
      for (const access of Object.values(ACCESS)) {
        if (typeof access === 'string') continue;
        for (const permission of access)
          if (rolesWith(permission).includes(role)) screens.add(PERMISSIONS[permission].screen);
      }
      const ordered = (Object.keys(ADMIN_SCREENS) as AdminScreen[]).filter((screen) => screens.has(screen));
      expect(ordered, role).toEqual(SCREENS_OF_ROLE[role]);
    }
  });

  it('refuses every role outside a call’s list with 403 无权限执行此操作, and changes nothing', async () => {
    const before = await rowCounts();
    const wronglyServed: string[] = [];
    let refusals = 0;
    for (const op of operations) {
      const allowed = ACCESS[keyOf(op)];
      if (allowed === undefined || allowed === 'any' || allowed === 'public') continue;
      const admitted = rolesWith(...allowed);
      for (const role of STAFF_ROLES.filter((r) => !admitted.includes(r))) {
        const url = op.path.replace(/\{[^}]+\}/g, '1');
        const res = await staffCall(t.app, sessions[role], {
          method: op.method,
          url,
          ...(op.body === undefined ? {} : { payload: {} }),
        });
        refusals += 1;
        if (res.statusCode !== 403 || res.json().message !== ADMIN_MSG.forbidden)
          wronglyServed.push(`${role} ${keyOf(op)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wronglyServed).toEqual([]);
    expect(refusals).toBeGreaterThan(0);
    expect(await rowCounts()).toEqual(before);
  });
});
