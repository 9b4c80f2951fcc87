import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

// Node's HTTP parser answers a request line plus headers over 16 KB with 431, and Fastify's router
// answers a path parameter over 100 characters with 414; both write the socket themselves, so only
// a listening server shows what a client gets.

let t: TestApp;
let port = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = address.port;
});

afterAll(async () => {
  await t.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (no client-side checks) and reads the answer until the server closes. */
function rawRequest(text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

function get(path: string, extraHeaders = ''): Promise<RawAnswer> {
  return rawRequest(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extraHeaders}Connection: close\r\n\r\n`);
}

/** The headers an ordinary JSON answer carries besides its own content and framing: the security headers. */
async function securityHeadersOfNormalAnswer(): Promise<Record<string, string>> {
  const normal = await get('/crsapi/v1/hotel/nope');
  expect(normal.status).toBe(404);
  const own = new Set([
    'content-type',
    'content-length',
    'date',
    'connection',
    'keep-alive',
    'x-request-id',
    'cache-control',
  ]);
  return Object.fromEntries(Object.entries(normal.headers).filter(([name]) => !own.has(name)));
}

async function expectEnvelopeWithSecurityHeaders(answer: RawAnswer, status: number, message: string) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const code = {
    400: 'BAD_REQUEST',
    413: 'PAYLOAD_TOO_LARGE',
    414: 'URI_TOO_LONG',
    415: 'MEDIA_TYPE_UNSUPPORTED',
    431: 'HEADERS_TOO_LARGE',
  }[status];
  expect(JSON.parse(answer.body)).toEqual({
    success: false,
    statusCode: status,
    message,
    msg: message,
    code,
  });
  expect(Buffer.byteLength(answer.body)).toBe(Number(answer.headers['content-length']));
  // a JSON answer: the API set of plugins/security.ts
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['cache-control']).toBe('no-store');
  const security = await securityHeadersOfNormalAnswer();
  expect(Object.keys(security).length).toBeGreaterThanOrEqual(5);
  for (const [name, value] of Object.entries(security)) expect(answer.headers[name], name).toBe(value);
}

describe('requests too large for the HTTP parser (431)', () => {
  it('answers headers over the limit with the envelope in Chinese and the security headers', async () => {
    const answer = await get('/healthz', `X-Padding: ${'a'.repeat(20_000)}\r\n`);
    await expectEnvelopeWithSecurityHeaders(answer, 431, '请求地址或请求头过长');
  });

  it('answers a very long path or query string the same way, as Node counts it with the headers', async () => {
    await expectEnvelopeWithSecurityHeaders(
      await get(`/crsapi/v1/hotel/${'a'.repeat(20_000)}`),
      431,
      '请求地址或请求头过长',
    );
    await expectEnvelopeWithSecurityHeaders(
      await get(`/cms/newslist.aspx?sid=${'1'.repeat(20_000)}`),
      431,
      '请求地址或请求头过长',
    );
  });

  it('answers a request Node cannot parse at all with 400 and the envelope', async () => {
    await expectEnvelopeWithSecurityHeaders(await rawRequest('NOT HTTP\r\n\r\n'), 400, '请求参数有误');
  });
});

describe("answers of Fastify's router (414 and bad URLs)", () => {
  it('answers a path parameter over the router limit with 414 and the envelope', async () => {
    const answer = await get(`/media/hotels/${'a'.repeat(200)}.svg`);
    await expectEnvelopeWithSecurityHeaders(answer, 414, '请求地址过长');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const cashier = await get(`/sandbox/cashier/${'P'.repeat(200)}`);
    await expectEnvelopeWithSecurityHeaders(cashier, 414, '请求地址过长');
  });

  it('answers a malformed percent-encoding in a path parameter with 400 and the envelope', async () => {
    await expectEnvelopeWithSecurityHeaders(await get('/media/hotels/%E0%A4%A'), 400, '请求参数有误');
  });

  it('gives app.inject the same 414 answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/sandbox/cashier/${'P'.repeat(200)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 414,
      message: '请求地址过长',
      msg: '请求地址过长',
      code: 'URI_TOO_LONG',
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe("refusals of Fastify's body parser (413 and 415)", () => {
  it('answers a body over the limit with 413, the same code in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/hotel/getBanner',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ HotelCode: 'a'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 413,
      message: '请求内容过大',
      msg: '请求内容过大',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers a body of a type no parser takes with 415, the same code in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/hotel/getBanner',
      headers: { 'content-type': 'application/xml' },
      payload: '<HotelCode>HJ000001</HotelCode>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 415,
      message: '请求格式不支持',
      msg: '请求格式不支持',
      code: 'MEDIA_TYPE_UNSUPPORTED',
    });
  });
});
