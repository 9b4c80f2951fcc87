/**
 * Screenshots of every route of the site and the back office at 1280 and 375 px, for comparing the
 * pages before and after a change of styles (compare-screenshots.ts). Not a test: a person looks.
 *
 *   npm run build && npx tsx e2e/visual/route-screenshots.ts <folder>
 *
 * It starts the built server on a fresh embedded database with the demo data, signs the demo member
 * and the demo administrator in, and saves `<folder>/<route>@<width>.png` (full page, animations
 * stopped). Dates come from today, so compare shots taken the same day.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_SCREENS } from '@hotel/shared/admin/roles';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM } from '../helpers/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.resolve(process.argv[2] ?? 'screenshots/routes');
const PORT = Number(process.env.SHOTS_PORT ?? 18_123);
const BASE = `http://127.0.0.1:${PORT}`;
const HOTEL = 'HJ000101';
const WIDTHS = [1280, 375];
const MEMBER = { mobile: '13800138000' };
const STAFF = { username: 'admin', password: 'Admin@2026' };

function dayAfter(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
const stay = `checkInDate=${dayAfter(7)}&checkOutDate=${dayAfter(8)}`;

const VISITOR_ROUTES: Record<string, string> = {
  home: '/home',
  'about-us': '/home/about-us',
  hotels: `/hotels?${stay}`,
  meetings: '/meetings',
  sales: '/sales',
  news: '/news',
  register: '/register',
  'join-in': '/joinIn',
  brand: '/brand',
  'footer-privacy': '/privacyPolicy',
  'child-home': `/${HOTEL}/home`,
  'child-about-us': `/${HOTEL}/about-us`,
  'child-rooms': `/${HOTEL}/rooms?${stay}`,
  'child-room-detail': `/${HOTEL}/room-detail/room-detail?index=0`,
  'child-health-and-tea': `/${HOTEL}/health-and-tea`,
  'child-meetings': `/${HOTEL}/meetings`,
  'child-sales': `/${HOTEL}/sales`,
  'not-found': '/no-such-hotel/home',
};

const MEMBER_ROUTES: Record<string, string> = {
  'courtesy-personal': '/courtesy',
  'courtesy-booking': '/courtesy?tab=booking',
  'courtesy-points': '/courtesy?tab=points',
  'courtesy-coupons': '/courtesy?tab=coupons',
  'courtesy-account': '/courtesy?tab=account',
};

/** Every screen of the back office, as its menu lists them. */
const ADMIN_ROUTES = Object.keys(ADMIN_SCREENS);

async function startServer(): Promise<() => void> {
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hotel-shots-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`${BASE}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return () => child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function call<T>(route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

async function memberToken(): Promise<{ token: string; name: string }> {
  await call(`/crsapi/v1/user/smscode?mobile=${MEMBER.mobile}&type=2`);
  const outbox = await call<{ data: { code: string }[] }>(`/dev/sms-outbox?mobile=${MEMBER.mobile}`);
  const login = await call<{ data: { token: string; name: string } }>('/crsapi/v1/user/login', {
    mobile: MEMBER.mobile,
    code: outbox.data[0]?.code,
    mode: 1,
  });
  return login.data;
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  // QR codes encode the site's address, port included: masked, so shots of two ports compare.
  await page.screenshot({
    path: path.join(OUT, `${name}@${width}.png`),
    fullPage: true,
    animations: 'disabled',
    mask: [page.locator('.ant-qrcode')],
  });
  console.log(`${name}@${width}`);
}

/** The address of the first link on `listPath` whose path matches `pattern` (a sale, a piece of news). */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string | undefined> {
  await page.goto(`${BASE}${listPath}`);
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href));
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const stop = await startServer();
  const browser = await chromium.launch(CHROMIUM);
  try {
    const member = await memberToken();
    for (const width of WIDTHS) {
      const viewport = { width, height: width > 700 ? 900 : 812 };
      const visitor = await (
        await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
      ).newPage();
      const routes = { ...VISITOR_ROUTES };
      const sale = await firstLink(visitor, '/sales', /^\/sales\/\d+$/);
      if (sale) routes['sales-detail'] = sale;
      const news = await firstLink(visitor, '/news', /^\/newsdetail\/\d+$/);
      if (news) routes['news-detail'] = news;
      for (const [name, route] of Object.entries(routes)) {
        await visitor.goto(`${BASE}${route}`);
        await shoot(visitor, name, width);
      }

      const stored = (value: string) => JSON.stringify({ value });
      const memberContext = await browser.newContext({
        viewport,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        storageState: {
          cookies: [],
          origins: [
            {
              origin: BASE,
              localStorage: [
                { name: 'usertoken', value: stored(member.token) },
                { name: 'username', value: stored(member.name) },
              ],
            },
          ],
        },
      });
      const memberPage = await memberContext.newPage();
      for (const [name, route] of Object.entries(MEMBER_ROUTES)) {
        await memberPage.goto(`${BASE}${route}`);
        await shoot(memberPage, name, width);
      }
      await memberPage.goto(`${BASE}/${HOTEL}/rooms?${stay}`);
      const book = memberPage.getByRole('button', { name: /^预订 / }).first();
      if (await book.isVisible().catch(() => false)) {
        // A click before the page is hydrated does nothing: wait for the quiet, click again if need be.
        await memberPage.waitForLoadState('networkidle');
        for (let attempt = 0; attempt < 3 && !memberPage.url().includes('FillInformationStep'); attempt++) {
          await book.click();
          await memberPage.waitForURL(/FillInformationStep/, { timeout: 5_000 }).catch(() => undefined);
        }
        await memberPage.getByText('入住人信息').first().waitFor();
        await shoot(memberPage, 'fill-information', width);
      }

      const staff = await (
        await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
      ).newPage();
      await staff.goto(`${BASE}/admin/login`);
      await shoot(staff, 'admin-login', width);
      await staff.getByLabel('账号').fill(STAFF.username);
      await staff.getByLabel('密码').fill(STAFF.password);
      await staff.getByRole('button', { name: '登录', exact: true }).click();
      await staff.waitForURL((url) => !/\/admin(\/login)?$/.test(url.pathname));
      for (const screen of ADMIN_ROUTES) {
        await staff.goto(`${BASE}/admin/${screen}`);
        await shoot(staff, `admin-${screen}`, width);
      }
    }
  } finally {
    await browser.close();
    stop();
  }
}

await main();
