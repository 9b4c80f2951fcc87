import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type BrowserSession, launchBrowser } from './browser.ts';
import { freePort, type RunningServer, startServer } from './server.ts';

export interface SiteUnderTest {
  readonly baseUrl: string;
  readonly browser: BrowserSession;
  /** The JSON reply of a call to the server: GET without a body, POST with one. */
  call<T = unknown>(path: string, body?: unknown, token?: string): Promise<T>;
}

/**
 * The built server on a fresh embedded database (default NODE_ENV, so the SMS outbox exists) and
 * a Chromium, started before the test file's tests and stopped after them. `env` gives settings of
 * the server's own, made when it starts (after the file's earlier beforeAll) from its address.
 */
export function siteUnderTest(
  options: { env?: (baseUrl: string) => Record<string, string> } = {},
): SiteUnderTest {
  let server: RunningServer | undefined;
  let browser: BrowserSession | undefined;
  beforeAll(async () => {
    const port = await freePort();
    server = await startServer({ port, env: options.env?.(`http://127.0.0.1:${port}`) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = () => {
    if (!server || !browser) throw new Error('the site starts in beforeAll');
    return { server, browser };
  };
  return {
    get baseUrl() {
      return started().server.baseUrl;
    },
    get browser() {
      return started().browser;
    },
    async call<T>(path: string, body?: unknown, token?: string): Promise<T> {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.usertoken = token;
      const res = await fetch(`${started().server.baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as T;
    },
  };
}

/** The newest SMS code sent to a mobile, read from the development outbox; waits for it to arrive. */
export async function outboxCode(site: SiteUnderTest, mobile: string, notThis?: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const outbox = await site.call<{ data: { code: string | null }[] }>(`/dev/sms-outbox?mobile=${mobile}`);
    const code = outbox.data[0]?.code;
    if (code && code !== notThis) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code for ${mobile}`);
}

/** A value the site stored with its storage helper (`{ value, expires? }` JSON). */
export function storedValue(page: Page, key: string, area: 'local' | 'session' = 'local'): Promise<unknown> {
  return page.evaluate(
    ([k, a]) =>
      JSON.parse((a === 'local' ? localStorage : sessionStorage).getItem(k) ?? 'null')?.value ?? null,
    [key, area] as const,
  );
}
