import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOSTILE_HTML } from '../apps/server/test/helpers/hostile-html.ts';
import { signInToBackOffice, staffApi } from './helpers/admin.ts';
import { DESKTOP, screenshot } from './helpers/browser.ts';
import { siteUnderTest } from './helpers/site.ts';

const site = siteUnderTest();

/** A real PNG file (a 4 × 4 wine-red square), as a photo taken for the news would be. */
function pngFile(): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: 4 }, () => [0x7a, 0x1f, 0x2b]).flat()]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row, row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'content-e2e-')), 'opening.png');
  writeFileSync(file, png);
  return file;
}

/** Fails the journey on any alert, confirm or prompt: no script of the content may run. */
function watchForScript(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

describe('内容管理 in the browser', () => {
  it('lets the editor publish a news item with an uploaded image, shown on Home and in the news list', async () => {
    const { page, errors } = await site.browser.newPage(DESKTOP);
    await signInToBackOffice(page, site.baseUrl, 'editor');
    await expect.poll(() => page.getByRole('tab', { name: '新闻' }).isVisible()).toBe(true);

    const title = `光影魔方酒店（郑州东站店）开业 ${Date.now() % 100000}`;
    await page.getByRole('button', { name: /新建新闻/ }).click();
    const dialog = page.getByRole('dialog');
    // exact: the rich-text toolbar, once loaded, has buttons 标题 2 and 标题 3
    await dialog.getByLabel('标题', { exact: true }).fill(title);
    await dialog.getByLabel('上传图片（图片）').setInputFiles(pngFile());
    await expect.poll(() => dialog.getByRole('img', { name: '图片' }).isVisible()).toBe(true);
    const editor = dialog.getByRole('textbox', { name: '正文' });
    await editor.click();
    await page.keyboard.type('郑州东站店今日开业，');
    const bold = dialog.getByRole('button', { name: '加粗' });
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('首月房价八折');
    await dialog.getByLabel('摘要').fill('郑州东站店今日开业');

    await dialog.getByRole('button', { name: /预\s*览/ }).click();
    const preview = page.getByRole('dialog', { name: '预览（与公众网站显示一致）' });
    await expect.poll(() => preview.getByText('首月房价八折').isVisible()).toBe(true);
    await screenshot(page, 'admin-content-preview-1280');
    await preview.getByRole('button', { name: /关闭|Close/ }).click();

    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => page.getByText('保存成功').first().isVisible()).toBe(true);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect.poll(() => row.getByText('草稿').isVisible()).toBe(true);
    const drafts = await site.call<{ data: { newtitle: string }[] }>('/cms/newslist.aspx?sid=18');
    expect(drafts.data.map((n) => n.newtitle)).not.toContain(title);

    await row.getByRole('button', { name: '发布' }).click();
    await page
      .getByRole('dialog', { name: `发布：${title}` })
      .getByRole('button', { name: /发\s*布/ })
      .click();
    await expect.poll(() => row.getByText('已发布').isVisible()).toBe(true);
    await screenshot(page, 'admin-content-news-1280');

    const guest = (await site.browser.newPage(DESKTOP)).page;
    await guest.goto(`${site.baseUrl}/home`);
    const card = guest.getByRole('link', { name: new RegExp(title) });
    await expect.poll(() => card.isVisible()).toBe(true);
    const src = await card.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/media\/uploads\/[0-9a-f]{24}\.png$/);
    expect((await fetch(`${site.baseUrl}${src}`)).headers.get('content-type')).toBe('image/png');

    await guest.goto(`${site.baseUrl}/news`);
    await expect
      .poll(() => guest.getByRole('list', { name: '全部新闻' }).getByText(title).isVisible())
      .toBe(true);
    await guest.getByRole('list', { name: '全部新闻' }).getByText(title).click();
    await expect.poll(() => guest.getByText('首月房价八折').isVisible()).toBe(true);
    expect(await guest.locator('strong', { hasText: '首月房价八折' }).count()).toBe(1);
    // Only the session probe made before signing in (401: nobody signed in yet) may be an error.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  it('runs no script of a hostile-HTML corpus on the public news page and hotel home page', async () => {
    const editor = await staffApi(site.baseUrl, 'editor');
    const created = await editor.call<{ data: { id: number } }>('/content/news', {
      body: {
        title: '恶意内容测试',
        image: '/media/news/opening.svg',
        content: HOSTILE_HTML,
        description: '',
      },
    });
    const id = created.body.data.id;
    await editor.call(`/content/news/${id}/publish`, { body: {} });

    const manager = await staffApi(site.baseUrl, 'manager');
    const home = await manager.call<{ data: { data: Record<string, unknown> } }>(
      '/content/hotels/HJ000101/home',
    );
    const saved = await manager.call<{ success: boolean }>('/content/hotels/HJ000101/home', {
      method: 'PUT',
      body: { data: { ...home.body.data.data, AboutDesc: HOSTILE_HTML } },
    });
    expect(saved.body.success).toBe(true);

    for (const address of [`/newsdetail/${id}`, '/HJ000101/home']) {
      const { page, errors } = await site.browser.newPage(DESKTOP);
      const dialogs = watchForScript(page);
      await page.goto(`${site.baseUrl}${address}`);
      await expect.poll(() => page.getByText('悬停').first().isVisible()).toBe(true);
      // Give any injected handler (onload, onerror, a refresh) its chance to fire.
      await page.locator('body').hover();
      await page.getByText('点我').first().click();
      await page.waitForTimeout(500);
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(new URL(page.url()).pathname).toBe(address);
      // No inline script but the page's own start (apps/server/src/lib/site-start.ts), once, at the end
      const inline = page.locator('script:not([src]):not([type])');
      expect(await inline.count()).toBe(1);
      expect(await page.locator('body > script:last-child[data-entry]').count()).toBe(1);
      expect(await page.locator('iframe, object, embed, svg[onload]').count()).toBe(0);
      // The only failures allowed are images the corpus points nowhere (src="x").
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      await screenshot(page, `admin-content-hostile-${address.replaceAll('/', '-')}`);
    }
  });
});
