import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import { siteUnderTest } from './helpers/site.ts';

const site = siteUnderTest();

interface News {
  newid: number;
  newtitle: string;
}
interface Sale {
  id: number;
  title: string;
  type: string;
  typeName: string;
}
interface Rich {
  Title: string;
  Content: string;
}
interface SiteInfo {
  hotline: string;
  email: string;
}

async function api<T>(path: string, body?: unknown): Promise<T> {
  return (await site.call<{ data: T }>(path, body)).data;
}

/** The browser logs the 404 reply of an unknown id as a failed resource; nothing else may be an error. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/status of 404/.test(e));
}

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);

async function heading(page: Page, name: string, level?: number) {
  await expect.poll(() => page.getByRole('heading', { name, level }).first().isVisible()).toBe(true);
}

/** Follows a main-menu entry: in the header, or on a phone through the hamburger drawer. */
async function openMenu(page: Page, phone: boolean, label: string) {
  if (phone) {
    await page.getByRole('button', { name: /菜单/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: label, exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: label, exact: true }).click();
  }
}

async function noSideScroll(page: Page) {
  await page.waitForTimeout(200);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  const phone = viewport.width < 768;

  describe(`content pages on a ${label}`, () => {
    it('walks the menu to About, Brand, News and JoinIn with content from the server', async () => {
      const intro = await api<Rich>('/cms/about.aspx?sid=74');
      const smart = await api<Rich>('/cms/brand.aspx?sid=75');
      const news = await api<News[]>('/cms/newslist.aspx?sid=18');
      const joinIn = await api<Rich & { data: { stats: { value: string }[] } }>('/cms/joinin.aspx');
      const siteInfo = await api<SiteInfo>('/cms/siteinfo.aspx');

      const { page, errors } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/home`);

      await openMenu(page, phone, '集团介绍');
      await page.waitForURL(/\/home\/about-us/);
      await heading(page, intro.Title, 2);
      expect(await page.title()).toContain('集团介绍');
      await noSideScroll(page);
      await screenshot(page, `content-about-${label}`);

      await openMenu(page, phone, '品牌介绍');
      await page.waitForURL(/\/brand$/);
      await heading(page, smart.Title, 1);
      await expect.poll(() => page.getByRole('tab', { name: '魔方酒店' }).isVisible()).toBe(true);
      await noSideScroll(page);
      await screenshot(page, `content-brand-${label}`);

      await openMenu(page, phone, '新闻中心');
      await page.waitForURL(/\/news$/);
      const list = page.getByRole('list', { name: '全部新闻' });
      for (const item of news.slice(0, 6)) {
        await expect.poll(() => list.getByRole('link', { name: item.newtitle }).isVisible()).toBe(true);
      }
      await noSideScroll(page);
      await screenshot(page, `content-news-${label}`);

      await openMenu(page, phone, '加盟合作');
      await page.waitForURL(/\/joinIn$/);
      await heading(page, joinIn.Title, 1);
      for (const claim of ['40+', '100+', '50%+']) await visible(page, claim);
      expect(joinIn.data.stats.map((s) => s.value)).toContain('40+');
      const contact = page.getByRole('complementary', { name: '招商联系' });
      await expect.poll(() => contact.getByRole('link', { name: siteInfo.hotline }).isVisible()).toBe(true);
      await expect.poll(() => contact.getByRole('link', { name: siteInfo.email }).isVisible()).toBe(true);
      expect(
        await page.evaluate(() =>
          document.querySelector('meta[name="description"]')?.getAttribute('content'),
        ),
      ).toContain('影院客房');
      await noSideScroll(page);
      await screenshot(page, `content-joinin-${label}`);
      expect(errors).toEqual([]);
    });

    it('reaches each footer page from the footer with its content and the configured contacts', async () => {
      const siteInfo = await api<SiteInfo>('/cms/siteinfo.aspx');
      const { page, errors } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/home`);
      const footer = page.getByRole('contentinfo');

      for (const name of [
        'joinFelton',
        'privacyPolicy',
        'personalAndPropertySafety',
        'websiteTermsOfUse',
        'contactUs',
        'careerDevelop',
      ]) {
        const content = await api<Rich>(`/cms/footer.aspx?name=${name}`);
        await footer.locator(`a[href="/${name}"]`).click();
        await page.waitForURL(new RegExp(`/${name}$`));
        await heading(page, content.Title, 1);
        const contacts = page.getByRole('complementary', { name: '联系方式' });
        await expect
          .poll(() => contacts.getByRole('link', { name: siteInfo.hotline }).isVisible())
          .toBe(true);
        await expect.poll(() => contacts.getByRole('link', { name: siteInfo.email }).isVisible()).toBe(true);
        await noSideScroll(page);
        if (name === 'contactUs') {
          // the page text itself carries the hotline filled in by the server
          await expect
            .poll(() => page.locator('.rich-content_richContent').first().textContent())
            .toContain(siteInfo.hotline);
          await screenshot(page, `content-footer-${name}-${label}`);
        }
      }
      expect(errors).toEqual([]);
    });

    it('switches About tabs and opens the tab named by footerNavName', async () => {
      const core = await api<Rich>('/cms/about.aspx?sid=76');
      const service = await api<Rich>('/cms/about.aspx?sid=77');
      const { page, errors } = await site.browser.newPage(viewport);

      await page.goto(`${site.baseUrl}/home/about-us?footerNavName=serviceStandards`);
      await heading(page, service.Title, 2);
      expect(await page.getByRole('tab', { name: '服务理念' }).getAttribute('aria-selected')).toBe('true');

      await page.getByRole('tab', { name: '核心支撑' }).click();
      await heading(page, core.Title, 2);
      expect(new URL(page.url()).searchParams.get('footerNavName')).toBe('brandCenter');

      await page.getByRole('tab', { name: '企业荣誉' }).click();
      const honours = await api<{ data: { honours: { title: string }[] } }>('/cms/about.aspx?sid=79');
      await visible(page, honours.data.honours[0]?.title ?? '');

      // the hidden 'show all' block and its 'learn more' modal
      const tiers = await api<{ data: { tiers: { name: string }[] } }>('/cms/about.aspx?sid=80');
      await page.getByRole('button', { name: '查看全部品牌' }).click();
      for (const tier of tiers.data.tiers) await visible(page, tier.name);
      await page.getByRole('button', { name: '了解更多' }).click();
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
      await noSideScroll(page);
      await screenshot(page, `content-about-modal-${label}`);
      expect(errors).toEqual([]);
    });

    it('pages the news, opens an item, and says so for an unknown one', async () => {
      const news = await api<News[]>('/cms/newslist.aspx?sid=18');
      const { page, errors } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/news`);
      const list = page.getByRole('list', { name: '全部新闻' });

      await page.getByRole('button', { name: '第 2 页' }).click();
      await page.waitForURL(/page=2/);
      const second = news.slice(6, 12);
      for (const item of second) {
        await expect.poll(() => list.getByRole('link', { name: item.newtitle }).isVisible()).toBe(true);
      }
      await noSideScroll(page);
      await screenshot(page, `content-news-page2-${label}`);

      const item = second[0] ?? news[0];
      await list.getByRole('link', { name: item?.newtitle }).click();
      await page.waitForURL(new RegExp(`/newsdetail/${item?.newid}$`));
      await heading(page, item?.newtitle ?? '', 1);
      await noSideScroll(page);
      await screenshot(page, `content-news-detail-${label}`);

      // the slider's 查看更多 opens an item too
      await page.goto(`${site.baseUrl}/news`);
      await page.getByRole('link', { name: '查看更多' }).first().click();
      await page.waitForURL(/\/newsdetail\/\d+$/);

      await page.goto(`${site.baseUrl}/newsdetail/999999`);
      await heading(page, '未找到该新闻');
      await noSideScroll(page);
      expect(unexpected(errors)).toEqual([]);
    });

    it('reaches the offers from Home, filters them by chip, opens one, and says so for an unknown one', async () => {
      const sales = await api<Sale[]>('/crsapi/v1/hotel/getsalelist', { hotelCode: 'HJ000001' });
      const { page, errors } = await site.browser.newPage(viewport);
      await page.goto(`${site.baseUrl}/home`);
      await page
        .getByRole('region', { name: /最新优惠/ })
        .getByRole('link', { name: '查看更多' })
        .click();
      await page.waitForURL(/\/sales$/);
      await expect.poll(() => page.getByText(`共 ${sales.length} 项优惠`).isVisible()).toBe(true);

      const eat = sales.filter((s) => s.type === 'eat');
      const chip = eat[0]?.typeName ?? '';
      await page.getByRole('button', { name: chip }).click();
      await expect.poll(() => page.getByText(`共 ${eat.length} 项优惠`).isVisible()).toBe(true);
      for (const sale of eat) await visible(page, sale.title);
      const other = sales.find((s) => s.type !== 'eat');
      expect(await page.getByText(other?.title ?? '', { exact: true }).count()).toBe(0);
      await noSideScroll(page);
      await screenshot(page, `content-sales-${label}`);

      await page.getByRole('link', { name: '查看详情' }).first().click();
      await page.waitForURL(new RegExp(`/sales/${eat[0]?.id}$`));
      await heading(page, eat[0]?.title ?? '', 1);
      await noSideScroll(page);
      await screenshot(page, `content-sale-detail-${label}`);

      await page.goto(`${site.baseUrl}/sales/999999`);
      await heading(page, '未找到该优惠活动');
      expect(unexpected(errors)).toEqual([]);
    });
  });
}
