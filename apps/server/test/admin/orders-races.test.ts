import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeStays } from '../../src/booking/jobs/complete-stays.ts';
import { shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  type BookingWorld,
  balanceOf,
  createBookingMember,
  createBookingWorld,
  ledgerOf,
  scoreOf,
} from '../helpers/order-factories.ts';
import { staffCall } from '../helpers/staff.ts';
import { auditOf, paidByCard, paidByWechat, staffOf } from './orders-fixtures.ts';

/** Two staff clicking at once on PostgreSQL, where transactions really run side by side. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('desk actions at the same time', () => {
  let t: TestApp;
  let world: BookingWorld;
  let sessions: Awaited<ReturnType<typeof staffOf>>['session'][];

  beforeAll(async () => {
    t = await createTestApp();
    world = await createBookingWorld(t.db, { rooms: 20 });
    const manager = await staffOf(t.app, t.db, 'manager', [world.hotelId]);
    const desk = await staffOf(t.app, t.db, 'frontdesk', [world.hotelId]);
    sessions = [manager.session, desk.session];
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const act = (i: number, id: number, action: string, payload?: unknown) =>
    staffCall(t.app, sessions[i % 2] as (typeof sessions)[number], {
      method: 'POST',
      url: `/admin/api/orders/${id}/${action}`,
      payload,
    });

  it('refunds a card-paid order once when two staff cancel it at once', async () => {
    const guest = await createBookingMember(t.db, { balanceFen: 100_000 });
    const order = await paidByCard(t.app, guest, world, { nights: 2 });
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) => act(i, order.id, 'cancel', { refundAmount: 618, reason: '客人来电取消' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(
      Array(3).fill('订单已取消，不能重复操作'),
    );
    expect(await balanceOf(t.db, guest.id)).toBe(100_000);
    expect((await ledgerOf(t.db, guest.id)).filter((l) => l.kind === 'refund')).toHaveLength(1);
    expect(await auditOf(t.db, order.id)).toHaveLength(1);
  });

  it('writes one provider refund when two staff refund a WeChat-paid order at once', async () => {
    const guest = await createBookingMember(t.db);
    const order = await paidByWechat(t.app, guest, world, { nights: 1 });
    const results = await Promise.all(
      [0, 1].map((i) =>
        act(i, order.id, 'cancel', { refundAmount: i === 0 ? 299 : 100, reason: '酒店原因' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const detail = (
      await staffCall(t.app, sessions[0] as (typeof sessions)[number], {
        url: `/admin/api/orders/${order.id}`,
      })
    ).json().data;
    expect(detail.refunds).toHaveLength(1);
  });

  it('credits points once when two staff check out at once, with the completion job running too', async () => {
    const guest = await createBookingMember(t.db, { balanceFen: 100_000 });
    const order = await paidByCard(t.app, guest, world, { checkIn: shanghaiDate(), nights: 1 });
    expect((await act(0, order.id, 'check-in')).statusCode).toBe(200);
    const farFuture = new Date(Date.now() + 3 * 86_400_000);
    const [a, b] = await Promise.all([
      act(0, order.id, 'check-out'),
      act(1, order.id, 'check-out'),
      completeStays(t.db, farFuture),
    ]);
    expect([a?.statusCode, b?.statusCode].filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    expect(await scoreOf(t.db, guest.id)).toBe(Math.floor(29_900 / 100));
  });
});
