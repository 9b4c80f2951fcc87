import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { onTestFailed } from 'vitest';
import { CHROMIUM } from './chromium.ts';

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 375, height: 812 } as const;

export interface BrowserSession {
  browser: Browser;
  /**
   * A fresh page at the given viewport; console errors (less off-machine loads) and page errors go
   * to `errors`. `storageState` seeds the new context's cookies and local storage before any load.
   */
  newPage(
    viewport: { width: number; height: number },
    storageState?: BrowserContextOptions['storageState'],
  ): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
}

/**
 * A failed load of something outside this machine: the map tiles, which need the internet this
 * machine does not have. The site itself only ever talks to the server under test on 127.0.0.1.
 */
function isOffMachineLoad(url: string): boolean {
  if (!url.startsWith('http')) return false;
  const host = new URL(url).hostname;
  return host !== '127.0.0.1' && host !== 'localhost';
}

/** A browser for the journeys (helpers/chromium.ts says which and how). */
export async function launchBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch(CHROMIUM);
  const contexts: BrowserContext[] = [];
  return {
    browser,
    async newPage(viewport, storageState) {
      const context = await browser.newContext({
        viewport,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        storageState,
      });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !isOffMachineLoad(msg.location().url)) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      waitForHydrationOnLoad(page);
      reportOnFailure(page, errors);
      return { page, errors };
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close()));
      await browser.close();
    },
  };
}

/**
 * When the test that opened the page fails, what the page showed and asked: its address, the text of
 * its open dialogs and messages, its last API calls with their status and time, and its errors. A
 * journey that fails only on a loaded CI machine can then be read from the log; with SCREENSHOTS=1
 * the page is also saved as screenshots/failed-<n>.png.
 */
function reportOnFailure(page: Page, errors: string[]): void {
  const calls: string[] = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (!/^\/(crsapi|cms|admin\/api)\//.test(url.pathname)) return;
    const response = await request.response().catch(() => null);
    const ms = Math.round(request.timing().responseEnd);
    // a refusal's code and message: its toast may be gone by the time the test fails (refusals
    // answer 4xx; only those bodies are read)
    const status = response?.status() ?? 0;
    const body = status >= 400 ? await response?.json().catch(() => undefined) : undefined;
    const refusal = body?.success === false ? ` ${body.code ?? ''} ${body.message ?? ''}` : '';
    calls.push(`${request.method()} ${url.pathname} ${status} ${ms} ms${refusal}`);
  });
  page.on('requestfailed', (request) => {
    if (!isOffMachineLoad(request.url())) calls.push(`${request.method()} ${request.url()} failed`);
  });
  try {
    onTestFailed(async () => {
      if (page.isClosed()) return;
      const shown = await page
        .evaluate(() => {
          const text = (selector: string) =>
            [...document.querySelectorAll<HTMLElement>(selector)].map((el) => el.innerText.trim());
          return {
            dialogs: text('[role="dialog"], .ant-message, .ant-notification'),
            body: document.body.innerText.replace(/\s+/g, ' ').slice(0, 1500),
          };
        })
        .catch(() => ({ dialogs: [], body: '(page did not answer)' }));
      console.error(
        [
          `── page at failure: ${page.url()}`,
          `dialogs and messages: ${JSON.stringify(shown.dialogs)}`,
          `last API calls:\n  ${calls.slice(-15).join('\n  ')}`,
          `errors: ${JSON.stringify(errors)}`,
          `text: ${shown.body}`,
        ].join('\n'),
      );
      await screenshot(page, `failed-${Date.now()}`).catch(() => undefined);
    });
  } catch {
    // opened outside a test (a beforeAll): nothing to report on
  }
}

/**
 * A page the server rendered shows before it answers taps: until React has hydrated it, a click
 * does nothing (a guest taps again; a test would fail). `goto` and `reload` of these pages return
 * once it is live (app/use-hydration-end.ts marks <html data-hydrated>); pages rendered in the browser alone have
 * no server state and return at once.
 */
function waitForHydrationOnLoad(page: Page): void {
  const live = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('server-render-state') ||
        document.documentElement.dataset.hydrated === 'true',
      undefined,
      { timeout: 30_000 },
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await live();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await live();
    return response;
  };
}

/**
 * Until what moves in has finished (antd's dialogs, toasts, an accordion opening), as a person would
 * wait before reading or clicking. Animations that never end (a spinner, a skeleton's shimmer) are
 * not waited for: they would hold the page for good (a registration's page once kept one running).
 */
export function animationsSettled(page: Page) {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
      .every((animation) => animation.playState !== 'running'),
  );
}

/** True when the page is wider than its viewport (a horizontal scroll bar). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Saves a full-page screenshot under screenshots/ when SCREENSHOTS=1, for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({
    path: path.resolve(import.meta.dirname, '../../screenshots', `${name}.png`),
    fullPage: true,
  });
}

/**
 * What a server-rendered page does once the browser takes it over: React's hydration warnings, and
 * the paths of the API calls it makes (a page drawn by the server should ask for nothing it showed).
 */
export function watchHydration(page: Page): { warnings: string[]; calls: string[] } {
  const warnings: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('hydration')) warnings.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(crsapi|cms)\//.test(url.pathname)) calls.push(url.pathname);
  });
  return { warnings, calls };
}
