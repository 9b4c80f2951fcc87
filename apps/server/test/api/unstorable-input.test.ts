import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@hotel/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/members.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { meetingEnquiriesOf } from '../helpers/factories.ts';
import { outboxCode, registerRequest, requestSmsCode, uniqueMobile } from '../helpers/member-factories.ts';
import {
  type BookingMember,
  type BookingWorld,
  countRows,
  createBookingMember,
  createBookingWorld,
  submitBody,
  submitOrderRequest,
} from '../helpers/order-factories.ts';

// Values PostgreSQL cannot take: the NUL character in text, and integers past 2147483647 where the
// column is an integer. Either one that got past validation ended as a 500 (or, in a field the
// server ignores, was accepted); each case here did so before it was refused at validation. The last
// block guards the paths no schema sees.

let t: TestApp;
let world: BookingWorld;
let member: BookingMember;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  world = await createBookingWorld(t.db);
  member = await createBookingMember(t.db, { balanceFen: 100_000 });
});

afterAll(async () => {
  await t.close();
});

function expectRefusal(res: { statusCode: number; body: string }, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(JSON.parse(res.body)).toEqual({
    success: false,
    statusCode: 400,
    message,
    msg: message,
    code: 'BAD_REQUEST',
  });
}

describe('a NUL character in a JSON body', () => {
  it("refuses it in submitOrder's guest name with the field's own message and books nothing", async () => {
    const before = await countRows(t.db);
    const res = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(world, {}, { revUser: '张\u0000三' }),
    );
    expectRefusal(res, MSG.guestNameRequired);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses it in fields that are accepted and ignored, at any depth', async () => {
    const before = await countRows(t.db);
    const ignored = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(world, {}, { rateName: 'x\u0000' }),
    );
    expectRefusal(ignored, '参数格式有误：rateName');
    const nested = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(world, {}, { promotionId: { list: ['ok', 'bad\u0000'] } }),
    );
    expectRefusal(nested, '参数格式有误：promotionId.list.1');
    const unknown = await submitOrderRequest(t.app, member.token, submitBody(world, {}, { extra: '\u0000' }));
    expectRefusal(unknown, '参数格式有误：extra');
    const inKey = await submitOrderRequest(t.app, member.token, submitBody(world, {}, { 'a\u0000b': 1 }));
    expectRefusal(inKey, MSG.badRequest);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses it in a meeting enquiry and stores no enquiry', async () => {
    const tomorrow = addDays(shanghaiDate(), 1);
    const form = {
      applyName: '张三',
      contactPhone: '13800138000',
      meetingType: '商务会议',
      peopleNums: '10-50人',
      beginTime: `${tomorrow} 09:00:00`,
      endTime: `${tomorrow} 17:30:00`,
      note: '需要投影仪',
      hotelCode: world.hotelCode,
    };
    const send = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/crsapi/v1/meetingbook/meetingbook', payload: body });
    expectRefusal(await send({ ...form, applyName: '张\u0000三' }), MSG.applicantRequired);
    expectRefusal(await send({ ...form, meetingType: '商务\u0000' }), MSG.meetingTypeRequired);
    expectRefusal(await send({ ...form, hotelName: '别的\u0000酒店' }), '参数格式有误：hotelName');
    expect(await meetingEnquiriesOf(t.db, world.hotelCode)).toEqual([]);
  });

  it('refuses it in the name of a registration that has a valid code, and registers nobody', async () => {
    const mobile = uniqueMobile();
    expect((await requestSmsCode(t.app, mobile, 1)).statusCode).toBe(200);
    const count = await t.db.$count(members);
    const res = await registerRequest(t.app, {
      Name: '张\u0000三',
      mobile,
      SmsCode: await outboxCode(t.app, mobile),
      Pwd: 'abc123',
    });
    expectRefusal(res, MSG.nameIncomplete);
    expect(await t.db.$count(members)).toBe(count);
  });

  it('refuses it in a payment notification', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/notify',
      payload: { attemptNo: 'PA\u00001', amountFen: 100, status: 'SUCCESS' },
    });
    expectRefusal(res, '参数格式有误：attemptNo');
  });
});

describe('a NUL character in a query or path parameter', () => {
  it("refuses %00 in a query parameter with the field's message", async () => {
    expectRefusal(
      await t.app.inject({ method: 'GET', url: '/crsapi/v1/hotel/getBaseArchivesNew?cityCode=C1%00' }),
      '城市编码有误',
    );
    expectRefusal(
      await t.app.inject({
        method: 'GET',
        url: `/crsapi/v1/hotel/getCityHotel?HotelCode=${world.hotelCode}%00`,
      }),
      '酒店编码有误',
    );
    expectRefusal(
      await t.app.inject({ method: 'GET', url: `/cms/hotelnav.aspx?HotelCode=${world.hotelCode}%00` }),
      '酒店编码有误',
    );
    expectRefusal(
      await t.app.inject({
        method: 'GET',
        url: '/crsapi/v1/pay/getpaymethod?orderNo=GY%00',
        headers: { usertoken: member.token },
      }),
      MSG.orderIdInvalid,
    );
  });

  it('refuses %00 in a path parameter', async () => {
    expectRefusal(
      await t.app.inject({ method: 'GET', url: '/sandbox/cashier/PA%001' }),
      '参数格式有误：attemptNo',
    );
    const form = await t.app.inject({
      method: 'POST',
      url: '/sandbox/cashier/PA%001',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=confirm&amountFen=100',
    });
    expectRefusal(form, '参数格式有误：attemptNo');
    expectRefusal(await t.app.inject({ method: 'GET', url: '/media/hotels/a%00.svg' }), '参数格式有误：name');
  });

  it('refuses %00 in the fields of the cashier form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/cashier/PA1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=confirm&amountFen=100&note=%00',
    });
    expectRefusal(res, '参数格式有误：note');
  });
});

describe('an id beyond what a PostgreSQL integer holds', () => {
  // 2147483648 passed the schemas (a positive whole number) and failed in the database as a 500
  const tooBig = '2147483648';
  const cases: [string, string][] = [
    [`/cms/newslist.aspx?sid=${tooBig}`, '栏目编号有误'],
    [`/cms/shownews.aspx?sid=${tooBig}`, '新闻编号有误'],
    [`/cms/about.aspx?sid=${tooBig}`, '内容编号有误'],
    [`/cms/brand.aspx?sid=${tooBig}`, '品牌编号有误'],
    [`/crsapi/v1/hotel/getsaledetail?id=${tooBig}`, '优惠编号有误'],
    [`/crsapi/v1/order/getOrderDetail?orderId=${tooBig}`, MSG.orderIdInvalid],
    [`/crsapi/v1/order/cancleOrder?orderId=${tooBig}`, MSG.orderIdInvalid],
  ];

  it.each(cases)('refuses %s with the field message', async (url, message) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { usertoken: member.token } });
    expectRefusal(res, message);
  });

  it('refuses it among the filters of the hotel list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/hotel/getHotelsByPage',
      payload: { archives: [1, Number(tooBig)] },
    });
    expectRefusal(res, '筛选条件有误');
  });

  it('still looks up the largest integer, which finds nothing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/crsapi/v1/order/getOrderDetail?orderId=2147483647',
      headers: { usertoken: member.token },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('paths no schema validates', () => {
  it('serves the site for a page path with %00 and answers a file path with it as missing', async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>光影</title>');
    const site = await createTestApp({ env: { LOG_LEVEL: 'silent', WEB_DIST_DIR: distDir } });
    try {
      const page = await site.app.inject({ method: 'GET', url: '/hotels%00?city=%00' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('光影');
      const file = await site.app.inject({ method: 'GET', url: '/assets/app%00.js' });
      expect(file.statusCode).toBe(404);
      expect(file.json()).toMatchObject({ success: false, message: MSG.notFound });
      const image = await site.app.inject({ method: 'GET', url: '/media/hotels/h1.svg?x=%00' });
      expect(image.statusCode).toBeLessThan(500);
    } finally {
      await site.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
