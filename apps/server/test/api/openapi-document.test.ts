import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseUrl } from '../helpers/database.ts';
import { type Operation, operationsOf } from '../helpers/fuzz-operations.ts';
import { createStaff, type StaffSession, signIn } from '../helpers/staff.ts';

// What the OpenAPI document says of each call, held against what the call does. The document does
// not depend on the database, so the PostgreSQL pass skips it.

let t: TestApp;
let operations: Operation[];
let admin: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  operations = operationsOf((await t.app.inject({ method: 'GET', url: '/openapi.json' })).json());
  admin = await signIn(t.app, (await createStaff(t.db, { role: 'admin' })).username);
});

afterAll(async () => {
  await t.close();
});

/** Bodies their schema accepts, for the calls that validate the body before they check the login. */
const VALID_BODIES: Record<string, object> = {
  '/crsapi/v1/user/modifyUser': { name: '张三' },
  '/crsapi/v1/user/closeAccount': { code: '123456' },
};

/** The operation called with every path parameter `1` and, where it takes one, a JSON body. */
function call(op: Operation, headers: Record<string, string> = {}) {
  let url = op.path;
  for (const param of op.pathParams) url = url.replace(`{${param.name}}`, '1');
  return t.app.inject({
    method: op.method,
    url,
    headers,
    ...(op.body ? { payload: VALID_BODIES[op.path] ?? {} } : {}),
  });
}

const schemesOf = (op: Operation) => new Set(op.security.flatMap((requirement) => Object.keys(requirement)));

describe.skipIf(testDatabaseUrl !== undefined)('the OpenAPI document against the calls', () => {
  it('names credentials for exactly the calls that refuse a caller without them', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(100);
    const wrong: string[] = [];
    for (const op of operations) {
      const required = op.security.length > 0 && op.security.every((r) => Object.keys(r).length > 0);
      const res = await call(op);
      if ((res.statusCode === 401) !== required) {
        wrong.push(`${op.method} ${op.path}: ${res.statusCode}, security ${JSON.stringify(op.security)}`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('asks the CSRF header of exactly the staff calls that refuse a session without it', async () => {
    const staffCalls = operations.filter((op) => schemesOf(op).has('staffSession'));
    expect(staffCalls.length).toBeGreaterThanOrEqual(60);
    const wrong: string[] = [];
    for (const op of staffCalls) {
      const res = await call(op, { cookie: admin.cookie });
      const refused = res.statusCode === 403 && res.json().message === ADMIN_MSG.csrfInvalid;
      if (refused !== schemesOf(op).has('csrfToken'))
        wrong.push(`${op.method} ${op.path}: ${res.statusCode}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('documents each call once without a trailing slash, and the old paths with one still answer', async () => {
    expect(operations.filter((op) => op.path.length > 1 && op.path.endsWith('/'))).toEqual([]);
    const old = [
      'GET /admin/api/hotels/',
      'GET /admin/api/staff/',
      'POST /admin/api/staff/',
      'GET /admin/api/audit/',
      'POST /admin/api/media/',
      'GET /admin/api/members/',
      'GET /admin/api/enquiries/',
      'GET /admin/api/content/news/',
      'POST /admin/api/content/news/',
      'GET /admin/api/content/offers/',
      'POST /admin/api/content/offers/',
      'GET /admin/api/content/banners/',
      'POST /admin/api/content/banners/',
      'GET /admin/api/content/pages/',
      'GET /admin/api/orders/',
      'GET /admin/api/dashboard/',
    ];
    for (const route of old) {
      const [method = '', url = ''] = route.split(' ');
      const documented = operations.find((op) => op.method === method && `${op.path}/` === url);
      expect(documented, route).toBeDefined();
      const res = await t.app.inject({ method: method as Operation['method'], url });
      expect(res.statusCode, route).toBe(401);
    }
  });

  it('gives every operation its own readable operationId', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const ids: string[] = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((pathItem) => Object.values(pathItem))
      .map((op) => op.operationId ?? '');
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      ids.every((id) => /^[a-z][A-Za-z0-9]*$/.test(id)),
      ids.join(' '),
    ).toBe(true);
    expect(doc.paths['/crsapi/v1/hotel/getBanner'].post.operationId).toBe('hotelGetBanner');
    expect(doc.paths['/admin/api/staff/{id}'].put.operationId).toBe('putAdminStaffById');
  });
});
