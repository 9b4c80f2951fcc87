import net from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { SITE_START_SCRIPT_HASH } from '../../src/lib/site-start.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('system', () => {
  it('answers healthz ok while the process serves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers readyz ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  // on PGlite one open transaction holds the whole database; PostgreSQL's pool has other connections
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'says readyz 503 down while the database does not answer, and healthz still ok',
    async () => {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const valve = setTimeout(release, 10_000);
      const holding = t.db.transaction(async () => {
        await released;
      });
      try {
        const [ready, health] = await Promise.all([
          t.app.inject({ method: 'GET', url: '/readyz' }),
          t.app.inject({ method: 'GET', url: '/healthz' }),
        ]);
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({ status: 'down' });
        expect(health.statusCode).toBe(200);
      } finally {
        clearTimeout(valve);
        release();
        await holding;
      }
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
    },
  );

  it('returns the request id it was given, and makes one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://*.is.autonavi.com",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends every document security header, unchanged, on pages and unknown paths', async () => {
    // what @fastify/helmet sent with this configuration; plugins/security.ts now works them out once
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';" +
        "img-src 'self' data: blob: https://*.is.autonavi.com;object-src 'none';" +
        `script-src 'self' ${SITE_START_SCRIPT_HASH};` +
        "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api-docs/' }),
      await t.app.inject({ method: 'GET', url: '/no/such/page' }),
      await t.app.inject({ method: 'GET', url: '/robots.txt' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 200]);
    for (const res of answers) {
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers[name]]));
      expect(sent, `${res.statusCode} answer`).toEqual(expected);
    }
  });

  it("sends JSON answers OWASP's REST set only, on reads, refusals and unknown API paths", async () => {
    const expected = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    };
    const documentOnly = [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'permissions-policy',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const answers = [
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await t.app.inject({ method: 'GET', url: '/crsapi/v1/hotel/getGroupCities' }),
      await t.app.inject({ method: 'GET', url: '/cms/newslist.aspx?sid=18' }),
      await t.app.inject({ method: 'GET', url: '/openapi.json' }),
      await t.app.inject({ method: 'POST', url: '/crsapi/v1/hotel/nope', payload: {} }),
      await t.app.inject({
        method: 'POST',
        url: '/crsapi/v1/hotel/getBanner',
        headers: { 'content-type': 'application/json' },
        payload: '{"HotelCode": ',
      }),
      await t.app.inject({ method: 'GET', url: '/admin/api/staff' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 404, 400, 401]);
    for (const res of answers) {
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers[name]]));
      expect(sent, `${res.statusCode} answer`).toEqual(expected);
      for (const name of documentOnly) expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('publishes an OpenAPI document of the calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/crsapi/v1/hotel/getBanner');
    const page = await t.app.inject({ method: 'GET', url: '/api-docs/' });
    expect(page.statusCode).toBe(200);
  });

  it('answers an unknown API path with a 404 envelope in Chinese', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/crsapi/v1/hotel/nope', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, statusCode: 404, message: '未找到相关数据' });
  });

  it('rejects a malformed body with a 400 envelope in Chinese', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/hotel/getBanner',
      headers: { 'content-type': 'application/json' },
      payload: '{"HotelCode": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, statusCode: 400 });
    expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('request time-out', () => {
  it('answers 503 with a Chinese message when a handler takes too long', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', REQUEST_TIMEOUT_MS: '50' });
    const app = await buildApp({ config, database });
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 300));
      return { late: true };
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/slow' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, message: '请求超时，请稍后再试' });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await app.close();
      await database.dispose();
    }
  });

  it('leaves no error behind when the guest goes away while a long answer is on its way', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
      REQUEST_TIMEOUT_MS: '300',
      LOG_LEVEL: 'info',
    });
    const app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
    // an answer that comes in pieces, as a long page does through the compressor
    app.get('/long', async (_request, reply) => {
      const pieces = async function* () {
        for (let i = 0; i < 20; i++) {
          yield `piece ${i}\n`;
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      return reply.type('text/plain').send(Readable.from(pieces()));
    });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as net.AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write('GET /long HTTP/1.1\r\nHost: hotel\r\n\r\n'),
        );
        socket.once('data', () => socket.destroy());
        socket.on('close', () => resolve());
        socket.on('error', reject);
      });
      await new Promise((r) => setTimeout(r, 600));
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(logged.map((line) => line.msg)).toContain('request aborted');
      expect(logged.filter((line) => line.level >= 40)).toEqual([]);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe('validation messages', () => {
  it('names a missing or malformed field in Chinese when the schema has no message of its own', async () => {
    const { z } = await import('zod');
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' });
    const app = await buildApp({ config, database });
    app.post('/echo', { schema: { body: z.object({ count: z.number() }) } }, async () => ({ ok: true }));
    try {
      const missing = await app.inject({ method: 'POST', url: '/echo', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('缺少参数：count');
      const wrong = await app.inject({ method: 'POST', url: '/echo', payload: { count: 'many' } });
      expect(wrong.json().message).toBe('参数格式有误：count');
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
