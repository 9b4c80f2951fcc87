import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createNews } from '../helpers/factories.ts';
import { createBuiltSites } from './built-sites.ts';

/** What a browser gets once it has undone the Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

function get(t: TestApp, url: string, acceptEncoding?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

describe('built files compressed at build time', () => {
  let t: TestApp;
  let sites: Awaited<ReturnType<typeof createBuiltSites>>;
  beforeAll(async () => {
    sites = await createBuiltSites({ precompress: true });
    t = await createTestApp({ env: sites.env });
  });
  afterAll(async () => {
    await t.close();
    await sites.remove();
  });

  it('writes a brotli and a gzip copy beside each text file, none beside the image', () => {
    const file = (url: string) => path.join(sites.web.dir, url);
    expect(existsSync(`${file(sites.web.script.url)}.br`)).toBe(true);
    expect(existsSync(`${file(sites.web.script.url)}.gz`)).toBe(true);
    expect(existsSync(`${file(sites.web.style.url)}.br`)).toBe(true);
    expect(existsSync(`${file(sites.web.image.url)}.br`)).toBe(false);
  });

  it('sends a script as brotli to a browser that accepts it, the same bytes once decompressed', async () => {
    const res = await get(t, sites.web.script.url, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(sites.web.script.body.length / 3);
    expect(decoded(res).toString()).toBe(sites.web.script.body);
  });

  it('falls back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gzipped = await get(t, sites.web.style.url, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped).toString()).toBe(sites.web.style.body);

    const plain = await get(t, sites.web.style.url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(sites.web.style.body);
  });

  it('never serves the compressed copies as files of their own', async () => {
    const res = await get(t, `${sites.web.script.url}.br`);
    expect(res.statusCode).toBe(404);
  });

  it('compresses the back office assets under /admin too', async () => {
    const res = await get(t, sites.admin.script.url, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res).toString()).toBe(sites.admin.script.body);
  });

  it('sends an image as it is', async () => {
    const res = await get(t, sites.web.image.url, 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(sites.web.image.body)).toBe(true);
  });

  it('sends a page of the site (index.html) compressed', async () => {
    for (const url of ['/home', '/admin/orders']) {
      const res = await get(t, url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(decoded(res).toString(), url).toBe(
        url === '/home' ? sites.web.indexHtml : sites.admin.indexHtml,
      );
    }
  });
});

describe('answers compressed as they are made', () => {
  let t: TestApp;
  let sites: Awaited<ReturnType<typeof createBuiltSites>>;
  beforeAll(async () => {
    // a build without the .br/.gz copies (vite build alone): the server compresses the files itself
    sites = await createBuiltSites({ precompress: false });
    t = await createTestApp({
      env: sites.env,
      prepare: async (db) => {
        for (let i = 0; i < 12; i += 1)
          await createNews(db, { description: '新店开业，欢迎光临。'.repeat(10) });
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await sites.remove();
  });

  it('compresses an API read with brotli, else gzip, to the same JSON', async () => {
    const url = '/cms/newslist.aspx?sid=18';
    const plain = await get(t, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(t, url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(br).toString()).toBe(plain.body);
    const gzip = await get(t, url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).toString()).toBe(plain.body);
  });

  it('compresses the OpenAPI document', async () => {
    const res = await get(t, '/openapi.json', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res).toString())).toHaveProperty('openapi');
  });

  it('leaves a small answer as it is', async () => {
    const res = await get(t, '/healthz', 'br');
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses built files and pages that have no compressed copy', async () => {
    const script = await get(t, sites.web.script.url, 'br');
    expect(script.headers['content-encoding']).toBe('br');
    expect(decoded(script).toString()).toBe(sites.web.script.body);
    const page = await get(t, '/news', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(decoded(page).toString()).toBe(sites.web.indexHtml);
    const image = await get(t, sites.web.image.url, 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});
