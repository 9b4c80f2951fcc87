import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo accounts seeded with the demo data (README). */
export const DEMO_STAFF = {
  admin: { username: 'admin', password: 'Admin@2026' },
  manager: { username: 'manager', password: 'Manager@2026' },
  frontdesk: { username: 'frontdesk', password: 'Front@2026' },
  editor: { username: 'editor', password: 'Editor@2026' },
} as const;
export type DemoStaff = keyof typeof DEMO_STAFF;

/**
 * Signs a demo account in through the sign-in page at /admin, as staff do, and waits for the
 * first screen of its role (on a phone the menu then sits behind the header's menu button).
 */
export async function signInToBackOffice(page: Page, baseUrl: string, who: DemoStaff): Promise<void> {
  const { username, password } = DEMO_STAFF[who];
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).not.toMatch(/^\/admin(\/login)?$/);
}

/** A staff session for calls outside the browser: the cookie and the CSRF token. */
export interface StaffApi {
  /** The JSON reply of a staff call; GET without a body, else the method given. */
  call<T = unknown>(
    path: string,
    options?: { method?: string; body?: unknown },
  ): Promise<{ status: number; body: T }>;
}

/** Signs a demo account in over HTTP, for arranging data a browser journey then looks at. */
export async function staffApi(baseUrl: string, who: DemoStaff): Promise<StaffApi> {
  const res = await fetch(`${baseUrl}/admin/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_STAFF[who]),
  });
  const signedIn = (await res.json()) as { data: { stage: string; session: { csrfToken: string } } };
  if (signedIn.data?.stage !== 'signedIn') throw new Error(`sign-in of ${who} failed`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const csrfToken = signedIn.data.session.csrfToken;
  return {
    async call<T>(path: string, options: { method?: string; body?: unknown } = {}) {
      const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
      const headers: Record<string, string> = { cookie };
      if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const reply = await fetch(`${baseUrl}/admin/api${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      return { status: reply.status, body: (await reply.json()) as T };
    },
  };
}

/** Every room type of a hotel at 0 rooms for one night, as a manager sets it in 房价房态. */
export async function sellOut(baseUrl: string, hotelCode: string, night: string): Promise<void> {
  const admin = await staffApi(baseUrl, 'admin');
  const calendar = await admin.call<{ data: { readAt: string; roomTypes: { id: number }[] } }>(
    `/rates/calendar?hotelCode=${hotelCode}&from=${night}&days=30`,
  );
  const edit = await admin.call('/rates/bulk-edit', {
    body: {
      hotelCode,
      from: night,
      to: night,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      roomTypeIds: calendar.body.data.roomTypes.map((type) => type.id),
      roomsTotal: 0,
      readAt: calendar.body.data.readAt,
    },
  });
  expect(edit.status).toBe(200);
}
