import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './helpers/browser.ts';
import { HOTEL, shanghaiDate } from './helpers/guest-orders.ts';
import { chooseCity } from './helpers/search-journey.ts';
import { siteUnderTest } from './helpers/site.ts';

/**
 * Issue 12: axe-core finds no serious or critical problem (its default WCAG 2.x A/AA rules and best
 * practices) on the pages Lighthouse measures, at both widths, once their content has arrived.
 * Issue 25 item 16: nor does HTML_CodeSniffer (pa11y's runner) find a WCAG 2 AA error there, and
 * on a hotel's home and a room's page axe finds nothing at all, moderate and minor included.
 */

const site = siteUnderTest();
const HTMLCS = readFileSync(
  path.resolve(import.meta.dirname, '../node_modules/html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

const SERIOUS = ['serious', 'critical'];
const EVERY_IMPACT = ['minor', 'moderate', ...SERIOUS];

/**
 * axe's findings of the impacts given (serious and critical unless told) and HTML_CodeSniffer's
 * WCAG 2 AA errors, one line each: the rule, and the elements it names.
 */
async function violations(page: Page, impacts: readonly string[] = SERIOUS): Promise<string[]> {
  // Content and pictures arrived, and antd's entrance motions over, so contrast reads the final colours.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const results = await new AxeBuilder({ page }).analyze();
  const axe = results.violations
    .filter((v) => impacts.includes(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}) ${node.target.join(' ')}: ${v.help}`));
  return [...axe, ...(await codeSnifferErrors(page))];
}

/** HTML_CodeSniffer's errors (type 1) by WCAG 2 AA. Evaluated, not a script tag: the CSP allows no inline script. */
async function codeSnifferErrors(page: Page): Promise<string[]> {
  await page.evaluate(HTMLCS);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        interface Sniffer {
          process(standard: string, root: Document, done: () => void): void;
          getMessages(): { type: number; code: string; element: Element }[];
        }
        const sniffer = (window as unknown as { HTMLCS: Sniffer }).HTMLCS;
        sniffer.process('WCAG2AA', document, () =>
          resolve(
            sniffer
              .getMessages()
              .filter((message) => message.type === 1)
              .map((message) => `${message.code}: ${message.element.outerHTML.slice(0, 160)}`),
          ),
        );
      }),
  );
}

describe('accessibility of the measured pages', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`has no serious axe finding or HTML_CodeSniffer error on Home on a ${label}`, async () => {
      const { page } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/home`);
      await page.getByRole('region', { name: /最新优惠/ }).waitFor();
      expect(await violations(page)).toEqual([]);
      // antd's date picker, once the guest reaches for the dates: each date input keeps its name
      const search = page.getByRole('form', { name: '酒店查询' });
      await search.getByRole('textbox', { name: '入住 — 离店' }).focus();
      await search.locator('.ant-picker-range').waitFor();
      await expect.poll(() => search.getByRole('textbox', { name: '离店日期' }).count()).toBe(1);
      expect(await violations(page)).toEqual([]);
    });

    it(`has no serious axe finding or HTML_CodeSniffer error on a city's hotel list on a ${label}`, async () => {
      const { page } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/home`);
      const search = page.getByRole('form', { name: '酒店查询' });
      await chooseCity(page, search, '济南');
      await search.getByRole('button', { name: /查\s?询/ }).click();
      await page.waitForURL(/\/hotels(\?|$)/);
      await page.locator('.hotels_hotel-card__name').first().waitFor();
      expect(await violations(page)).toEqual([]);
    });

    it(`has no serious axe finding or HTML_CodeSniffer error on a hotel's rooms on a ${label}`, async () => {
      const { page } = await site.browser.newPage(viewport);
      const stay = `checkInDate=${shanghaiDate(1)}&checkOutDate=${shanghaiDate(3)}&custList=2-0`;
      await page.goto(`${site.baseUrl}/${HOTEL}/rooms?${stay}`);
      await page
        .getByRole('button', { name: /^预订 / })
        .first()
        .waitFor();
      expect(await violations(page)).toEqual([]);
    });

    it(`has no serious axe finding or HTML_CodeSniffer error on the group's meetings page and its pager on a ${label}`, async () => {
      const { page } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/meetings`);
      const pager = page.locator('.pagination_pager');
      // the group's hotels fill more pages than the pager numbers: a ••• jump on, then one each way
      await pager.locator('.ant-pagination-jump-next').waitFor();
      expect(await violations(page)).toEqual([]);
      await pager.getByRole('button', { name: '向后 3 页' }).click();
      await expect.poll(() => pager.locator('[aria-current="page"]').textContent()).toBe('4');
      await pager.getByRole('button', { name: '向前 3 页' }).waitFor();
      expect(await violations(page)).toEqual([]);
    });

    it(`has no axe finding of any impact nor HTML_CodeSniffer error on a hotel's home on a ${label}`, async () => {
      const { page } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/${HOTEL}/home`);
      await page.getByRole('region', { name: '酒店风采' }).waitFor();
      await page.locator('.room-carousel_room-card').first().waitFor();
      expect(await violations(page, EVERY_IMPACT)).toEqual([]);
    });

    it(`has no axe finding of any impact nor HTML_CodeSniffer error on a room's page on a ${label}`, async () => {
      const { page } = await site.browser.newPage(viewport);
      const stay = `checkInDate=${shanghaiDate(1)}&checkOutDate=${shanghaiDate(3)}&custList=2-0`;
      await page.goto(`${site.baseUrl}/${HOTEL}/room-detail/room-detail?index=0&${stay}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page
        .getByRole('button', { name: /^预订 / })
        .first()
        .waitFor();
      expect(await violations(page, EVERY_IMPACT)).toEqual([]);
    });
  }

  it('lets the keyboard reach only the banner in view, and holds it while focused', async () => {
    const { page } = await site.browser.newPage(DESKTOP);
    await page.goto(`${site.baseUrl}/home`);
    const banners = page.getByRole('region', { name: '精选推荐' });
    const inBanners = () => banners.evaluate((region) => region.contains(document.activeElement));
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    // the banner in view: the one link of the region outside the inert slides
    const shownLink = banners.locator('[role="group"]:not([inert])').getByRole('link');
    await shownLink.waitFor();
    const shown = await shownLink.getAttribute('aria-label');

    for (let tab = 0; tab < 60 && !(await inBanners()); tab++) await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe(shown);
    // the banners stop turning (a turn is 5 s) while the guest is on one
    await page.waitForTimeout(6_500);
    expect(await focusedLabel()).toBe(shown);
    expect(await shownLink.getAttribute('aria-label')).toBe(shown);
    // the next Tab goes on to the dots: the banners out of view are skipped
    await page.keyboard.press('Tab');
    expect(
      await banners.evaluate((region) => region.contains(document.activeElement?.closest('a') ?? null)),
    ).toBe(false);
    expect(await focusedLabel()).toBe('第1张');
  });
});
