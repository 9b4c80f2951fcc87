import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeStays } from '../../src/booking/jobs/complete-stays.ts';
import { searchOrders } from '../../src/booking/queries/orders-search.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  attemptsOf,
  type BookingMember,
  type BookingWorld,
  balanceOf,
  bookThroughApp,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  ledgerOf,
  orderById,
  scoreOf,
  submitBody,
  submitOrderRequest,
  takenByNight,
} from '../helpers/order-factories.ts';
import type { StaffSession } from '../helpers/staff.ts';
import { staffCall } from '../helpers/staff.ts';
import { auditOf, paidByCard, payAtHotel, staffOf } from './orders-fixtures.ts';

/** 订单管理: search, detail, check-in, check-out, cancel with refund, export, within each role's hotels. */
let t: TestApp;
let worldA: BookingWorld;
let worldB: BookingWorld;
let member: BookingMember;
let admin: StaffSession;
let managerA: StaffSession;
let deskA: StaffSession;
let editor: StaffSession;
const today = shanghaiDate();

beforeAll(async () => {
  t = await createTestApp();
  worldA = await createBookingWorld(t.db, { rooms: 20 });
  worldB = await createBookingWorld(t.db, { rooms: 20 });
  member = await createBookingMember(t.db, { balanceFen: 5_000_000 });
  admin = (await staffOf(t.app, t.db, 'admin')).session;
  managerA = (await staffOf(t.app, t.db, 'manager', [worldA.hotelId])).session;
  deskA = (await staffOf(t.app, t.db, 'frontdesk', [worldA.hotelId])).session;
  editor = (await staffOf(t.app, t.db, 'editor')).session;
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A new member for each booking: a member holds at most 3 unpaid orders at once. */
const guest = () => createBookingMember(t.db, { balanceFen: 500_000 });

const act = (session: StaffSession, id: number, action: string, payload?: unknown) =>
  staffCall(t.app, session, { method: 'POST', url: `/admin/api/orders/${id}/${action}`, payload });

describe('who may see and act on orders', () => {
  it('refuses 内容编辑 every order call with 403', async () => {
    const order = await paidByCard(t.app, await guest(), worldA);
    for (const call of [
      { url: '/admin/api/orders' },
      { url: `/admin/api/orders/${order.id}` },
      { url: '/admin/api/orders/export' },
      { url: '/admin/api/front-desk/today', query: { list: 'arrivals' } },
      {
        method: 'POST' as const,
        url: `/admin/api/orders/${order.id}/cancel`,
        payload: { refundAmount: 957, reason: 'x' },
      },
    ]) {
      const res = await staffCall(t.app, editor, call);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('无权限执行此操作');
    }
    expect((await orderById(t.db, order.id)).state).toBe(1);
  });

  it("answers a front desk another hotel's order by id as an unknown one, and changes nothing", async () => {
    const order = await paidByCard(t.app, member, worldB, { checkIn: today, nights: 1 });
    const balance = await balanceOf(t.db, member.id);
    // ids are sequential: another hotel's order must not answer otherwise than no order at all
    const unknown = await staffCall(t.app, deskA, { url: '/admin/api/orders/999999' });
    const foreign = await staffCall(t.app, deskA, { url: `/admin/api/orders/${order.id}` });
    expect([foreign.statusCode, foreign.body]).toEqual([unknown.statusCode, unknown.body]);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, '订单不存在']);
    for (const [action, payload] of [
      ['check-in', undefined],
      ['check-out', undefined],
      ['no-show', undefined],
      ['cancel', { refundAmount: 299, reason: '客人来电取消' }],
    ] as const) {
      const res = await act(deskA, order.id, action, payload);
      const none = await act(deskA, 999_999, action, payload);
      expect([res.statusCode, res.body]).toEqual([none.statusCode, none.body]);
      expect([res.statusCode, res.json().message]).toEqual([404, '订单不存在']);
    }
    expect((await orderById(t.db, order.id)).state).toBe(1);
    expect(await balanceOf(t.db, member.id)).toBe(balance);
    expect(await auditOf(t.db, order.id)).toHaveLength(0);
    const other = await staffCall(t.app, managerA, {
      url: '/admin/api/orders',
      query: { hotelCode: worldB.hotelCode },
    });
    expect(other.statusCode).toBe(403);
  });

  it('answers 订单不存在 for an unknown order and 订单编号有误 for a malformed id', async () => {
    const missing = await staffCall(t.app, admin, { url: '/admin/api/orders/2147483000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('订单不存在');
    const malformed = await act(admin, 0, 'check-in');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('订单编号有误');
  });

  it('lists only the own hotels for a manager, every hotel for the administrator', async () => {
    const a = await bookThroughApp(t.app, await guest(), worldA, { nights: 1 });
    const b = await bookThroughApp(t.app, await guest(), worldB, { nights: 1 });
    const mine = (
      await staffCall(t.app, managerA, { url: '/admin/api/orders', query: { pageSize: '100' } })
    ).json();
    const ids = mine.data.rows.map((r: { id: number }) => r.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    const all = (
      await staffCall(t.app, admin, { url: '/admin/api/orders', query: { pageSize: '100' } })
    ).json();
    expect(all.data.rows.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });
});

describe('search and detail', () => {
  it('finds by order number, guest name, mobile, hotel, arrival dates and state', async () => {
    const order = await payAtHotel(t.app, await guest(), worldA, { checkIn: addDays(today, 2), nights: 1 });
    const search = async (query: Record<string, string>) =>
      (
        await staffCall(t.app, admin, { url: '/admin/api/orders', query: { pageSize: '100', ...query } })
      ).json().data.rows as { id: number; status: string }[];
    expect((await search({ orderNo: order.orderNo })).map((r) => r.id)).toEqual([order.id]);
    expect((await search({ orderNo: order.revNo })).map((r) => r.id)).toEqual([order.id]);
    expect((await search({ guest: '张' })).map((r) => r.id)).toContain(order.id);
    expect((await search({ guest: '13800138000' })).map((r) => r.id)).toContain(order.id);
    // the last 4 digits a guest reads out at the desk
    expect((await search({ guest: '8000' })).map((r) => r.id)).toContain(order.id);
    expect((await search({ guest: '9999' })).map((r) => r.id)).not.toContain(order.id);
    const tooFew = await staffCall(t.app, admin, { url: '/admin/api/orders', query: { guest: '80' } });
    expect([tooFew.statusCode, tooFew.json().message]).toEqual([
      400,
      '请输入手机号（至少3位数字）或入住人姓名',
    ]);
    const ranged = await search({
      hotelCode: worldA.hotelCode,
      arrivalFrom: addDays(today, 2),
      arrivalTo: addDays(today, 2),
    });
    expect(ranged.map((r) => r.id)).toContain(order.id);
    expect(await search({ arrivalFrom: addDays(today, 3), orderNo: order.orderNo })).toEqual([]);
    expect((await search({ status: 'awaitingArrival', orderNo: order.orderNo }))[0]?.status).toBe(
      'awaitingArrival',
    );
    expect(await search({ status: 'unpaid', orderNo: order.orderNo })).toEqual([]);
  });

  it('finds an order by the name of any room’s guest, not only the booker', async () => {
    const booked = await submitOrderRequest(
      t.app,
      (await guest()).token,
      submitBody(worldA, { nights: 1, roomQty: 2 }, { guestNames: ['张三', '欧阳娜娜'], adultNum: 2 }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const order = booked.json().data as { id: number };
    const found = await staffCall(t.app, admin, { url: '/admin/api/orders', query: { guest: '欧阳' } });
    expect(found.json().data.rows.map((r: { id: number }) => r.id)).toEqual([order.id]);
  });

  it('counts the matches exactly up to the cap, and past it says only that there are more', async () => {
    for (let i = 0; i < 3; i += 1)
      await payAtHotel(t.app, await guest(), worldB, { checkIn: today, nights: 1 });
    const answer = (
      await staffCall(t.app, admin, {
        url: '/admin/api/orders',
        query: { hotelCode: worldB.hotelCode, pageSize: '2' },
      })
    ).json().data;
    const exact = answer.total as number;
    expect(exact).toBeGreaterThanOrEqual(3);
    expect([answer.rows.length, answer.totalCapped]).toEqual([2, false]);
    const filter = { hotelIds: undefined, hotelId: worldB.hotelId };
    const capped = await searchOrders(t.db, filter, { limit: 2, offset: 0 }, exact - 1);
    expect([capped.total, capped.totalCapped, capped.rows.length]).toEqual([exact - 1, true, 2]);
    const atCap = await searchOrders(t.db, filter, { limit: 2, offset: 0 }, exact);
    expect([atCap.total, atCap.totalCapped]).toEqual([exact, false]);
  });

  it('refuses a reversed date range and an unknown state in Chinese', async () => {
    const reversed = await staffCall(t.app, admin, {
      url: '/admin/api/orders',
      query: { arrivalFrom: addDays(today, 2), arrivalTo: today },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('结束日期不能早于开始日期');
    const state = await staffCall(t.app, admin, { url: '/admin/api/orders', query: { status: 'lost' } });
    expect(state.json().message).toBe('订单状态有误');
  });

  it('shows the payment, the ledger and the masked card, never a credential', async () => {
    const order = await paidByCard(t.app, member, worldA, { nights: 1 });
    const res = await staffCall(t.app, deskA, { url: `/admin/api/orders/${order.id}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail.payments).toEqual([expect.objectContaining({ method: '1', amount: 299, status: 'paid' })]);
    expect(detail.ledger).toEqual([expect.objectContaining({ kind: 'debit', amount: -299 })]);
    expect(detail.member.cardNo).toMatch(/^\w{4}\*+\d{4}$/);
    expect(res.body).not.toContain(member.cardNo);
    expect(res.body).not.toContain(member.token);
    expect(detail.actions).toMatchObject({
      checkIn: false,
      cancel: true,
      policyRefund: 299,
      mayChooseRefund: false,
    });
  });
});

describe('check-in and check-out', () => {
  it('checks a paid guest in on the arrival day once, with an audit row', async () => {
    const order = await paidByCard(t.app, await guest(), worldA, { checkIn: today, nights: 1 });
    const res = await act(deskA, order.id, 'check-in');
    expect(res.json().message).toBe('已办理入住');
    const again = await act(deskA, order.id, 'check-in');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('客人已入住，不能重复办理入住');
    const detail = (await staffCall(t.app, deskA, { url: `/admin/api/orders/${order.id}` })).json().data;
    expect(detail.status).toBe('checkedIn');
    expect(detail.history).toEqual([expect.objectContaining({ action: 'order.checkin' })]);
    expect((await auditOf(t.db, order.id)).map((a) => a.action)).toEqual(['order.checkin']);
  });

  it('shows the guest 已入住 and keeps them from cancelling online: no refund, the room stays taken', async () => {
    const stayer = await guest();
    const order = await paidByCard(t.app, stayer, worldA, { checkIn: today, nights: 1 });
    const before = await t.app.inject({
      method: 'GET',
      url: '/crsapi/v1/order/getOrderDetail',
      query: { orderId: String(order.id) },
      headers: { usertoken: stayer.token },
    });
    expect(before.json().data.checkedInAt).toBeNull();
    expect((await act(deskA, order.id, 'check-in')).statusCode).toBe(200);
    const balance = await balanceOf(t.db, stayer.id);
    const taken = await takenByNight(t.db, worldA.roomTypeId);

    const view = await t.app.inject({
      method: 'GET',
      url: '/crsapi/v1/order/getOrderDetail',
      query: { orderId: String(order.id) },
      headers: { usertoken: stayer.token },
    });
    // My booking moves it to 已入住 by checkedInAt, and its history says so
    expect(view.json().data.checkedInAt).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}:\\d{2}$`));
    expect(view.json().data.history.map((e: { text: string }) => e.text)).toContain('已办理入住');
    expect(view.json().data.canCancel).toBe(false);
    const cancel = await cancelRequest(t.app, stayer.token, order.id);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('您已办理入住，不能在线取消；如需提前离店，请联系酒店前台');
    expect(await balanceOf(t.db, stayer.id)).toBe(balance);
    expect(await takenByNight(t.db, worldA.roomTypeId)).toEqual(taken);
    expect((await orderById(t.db, order.id)).state).toBe(1);
  });

  it('refuses check-in before the arrival day and for an order not paid or guaranteed', async () => {
    const later = await paidByCard(t.app, await guest(), worldA, { nights: 1 });
    expect((await act(deskA, later.id, 'check-in')).json().message).toBe('未到入住日期，不能办理入住');
    const unpaid = await bookThroughApp(t.app, await guest(), worldA, { checkIn: today, nights: 1 });
    expect((await act(deskA, unpaid.id, 'check-in')).json().message).toBe(
      '订单尚未支付或选择到店支付，不能办理入住',
    );
    expect(await auditOf(t.db, unpaid.id)).toHaveLength(0);
  });

  it('collects a pay-at-hotel order at check-in: the clerk confirms the amount due and how it was paid', async () => {
    const order = await payAtHotel(t.app, await guest(), worldA, { checkIn: today, nights: 1 });
    const refusals = [
      [undefined, '到店支付的订单请确认收款金额和收款方式'],
      [{ collected: { amount: 299 } }, '请选择收款方式'],
      [{ collected: { amount: 200, method: 'cash' } }, '应收 ¥299.00，请核对收款金额'],
      [{ collected: { amount: 299.001, method: 'cash' } }, '收款金额有误，最多两位小数'],
      [{ collected: { amount: 299, method: 'bitcoin' } }, '请选择收款方式'],
    ] as const;
    for (const [body, message] of refusals) {
      const refused = await act(deskA, order.id, 'check-in', body);
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
    }
    // refused without change: still a pay-at-hotel booking waiting for the guest
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 0, payResult: 0 });
    expect(await attemptsOf(t.db, order.id)).toEqual([]);

    const done = await act(deskA, order.id, 'check-in', { collected: { amount: 299, method: 'wechat' } });
    expect(done.json().message).toBe('已办理入住');
    expect(await orderById(t.db, order.id)).toMatchObject({ state: 1, payResult: 1, payMethod: 'ddzf' });
    expect((await attemptsOf(t.db, order.id)).map((a) => [a.method, a.status, a.amountFen])).toEqual([
      ['ddzf', 'paid', 29_900],
    ]);
    const detail = (await staffCall(t.app, deskA, { url: `/admin/api/orders/${order.id}` })).json().data;
    expect(detail.stay.collected).toEqual({ amount: 299, method: 'wechat' });
    expect(detail.history.at(-1)).toMatchObject({
      action: 'order.checkin',
      detail: { status: 'checkedIn', collectedAtDesk: 299, collectedBy: 'wechat' },
    });
  });

  it('refuses a collection for an order paid already', async () => {
    const order = await paidByCard(t.app, await guest(), worldA, { checkIn: today, nights: 1 });
    const refused = await act(deskA, order.id, 'check-in', { collected: { amount: 299, method: 'cash' } });
    expect([refused.statusCode, refused.json().message]).toEqual([400, '订单已支付，无需在前台收款']);
    expect((await act(deskA, order.id, 'check-in')).statusCode).toBe(200);
  });

  it('checks out once: the stay completes, points are credited, and the job credits nothing more', async () => {
    const guest = await createBookingMember(t.db, { balanceFen: 500_000 });
    const order = await paidByCard(t.app, guest, worldA, { checkIn: today, nights: 3 });
    expect((await act(deskA, order.id, 'check-out')).json().message).toBe('客人尚未入住，不能办理退房');
    await act(deskA, order.id, 'check-in');
    const before = await takenByNight(t.db, worldA.roomTypeId);
    const out = await act(deskA, order.id, 'check-out');
    expect(out.json().message).toBe('已办理退房，积分已发放');
    const paidFen = (await orderById(t.db, order.id)).actualFen;
    expect(await scoreOf(t.db, guest.id)).toBe(Math.floor(paidFen / 100));
    // left on the arrival day: tonight and the later nights go back on sale
    const after = await takenByNight(t.db, worldA.roomTypeId);
    for (const night of [today, addDays(today, 1), addDays(today, 2)])
      expect(after[night] ?? 0).toBe((before[night] ?? 0) - 1);
    const second = await act(managerA, order.id, 'check-out');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('订单已离店完成，不能操作');
    await completeStays(t.db, new Date(Date.parse(`${addDays(today, 3)}T13:00:00+08:00`)));
    expect(await scoreOf(t.db, guest.id)).toBe(Math.floor(paidFen / 100));

    // 住宿奖励 names the stay that earned it, for the member and in 会员管理
    const { orderNo } = await orderById(t.db, order.id);
    const stay = `${worldA.hotelName}，${today} 至 ${addDays(today, 3)}`;
    const mine = await t.app.inject({
      method: 'GET',
      url: '/crsapi/v1/user/points',
      headers: { usertoken: guest.token },
    });
    expect(mine.json().data.entries).toEqual([
      expect.objectContaining({ kindName: '住宿奖励', orderNo, stay }),
    ]);
    const staffView = await staffCall(t.app, admin, { url: `/admin/api/members/${guest.id}/points` });
    expect(staffView.json().data.rows).toEqual([expect.objectContaining({ kind: 'stay', orderNo, stay })]);
  });
});

describe('cancel with refund', () => {
  it('lets the front desk cancel within the policy: full refund to the card, rooms back, reason in the log', async () => {
    const guest = await createBookingMember(t.db, { balanceFen: 200_000 });
    const order = await paidByCard(t.app, guest, worldA, { nights: 2 });
    const taken = await takenByNight(t.db, worldA.roomTypeId);
    const noReason = await act(deskA, order.id, 'cancel', { refundAmount: 618, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('请填写原因');
    const partial = await act(deskA, order.id, 'cancel', { refundAmount: 100, reason: '客人来电' });
    expect(partial.json().message).toBe('前台只能按取消政策办理：全额退款 ¥618');
    expect(await balanceOf(t.db, guest.id)).toBe(200_000 - 61_800);
    const res = await act(deskA, order.id, 'cancel', { refundAmount: 618, reason: '客人来电取消' });
    expect(res.json().message).toBe('订单已取消，款项已原路退回');
    expect(await balanceOf(t.db, guest.id)).toBe(200_000);
    expect((await ledgerOf(t.db, guest.id)).map((l) => [l.kind, l.amountFen])).toEqual([
      ['debit', -61_800],
      ['refund', 61_800],
    ]);
    const after = await takenByNight(t.db, worldA.roomTypeId);
    expect(after[addDays(today, 1)] ?? 0).toBe((taken[addDays(today, 1)] ?? 0) - 1);
    const [entry] = await auditOf(t.db, order.id);
    expect(entry?.after).toMatchObject({ status: 'cancelled', refund: 618, reason: '客人来电取消' });
    const again = await act(managerA, order.id, 'cancel', { refundAmount: 0, reason: '重复' });
    expect(again.json().message).toBe('订单已取消，不能重复操作');
  });

  it('refuses the front desk outside the policy; a manager chooses a partial refund', async () => {
    const guest = await createBookingMember(t.db, { balanceFen: 100_000 });
    const order = await paidByCard(t.app, guest, worldA, { rateCode: 'NRF', nights: 1 });
    const desk = await act(deskA, order.id, 'cancel', { refundAmount: 299, reason: '客人要求' });
    expect(desk.statusCode).toBe(409);
    expect(desk.json().message).toBe('已超出取消政策，前台不能取消，请联系酒店经理处理');
    const tooMuch = await act(managerA, order.id, 'cancel', { refundAmount: 300, reason: '客人要求' });
    expect(tooMuch.json().message).toBe('退款金额不能超过实付金额');
    const odd = await act(managerA, order.id, 'cancel', { refundAmount: 1.234, reason: '客人要求' });
    expect(odd.json().message).toBe('退款金额有误，最多两位小数');
    const res = await act(managerA, order.id, 'cancel', {
      refundAmount: 150.5,
      reason: '酒店原因，部分退款',
    });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(t.db, guest.id)).toBe(100_000 - 29_900 + 15_050);
    const detail = (await staffCall(t.app, managerA, { url: `/admin/api/orders/${order.id}` })).json().data;
    expect(detail.status).toBe('cancelled');
    expect(detail.refunds).toEqual([expect.objectContaining({ amount: 150.5, method: '1', status: 'done' })]);
  });

  it('cancels an unpaid order without a refund and refuses an amount for it', async () => {
    const order = await bookThroughApp(t.app, await guest(), worldA, { nights: 1 });
    const refused = await act(deskA, order.id, 'cancel', { refundAmount: 10, reason: '客人来电' });
    expect(refused.json().message).toBe('订单未支付，无需退款，退款金额应为0');
    const res = await act(deskA, order.id, 'cancel', { refundAmount: 0, reason: '客人来电' });
    expect(res.json().message).toBe('订单已取消');
  });

  it('refuses to cancel a stay in progress', async () => {
    const order = await paidByCard(t.app, await guest(), worldA, { checkIn: today, nights: 1 });
    await act(deskA, order.id, 'check-in');
    const res = await act(managerA, order.id, 'cancel', { refundAmount: 0, reason: '测试' });
    expect(res.json().message).toBe('客人已入住，不能取消订单，请办理退房');
  });
});

describe('export and the desk lists', () => {
  it('exports the search as an Excel sheet with Chinese headers and yuan', async () => {
    const order = await paidByCard(t.app, await guest(), worldA, { nights: 1 });
    const res = await staffCall(t.app, managerA, {
      url: '/admin/api/orders/export',
      query: { orderNo: order.orderNo },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    // exceljs types its Buffer against an older @types/node
    await book.xlsx.load(res.rawPayload as unknown as Parameters<typeof book.xlsx.load>[0]);
    const sheet = book.getWorksheet('订单');
    expect(sheet?.getRow(1).getCell(1).value).toBe('订单号');
    expect(sheet?.getRow(1).getCell(12).value).toBe('金额（元）');
    expect(sheet?.getRow(2).getCell(1).value).toBe(order.orderNo);
    expect(sheet?.getRow(2).getCell(12).value).toBe(299);
    expect(sheet?.rowCount).toBe(2);
  });

  it("lists today's arrivals of the own hotel with the actions they allow", async () => {
    const mine = await paidByCard(t.app, await guest(), worldA, { checkIn: today, nights: 2 });
    const theirs = await paidByCard(t.app, await guest(), worldB, { checkIn: today, nights: 1 });
    const res = await staffCall(t.app, deskA, {
      url: '/admin/api/front-desk/today',
      query: { list: 'arrivals' },
    });
    const { date, rows } = res.json().data;
    expect(date).toBe(today);
    const ids = rows.map((r: { id: number }) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(rows.find((r: { id: number }) => r.id === mine.id).actions).toMatchObject({
      checkIn: true,
      checkOut: false,
    });
  });
});
