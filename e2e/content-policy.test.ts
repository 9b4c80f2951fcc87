import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './helpers/browser.ts';
import { bookStay, memberPage, newMember, openPayStep, shows } from './helpers/guest-orders.ts';
import { siteUnderTest } from './helpers/site.ts';

/**
 * Nothing in the site's own code tries what its Content-Security-Policy forbids (issue 25: Zod's
 * probe of `new Function` raised a script-src violation on every member and pay page), so a real
 * violation stands out when reports are collected.
 */
const site = siteUnderTest();

/** Collects the page's CSP violations from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('the Content-Security-Policy', () => {
  it('is not violated by the member centre, an order’s page or the payment step', async () => {
    const member = await newMember(site, '周九');
    const order = await bookStay(site, member, { fromDay: 6 });
    const { page, errors } = await memberPage(site, member, DESKTOP);
    const violations = await watchViolations(page);

    await page.goto(`${site.baseUrl}/courtesy?tab=booking`);
    // the unpaid booking is under 待支付: the member's details and orders have been parsed by then
    await page.getByRole('tab', { name: '待支付', exact: true }).click();
    await shows(page, `订单号 ${order.orderNo}`);
    expect(await violations()).toEqual([]);

    await page.goto(`${site.baseUrl}/courtesy/orders/${order.id}`);
    await shows(page, order.orderNo);
    expect(await violations()).toEqual([]);

    const form = await openPayStep(site, page, order);
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);
});
