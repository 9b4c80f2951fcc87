import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  type BookingWorld,
  bookThroughApp,
  createBookingMember,
  createBookingWorld,
} from '../helpers/order-factories.ts';

/**
 * Without PUBLIC_BASE_URL the cashier link (payUrl, and the QR code of it) is built on the address
 * the guest reached the site by, never on localhost: the request's own scheme and host, or behind a
 * trusted proxy (TRUST_PROXY, loopback by default) its X-Forwarded-Proto and X-Forwarded-Host.
 */
let t: TestApp;
let world: BookingWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: 50 });
});
afterAll(async () => {
  await t.close();
});

async function payUrlFor(headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const member = await createBookingMember(t.db);
  const order = await bookThroughApp(t.app, member, world);
  const res = await t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/pay/orderpay',
    headers: { usertoken: member.token, ...headers },
    remoteAddress,
    payload: { revNo: order.revNo, payCode: 'alipay' },
  });
  expect(res.statusCode).toBe(200);
  const { payUrl, attemptNo } = res.json().data as { payUrl: string; attemptNo: string };
  return { payUrl, cashierPath: `/sandbox/cashier/${attemptNo}` };
}

describe('the cashier link without PUBLIC_BASE_URL', () => {
  it('is on the host the guest asked for', async () => {
    expect(t.config.publicBaseUrl).toBeUndefined();
    const { payUrl, cashierPath } = await payUrlFor({ host: '192.168.1.20:8080' });
    expect(payUrl).toBe(`http://192.168.1.20:8080${cashierPath}`);
  });

  it('is on the scheme and host a trusted proxy forwarded', async () => {
    const { payUrl, cashierPath } = await payUrlFor({
      host: '10.0.0.5:8080',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'booking.guangying.example.cn',
    });
    expect(payUrl).toBe(`https://booking.guangying.example.cn${cashierPath}`);
  });

  it('ignores forwarded headers from a client that is no trusted proxy', async () => {
    const { payUrl, cashierPath } = await payUrlFor(
      { host: 'hotel.example.cn', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example.com' },
      '203.0.113.9',
    );
    expect(payUrl).toBe(`http://hotel.example.cn${cashierPath}`);
  });
});
