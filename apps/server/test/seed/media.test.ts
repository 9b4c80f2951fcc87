import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CATEGORIES } from '../../src/content/media/categories.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('generated images', () => {
  it('returns an SVG of the category size, cacheable for a day', async () => {
    const res = await get('/media/room/hj000101-dk-1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="533" viewBox="0 0 800 533"/,
    );
    expect(res.body.endsWith('</svg>')).toBe(true);
  });

  it('draws every category at its own size, with nothing executable or external', async () => {
    for (const [category, { width, height }] of Object.entries(MEDIA_CATEGORIES)) {
      const res = await get(`/media/${category}/sample-1.svg`);
      expect(res.statusCode, category).toBe(200);
      expect(res.body, category).toContain(
        `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`,
      );
      expect(res.body, category).not.toMatch(/<script|<foreignObject|\son\w+=|href=|@import|url\((?!#)/i);
      // the namespace is the only URL in the file
      expect(res.body.match(/https?:\/\//g), category).toEqual(['http://']);
    }
  });

  it('draws the same picture for the same name and another for another name', async () => {
    const a = await get('/media/hotel/hj000101.svg');
    const again = await get('/media/hotel/hj000101.svg');
    const b = await get('/media/hotel/hj000102.svg');
    expect(again.body).toBe(a.body);
    expect(b.body).not.toBe(a.body);
  });

  it('answers an unknown category with the 404 envelope', async () => {
    const res = await get('/media/secret/x.svg');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, statusCode: 404 });
  });

  it.each([
    '/media/room/x.png',
    '/media/room/a%20b.svg',
    '/media/room/.svg',
    `/media/room/${'a'.repeat(65)}.svg`,
    '/media/room/x.svg.svg',
    '/media/constructor/x.svg',
    '/media/__proto__/x.svg',
  ])('answers a bad name or category (%s) with the 404 envelope', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, statusCode: 404 });
  });

  it.each([
    '/media/room/..%2F..%2Fpackage.json',
    '/media/room/..%2F..%2F..%2Fetc%2Fpasswd.svg',
    '/media/../package.json',
    '/media/room/../../package.json',
    '/media/%2e%2e/%2e%2e/package.json',
  ])('does not climb out of the images (%s)', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false, statusCode: 404 });
  });
});
