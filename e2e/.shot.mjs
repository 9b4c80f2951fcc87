import { chromium } from 'playwright-core';

const [, , url, out, width, action] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: 'zh-CN' });
page.on('console', (m) => {
  if (m.type() === 'error') console.log('CONSOLE', m.text());
});
await page.goto(url);
await page.waitForTimeout(1500);
if (action) {
  await eval(action);
  await page.waitForTimeout(800);
}
await page.screenshot({ path: out, fullPage: action ? false : true });
await browser.close();
