import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('draining before shutdown', () => {
  it('reports draining to the health check and asks clients to close while still answering', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');

    t.app.startDraining();
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'draining' });
    const answer = await t.app.inject({ method: 'GET', url: '/cms/siteinfo.aspx' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true });
    expect(answer.headers.connection).toBe('close');
  });
});
