import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createBrand, createCity, createHotel, createNews } from '../helpers/factories.ts';
import { createBookingMember } from '../helpers/order-factories.ts';
import { createBuiltSites } from './built-sites.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
let sites: Awaited<ReturnType<typeof createBuiltSites>>;
let hotelCode: string;
beforeAll(async () => {
  sites = await createBuiltSites({ precompress: true });
  t = await createTestApp({
    env: sites.env,
    prepare: async (db) => {
      const city = await createCity(db);
      const brand = await createBrand(db);
      hotelCode = (await createHotel(db, { cityId: city.id, brandId: brand.id })).hotelCode;
      await createNews(db);
    },
  });
});
afterAll(async () => {
  await t.close();
  await sites.remove();
});

describe('hashed assets', () => {
  it('lets a browser keep them for a year without asking again, on the site and the back office', async () => {
    for (const url of [
      sites.web.script.url,
      sites.web.style.url,
      sites.web.image.url,
      sites.admin.script.url,
    ]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe(IMMUTABLE);
      }
    }
  });

  it('keeps an unhashed public file revalidated', async () => {
    const res = await t.app.inject({ url: '/index.html' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('pages', () => {
  it('are revalidated: no-cache with an ETag, and a 304 without a body while unchanged', async () => {
    for (const url of ['/home', `/${hotelCode}/rooms`, '/admin/orders']) {
      const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = first.headers.etag;
      expect(etag, url).toEqual(expect.any(String));
      const again = await t.app.inject({
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('answer HEAD like GET without the body', async () => {
    for (const url of [
      '/home',
      '/hotels',
      `/${hotelCode}/home`,
      '/newsdetail/1',
      '/admin',
      '/admin/orders',
    ]) {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['content-type'], url).toMatch(/text\/html/);
      expect(head.headers.etag, url).toBe(get.headers.etag);
    }
  });

  it('still answers an unknown file or API path with the 404 envelope, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of ['/assets/missing-abc123.js', '/crsapi/v1/hotel/nothing', '/admin/api/nothing']) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const res = await t.app.inject({ url: '/cms/nothing.aspx' });
    expect(res.json()).toMatchObject({ success: false, statusCode: 404 });
  });
});

describe('API reads', () => {
  const newsList = '/cms/newslist.aspx?sid=18';

  it('carry an ETag and no-cache, and answer a matching If-None-Match with a 304 without a body', async () => {
    const first = await t.app.inject({ url: newsList });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const unchanged = await t.app.inject({ url: newsList, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const compressed = await t.app.inject({
      url: newsList,
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(compressed.statusCode).toBe(304);

    const stale = await t.app.inject({ url: newsList, headers: { 'if-none-match': 'W/"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('answer HEAD like GET without the body', async () => {
    for (const url of [newsList, '/crsapi/v1/hotel/getGroupCities', '/openapi.json']) {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(get.statusCode, url).toBe(200);
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers.etag, url).toBe(get.headers.etag);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
    }
  });

  it('keep member answers out of every cache: no-store and no ETag', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 0 });
    const res = await t.app.inject({
      url: '/crsapi/v1/user/userdetail',
      headers: { usertoken: member.token },
    });
    expect(res.json()).toMatchObject({ success: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});
