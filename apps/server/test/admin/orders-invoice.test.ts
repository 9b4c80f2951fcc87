import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type BookingWorld, createBookingMember, createBookingWorld } from '../helpers/order-factories.ts';
import { type StaffSession, staffCall } from '../helpers/staff.ts';
import { auditOf, paidByCard, staffOf } from './orders-fixtures.ts';

/** 订单管理: the invoice a member asked for, shown to the hotel's staff and marked 已开具 once. */
let t: TestApp;
let world: BookingWorld;
let other: BookingWorld;
let desk: StaffSession;
let otherDesk: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { rooms: 20 });
  other = await createBookingWorld(t.db, { rooms: 20 });
  desk = (await staffOf(t.app, t.db, 'frontdesk', [world.hotelId])).session;
  otherDesk = (await staffOf(t.app, t.db, 'frontdesk', [other.hotelId])).session;
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function orderWithInvoiceRequest() {
  const member = await createBookingMember(t.db, { balanceFen: 500_000 });
  const order = await paidByCard(t.app, member, world);
  const res = await t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/order/requestInvoice',
    headers: { usertoken: member.token },
    payload: {
      orderId: order.id,
      titleType: 'company',
      title: '济南光影科技有限公司',
      taxpayerId: '91370100MA3C5X2K7Q',
      email: 'finance@example.cn',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { member, order };
}

const issue = (session: StaffSession, id: number) =>
  staffCall(t.app, session, { method: 'POST', url: `/admin/api/orders/${id}/invoice-issued` });

const detail = async (session: StaffSession, id: number) =>
  (await staffCall(t.app, session, { url: `/admin/api/orders/${id}` })).json().data;

describe('the invoice of an order in 订单管理', () => {
  it('shows the request, marks it issued once with an audit row, and the member sees 已开具', async () => {
    const { member, order } = await orderWithInvoiceRequest();
    expect((await detail(desk, order.id)).invoice).toMatchObject({
      status: 'requested',
      title: '济南光影科技有限公司',
      taxpayerId: '91370100MA3C5X2K7Q',
      email: 'finance@example.cn',
    });
    const res = await issue(desk, order.id);
    expect([res.statusCode, res.json().message]).toEqual([200, '发票已标记为已开具']);
    expect((await detail(desk, order.id)).invoice.status).toBe('issued');
    const guestView = await t.app.inject({
      method: 'GET',
      url: '/crsapi/v1/order/getOrderDetail',
      query: { orderId: String(order.id) },
      headers: { usertoken: member.token },
    });
    expect(guestView.json().data.invoice.status).toBe('issued');
    expect((await auditOf(t.db, order.id)).map((row) => row.action)).toContain('order.invoice-issued');

    const again = await issue(desk, order.id);
    expect([again.statusCode, again.json().message]).toEqual([409, '发票已开具，不能重复操作']);
  });

  it('refuses an order without a request, and another hotel’s desk, changing nothing', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const plain = await paidByCard(t.app, member, world);
    const none = await issue(desk, plain.id);
    expect([none.statusCode, none.json().message]).toEqual([409, '该订单未申请发票']);
    expect((await detail(desk, plain.id)).invoice).toBeNull();

    const { order } = await orderWithInvoiceRequest();
    // another hotel's order answers as one that does not exist
    expect((await issue(otherDesk, order.id)).statusCode).toBe(404);
    expect((await detail(desk, order.id)).invoice.status).toBe('requested');
  });
});
