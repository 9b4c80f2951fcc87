import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageScripts {
  files: string[];
  bytes: Bytes;
}

/** Sizes as the server's precompressed files would be: gzip -9 and brotli at its best quality. */
function bytesOf(file: string): Bytes {
  const content = readFileSync(file);
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function sumBytes(list: readonly Bytes[]): Bytes {
  return list.reduce(
    (sum, b) => ({ raw: sum.raw + b.raw, gzip: sum.gzip + b.gzip, brotli: sum.brotli + b.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
}

/**
 * The JavaScript a first visit really fetches: the page is opened in Chromium and every script it
 * loads until the network is idle (entry, its static imports, the route's chunks and whatever the
 * page imports once its data is there) is counted, compressed here from the build's own files.
 */
export async function firstLoadScripts(
  baseUrl: string,
  distDir: string,
  pagePaths: readonly string[],
  viewport: { width: number; height: number },
): Promise<Map<string, PageScripts>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  const result = new Map<string, PageScripts>();
  try {
    for (const pagePath of pagePaths) {
      const context = await browser.newContext({ viewport, locale: 'zh-CN' });
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.request().resourceType() === 'script' && url.origin === baseUrl) files.add(url.pathname);
      });
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const sorted = [...files].sort();
      result.set(pagePath, {
        files: sorted,
        bytes: sumBytes(sorted.map((file) => bytesOf(path.join(distDir, file)))),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}
