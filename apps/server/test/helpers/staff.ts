import type { StaffRole } from '@hotel/shared/admin/roles';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { staff, staffHotels } from '../../src/db/schema/staff.ts';
import { hashPassword } from '../../src/lib/password.ts';

export const STAFF_PASSWORD = 'Staff2026pass';

let counter = 0;
const hashed = hashPassword(STAFF_PASSWORD);

/** A staff account written straight to the database (password STAFF_PASSWORD). */
export async function createStaff(
  db: Db,
  options: { role: StaffRole; hotelIds?: number[]; username?: string },
) {
  counter += 1;
  const username = options.username ?? `${options.role}${process.pid}x${counter}`;
  const [row] = await db
    .insert(staff)
    .values({
      username,
      displayName: `员工${counter}`,
      role: options.role,
      passwordHash: await hashed,
      createdAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('no staff row');
  for (const hotelId of options.hotelIds ?? [])
    await db.insert(staffHotels).values({ staffId: row.id, hotelId });
  return row;
}

/** A signed-in member of staff: the session cookie and the CSRF token, for `staffCall`. */
export interface StaffSession {
  cookie: string;
  csrfToken: string;
  staffId: number;
}

export function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (!first) throw new Error(`no cookie set: ${res.body}`);
  return first.split(';')[0] ?? '';
}

export function login(app: App, username: string, password: string = STAFF_PASSWORD, totp?: string) {
  return app.inject({
    method: 'POST',
    url: '/admin/api/auth/login',
    payload: { username, password, ...(totp ? { totp } : {}) },
  });
}

export async function signIn(
  app: App,
  username: string,
  password: string = STAFF_PASSWORD,
): Promise<StaffSession> {
  const res = await login(app, username, password);
  const body = res.json();
  if (body.data?.stage !== 'signedIn') throw new Error(`sign-in failed: ${res.body}`);
  return {
    cookie: cookieOf(res),
    csrfToken: body.data.session.csrfToken,
    staffId: body.data.session.staff.id,
  };
}

/** A call of a signed-in member of staff, with the CSRF header on anything but a read. */
export function staffCall(
  app: App,
  session: StaffSession,
  options: {
    method?: InjectOptions['method'];
    url: string;
    payload?: unknown;
    query?: Record<string, string>;
  },
) {
  const method = options.method ?? 'GET';
  return app.inject({
    method,
    url: options.url,
    query: options.query,
    payload: options.payload as InjectOptions['payload'],
    headers: {
      cookie: session.cookie,
      ...(method === 'GET' ? {} : { 'x-csrf-token': session.csrfToken }),
    },
  });
}
