import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, shanghaiDate, shanghaiInstant } from '../../src/lib/time.ts';
import { sendDueRefunds } from '../../src/payment-gateways/services/refunds.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  type BookingMember,
  type BookingWorld,
  bookThroughApp,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  orderPayRequest,
  payByCardRequest,
} from '../helpers/order-factories.ts';

/**
 * The order answer carries the money going back to the guest: the card refund of a cancelled
 * card-paid order (back at once), a provider refund (on its way until the provider confirms it).
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
afterEach(() => {
  vi.restoreAllMocks();
});

async function detail(member: BookingMember, orderId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/crsapi/v1/order/getOrderDetail',
    query: { orderId: String(orderId) },
    headers: { usertoken: member.token },
  });
  return res.json().data;
}

async function cancelledTab(member: BookingMember) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/order/getAllOrder',
    headers: { usertoken: member.token },
    payload: { state: 2 },
  });
  return res.json().data as { id: number; refunds: unknown[] }[];
}

describe('the refund of an order', () => {
  it('is empty while no money goes back', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const order = await bookThroughApp(t.app, member, world);
    expect((await detail(member, order.id)).refunds).toEqual([]);
    await payByCardRequest(t.app, member, order.revNo);
    expect(await detail(member, order.id)).toMatchObject({ payResult: 1, canCancel: true, refunds: [] });
    const unpaid = await bookThroughApp(t.app, member, world);
    await cancelRequest(t.app, member.token, unpaid.id);
    expect((await detail(member, unpaid.id)).refunds).toEqual([]);
  });

  it('shows the card refund of a cancelled card-paid order as done, in the detail and the 已取消 list', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const order = await bookThroughApp(t.app, member, world);
    await payByCardRequest(t.app, member, order.revNo);
    expect((await cancelRequest(t.app, member.token, order.id)).json().message).toBe(
      '退订成功，款项已原路退回',
    );
    expect(await detail(member, order.id)).toMatchObject({
      state: 2,
      canCancel: false,
      refunds: [{ amount: 957, state: 'done', payMethod: '1' }],
    });
    expect((await cancelledTab(member)).find((o) => o.id === order.id)?.refunds).toEqual([
      { amount: 957, state: 'done', payMethod: '1' },
    ]);
  });

  it('shows a WeChat refund as on its way until the provider confirms it', async () => {
    const provider = t.app.payments.named('sandbox');
    if (!provider) throw new Error('the sandbox provider is the default outside production');
    const member = await createBookingMember(t.db);
    const order = await bookThroughApp(t.app, member, world);
    const start = await orderPayRequest(t.app, member.token, { revNo: order.revNo, payCode: 'wxpay' });
    const { attemptNo } = start.json().data as { attemptNo: string };
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/notify',
      payload: { attemptNo, amountFen: 95_700, status: 'SUCCESS', txnId: 'WX-REFUND' },
    });
    vi.spyOn(provider, 'refund').mockRejectedValueOnce(new Error('SYSTEMERROR'));
    expect((await cancelRequest(t.app, member.token, order.id)).json().message).toBe(
      '退订成功，退款将原路退回，请留意到账通知',
    );
    expect(await detail(member, order.id)).toMatchObject({
      payMethod: 'wxpay',
      refunds: [{ amount: 957, state: 'pending', payMethod: 'wxpay' }],
    });
    expect(await sendDueRefunds({ db: t.db, payments: t.app.payments }, new Date(Date.now() + 61_000))).toBe(
      1,
    );
    expect((await detail(member, order.id)).refunds).toEqual([
      { amount: 957, state: 'done', payMethod: 'wxpay' },
    ]);
  });

  it('names where each refund goes: money paid late by Alipay for a card-paid order goes back to Alipay', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const order = await bookThroughApp(t.app, member, world);
    const start = await orderPayRequest(t.app, member.token, { revNo: order.revNo, payCode: 'alipay' });
    const { attemptNo } = start.json().data as { attemptNo: string };
    await payByCardRequest(t.app, member, order.revNo);
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/notify',
      payload: { attemptNo, amountFen: 95_700, status: 'SUCCESS', txnId: 'ALI-LATE' },
    });
    expect(await detail(member, order.id)).toMatchObject({
      state: 1,
      payMethod: '1',
      refunds: [{ amount: 957, state: 'done', payMethod: 'alipay' }],
    });
  });
});

describe('what cancelling now would give back (the order detail)', () => {
  const tomorrow = addDays(shanghaiDate(), 1);
  const freeUntil = `${tomorrow} 18:00:00`;

  it('is the whole payment until 18:00 on the arrival day, and then the cancellation refunds exactly that', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const order = await bookThroughApp(t.app, member, world);
    expect(await detail(member, order.id)).toMatchObject({
      canCancel: true,
      freeCancelUntil: freeUntil,
      cancelRefund: 0,
    });
    await payByCardRequest(t.app, member, order.revNo);
    const preview = await detail(member, order.id);
    expect(preview).toMatchObject({ canCancel: true, freeCancelUntil: freeUntil, cancelRefund: 957 });
    await cancelRequest(t.app, member.token, order.id);
    expect((await detail(member, order.id)).refunds).toEqual([
      { amount: preview.cancelRefund, state: 'done', payMethod: '1' },
    ]);
    expect(await detail(member, order.id)).toMatchObject({ canCancel: false, cancelRefund: null });
  });

  it('is nothing once the free cancellation has passed, and on a rate that never had one', async () => {
    const member = await createBookingMember(t.db, { balanceFen: 500_000 });
    const order = await bookThroughApp(t.app, member, world);
    await payByCardRequest(t.app, member, order.revNo);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(shanghaiInstant(tomorrow, '18:00'));
    try {
      expect(await detail(member, order.id)).toMatchObject({
        canCancel: false,
        freeCancelUntil: freeUntil,
        cancelRefund: null,
      });
    } finally {
      vi.useRealTimers();
    }
    const strict = await bookThroughApp(t.app, member, world, { rateCode: world.nonRefundableRate });
    await payByCardRequest(t.app, member, strict.revNo);
    expect(await detail(member, strict.id)).toMatchObject({
      isFreeCancel: 0,
      canCancel: false,
      freeCancelUntil: null,
      cancelRefund: null,
    });
  });
});
