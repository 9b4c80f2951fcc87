import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  insertMemberLevels,
  loginRequest,
  outboxCode,
  registerRequest,
  requestSmsCode,
  uniqueMobile,
} from '../helpers/member-factories.ts';
import {
  type BookingWorld,
  bookThroughApp,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  payByCardRequest,
  submitBody,
  submitOrderRequest,
} from '../helpers/order-factories.ts';

let t: TestApp;
let world: BookingWorld;
beforeAll(async () => {
  t = await createTestApp({ prepare: insertMemberLevels });
  world = await createBookingWorld(t.db);
});
afterAll(async () => {
  await t.close();
});

function expectNoStore(res: LightMyRequestResponse, label: string) {
  expect(res.headers['cache-control'], label).toBe('no-store');
}

describe('Cache-Control of member, order and pay answers', () => {
  it('forbids storing every answer of a member journey, from the code to the payment', async () => {
    const answers: [string, LightMyRequestResponse][] = [];
    const mobile = uniqueMobile();
    answers.push(['smscode', await requestSmsCode(t.app, mobile, 1)]);
    answers.push([
      'register',
      await registerRequest(t.app, {
        Name: '张三',
        mobile,
        SmsCode: await outboxCode(t.app, mobile),
        Pwd: 'abc123',
      }),
    ]);
    await requestSmsCode(t.app, mobile, 2);
    const login = await loginRequest(t.app, mobile, await outboxCode(t.app, mobile));
    answers.push(['login', login]);
    const loginToken: unknown = login.json().data?.token;
    if (typeof loginToken !== 'string') throw new Error(`login failed: ${login.body}`);
    const asNew = { usertoken: loginToken };
    answers.push([
      'userdetail',
      await t.app.inject({ method: 'GET', url: '/crsapi/v1/user/userdetail', headers: asNew }),
    ]);
    answers.push([
      'modifyUser',
      await t.app.inject({
        method: 'POST',
        url: '/crsapi/v1/user/modifyUser',
        headers: asNew,
        payload: { name: '李四' },
      }),
    ]);
    answers.push([
      'logout',
      await t.app.inject({ method: 'POST', url: '/crsapi/v1/user/logout', headers: asNew }),
    ]);

    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const headers = { usertoken: member.token };
    const checkIn = addDays(shanghaiDate(), 1);
    answers.push([
      'checkInventory',
      await t.app.inject({
        method: 'POST',
        url: '/crsapi/v1/order/checkInventory',
        headers,
        payload: {
          hotelCode: world.hotelCode,
          roomTypeCode: world.roomTypeCode,
          rateCode: world.freeCancelRate,
          checkIn,
          checkOut: addDays(checkIn, 3),
        },
      }),
    ]);
    const submitted = await submitOrderRequest(t.app, member.token, submitBody(world));
    answers.push(['submitOrder', submitted]);
    const order = submitted.json().data as { id: number; orderNo: string; revNo: string };
    answers.push([
      'getOrderDetail',
      await t.app.inject({
        method: 'GET',
        url: '/crsapi/v1/order/getOrderDetail',
        headers,
        query: { orderId: String(order.id) },
      }),
    ]);
    answers.push([
      'getAllOrder',
      await t.app.inject({ method: 'POST', url: '/crsapi/v1/order/getAllOrder', headers, payload: {} }),
    ]);
    answers.push([
      'getpaymethod',
      await t.app.inject({
        method: 'GET',
        url: '/crsapi/v1/pay/getpaymethod',
        headers,
        query: { orderNo: order.orderNo },
      }),
    ]);
    answers.push(['orderpay', await payByCardRequest(t.app, member, order.revNo)]);
    answers.push([
      'checkpayret',
      await t.app.inject({
        method: 'POST',
        url: '/crsapi/v1/pay/checkpayret',
        headers,
        payload: { revNo: order.revNo },
      }),
    ]);
    const another = await bookThroughApp(t.app, member, world);
    answers.push(['cancleOrder', await cancelRequest(t.app, member.token, another.id)]);

    for (const [label, res] of answers) {
      expect(res.json(), label).toMatchObject({ success: true });
      expectNoStore(res, label);
    }
  });

  it.each([
    ['GET', '/crsapi/v1/user/smscode?mobile=12&type=1'],
    ['POST', '/crsapi/v1/user/register'],
    ['POST', '/crsapi/v1/user/login'],
    ['GET', '/crsapi/v1/user/userdetail'],
    ['POST', '/crsapi/v1/user/modifyUser'],
    ['POST', '/crsapi/v1/user/logout'],
    ['POST', '/crsapi/v1/order/checkInventory'],
    ['POST', '/crsapi/v1/order/submitOrder'],
    ['GET', '/crsapi/v1/order/getOrderDetail?orderId=1'],
    ['GET', '/crsapi/v1/order/cancleOrder?orderId=1'],
    ['POST', '/crsapi/v1/order/getAllOrder'],
    ['GET', '/crsapi/v1/pay/getpaymethod?orderNo=1'],
    ['POST', '/crsapi/v1/pay/orderpay'],
    ['POST', '/crsapi/v1/pay/checkpayret'],
    ['GET', '/crsapi/v1/order/nope'],
  ] as const)('forbids storing the refusal of %s %s', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.json()).toMatchObject({ success: false });
    expectNoStore(res, url);
  });

  it('leaves the public hotel calls cacheable', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/hotel/getBanner',
      payload: { HotelCode: world.hotelCode },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('Permissions-Policy', () => {
  it.each([
    ['GET', '/api-docs/'],
    ['GET', '/no/such/page.js'],
  ] as const)('denies the browser features the site does not use on %s %s', async (method, url) => {
    const res = await t.app.inject({ method, url });
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it.each([
    ['GET', '/healthz'],
    ['POST', '/crsapi/v1/hotel/getBanner'],
    ['GET', '/crsapi/v1/user/userdetail'],
  ] as const)('leaves it off JSON answers, which may use nothing at all: %s %s', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.headers['permissions-policy']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
