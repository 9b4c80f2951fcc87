import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SITE_START_SCRIPT_HASH, startingAfterLoad } from '../../src/lib/site-start.ts';
import { createTestApp } from '../helpers/app.ts';

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>光影酒店集团</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/site-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/style-D4.css">
  </head>
  <body>
    <div id="root"><!--page-html--></div>
    <!--page-state-->
  </body>
</html>`;

describe("a server-rendered page's start", () => {
  it('loads no script before the page has loaded: one small script starts the entry and its modules', () => {
    const html = startingAfterLoad(INDEX_HTML);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload" crossorigin');
    // the style sheet stays where it was, the state before the start
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-D4.css">');
    const starter = /<script data-entry="([^"]*)" data-preload="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
    expect(starter?.slice(1, 3)).toEqual([
      '/assets/index-A1.js',
      '/assets/framework-B2.js /assets/site-C3.js',
    ]);
    expect(html.indexOf('<!--page-state-->')).toBeLessThan(html.indexOf('<script data-entry'));
    // the content policy admits exactly that script
    const hash = `'sha256-${createHash('sha256')
      .update(starter?.[3] ?? '')
      .digest('base64')}'`;
    expect(hash).toBe(SITE_START_SCRIPT_HASH);
  });

  it('leaves a page without an entry script as it is', () => {
    const plain = '<!doctype html><html><head></head><body></body></html>';
    expect(startingAfterLoad(plain)).toBe(plain);
  });

  it('is the one inline script the content policy of a page admits', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
      const scriptSources = /(?:^|;)script-src ([^;]*)/.exec(String(res.headers['content-security-policy']));
      expect(scriptSources?.[1]).toBe(`'self' ${SITE_START_SCRIPT_HASH}`);
    } finally {
      await t.close();
    }
  });
});
