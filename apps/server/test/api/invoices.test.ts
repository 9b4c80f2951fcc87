import { invoiceRequestResponse, orderDetailResponse } from '@hotel/shared/api/member-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceRequests } from '../../src/db/schema/orders.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  type BookingMember,
  type BookingWorld,
  bookThroughApp,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  payByCardRequest,
} from '../helpers/order-factories.ts';

/** 申请发票: a member asks for the invoice of a paid order once, and sees it on the order. */
let t: TestApp;
let world: BookingWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: 50 });
});

afterAll(async () => {
  await t.close();
});

const COMPANY = {
  titleType: 'company',
  title: '济南光影科技有限公司',
  taxpayerId: '91370100mA3c5x2k7q',
  email: 'finance@example.cn',
};

function requestInvoice(member: BookingMember, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/order/requestInvoice',
    headers: { usertoken: member.token },
    payload: body,
  });
}

async function detail(member: BookingMember, orderId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/crsapi/v1/order/getOrderDetail',
    query: { orderId: String(orderId) },
    headers: { usertoken: member.token },
  });
  return orderDetailResponse.parse(res.json()).data;
}

async function paidOrder(member: BookingMember) {
  const order = await bookThroughApp(t.app, member, world);
  expect((await payByCardRequest(t.app, member, order.revNo)).statusCode).toBe(200);
  return order;
}

describe('POST /crsapi/v1/order/requestInvoice', () => {
  it('records a company invoice of a paid order once and shows it as 已申请 on the order', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const order = await paidOrder(member);
    expect(await detail(member, order.id)).toMatchObject({ invoice: null, canRequestInvoice: true });

    const res = await requestInvoice(member, { orderId: order.id, ...COMPANY });
    expect(res.statusCode, res.body).toBe(200);
    const answer = invoiceRequestResponse.parse(res.json());
    expect(answer.message).toBe('发票申请已提交，开具后将发送至您的邮箱');
    // the taxpayer id is kept in capitals, as the tax system writes it
    expect(answer.data).toMatchObject({ status: 'requested', taxpayerId: '91370100MA3C5X2K7Q' });
    expect(await detail(member, order.id)).toMatchObject({ invoice: answer.data, canRequestInvoice: false });

    const again = await requestInvoice(member, { orderId: order.id, ...COMPANY, title: '另一家公司' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('该订单已申请过发票');
    expect((await detail(member, order.id)).invoice?.title).toBe('济南光影科技有限公司');
  });

  it('takes a personal title without a taxpayer id', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const order = await paidOrder(member);
    const res = await requestInvoice(member, {
      orderId: order.id,
      titleType: 'personal',
      title: '张三',
      email: 'zhangsan@example.cn',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(member, order.id)).invoice).toMatchObject({ titleType: 'personal', taxpayerId: '' });
  });

  it('refuses an unpaid or cancelled order, and another member’s, changing nothing', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const unpaid = await bookThroughApp(t.app, member, world);
    expect((await detail(member, unpaid.id)).canRequestInvoice).toBe(false);
    const refused = await requestInvoice(member, { orderId: unpaid.id, ...COMPANY });
    expect([refused.statusCode, refused.json().message]).toEqual([409, '订单支付后才能申请发票']);
    await cancelRequest(t.app, member.token, unpaid.id);
    const cancelled = await requestInvoice(member, { orderId: unpaid.id, ...COMPANY });
    expect(cancelled.json().message).toBe('已取消或已失效的订单不能申请发票');

    const other = await createBookingMember(t.db, { balanceFen: 500_000 });
    const theirs = await paidOrder(other);
    const notMine = await requestInvoice(member, { orderId: theirs.id, ...COMPANY });
    expect([notMine.statusCode, notMine.json().message]).toEqual([404, '订单不存在']);
    expect(await t.db.select().from(invoiceRequests)).not.toContainEqual(
      expect.objectContaining({ orderId: theirs.id }),
    );
  });

  it('checks the title, the taxpayer id (15, 18 or 20 digits or capitals) and the e-mail in Chinese', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const order = await paidOrder(member);
    const message = async (patch: Record<string, unknown>) => {
      const res = await requestInvoice(member, { orderId: order.id, ...COMPANY, ...patch });
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await message({ taxpayerId: '' })).toBe('请填写纳税人识别号');
    expect(await message({ taxpayerId: '9137010012345' })).toBe('纳税人识别号应为15、18或20位数字或字母');
    expect(await message({ taxpayerId: '91370100MA3C5X2K7Q1' })).toBe(
      '纳税人识别号应为15、18或20位数字或字母',
    );
    expect(await message({ taxpayerId: '91370100-A3C5X2K7Q' })).toBe(
      '纳税人识别号应为15、18或20位数字或字母',
    );
    expect(await message({ title: '  ' })).toBe('请填写发票抬头');
    expect(await message({ email: 'finance@' })).toBe('邮箱格式不正确');
    expect(await message({ titleType: 'government' })).toBe('请选择发票抬头类型');
    expect((await detail(member, order.id)).invoice).toBeNull();
    for (const taxpayerId of ['370100123456789', '91370100MA3C5X2K7Q', '37010012345678901234']) {
      const other = await paidOrder(member);
      const res = await requestInvoice(member, { orderId: other.id, ...COMPANY, taxpayerId });
      expect(res.statusCode, taxpayerId).toBe(200);
    }
  });
});
