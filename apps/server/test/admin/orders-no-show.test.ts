import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordNoShowOf } from '../../src/admin/services/order-actions.ts';
import { addDays, shanghaiDate, shanghaiInstant } from '../../src/lib/dates.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  type BookingWorld,
  balanceOf,
  createBookingMember,
  createBookingWorld,
  orderById,
  takenByNight,
} from '../helpers/order-factories.ts';
import { paidByCard, payAtHotel, principalOf, staffOf } from './orders-fixtures.ts';

/** 未到店: charged per the rate plan's policy from 18:00 on the arrival day, later nights back on sale. */
let t: TestApp;
let world: BookingWorld;
let desk: ReturnType<typeof principalOf>;
const d1 = addDays(shanghaiDate(), 1);
const evening = shanghaiInstant(d1, '19:00');
const actor = { staffId: null, username: 'desk', ip: '127.0.0.1' };

beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db);
  const { account } = await staffOf(t.app, t.db, 'frontdesk', [world.hotelId]);
  desk = principalOf(account, 'frontdesk', [
    { id: world.hotelId, hotelCode: world.hotelCode, name: world.hotelName },
  ]);
});
afterAll(async () => {
  await t.close();
});

const deps = () => ({ db: t.db, payments: t.app.payments });

describe('no-show', () => {
  it('keeps the first night of a free-cancellation stay, refunds the rest to the card and frees the later nights', async () => {
    const guest = await createBookingMember(t.db, { balanceFen: 100_000 });
    const order = await paidByCard(t.app, guest, world, { nights: 3 });
    const before = await takenByNight(t.db, world.roomTypeId);
    await expect(recordNoShowOf(deps(), desk, actor, order.id, shanghaiInstant(d1, '17:59'))).rejects.toThrow(
      '入住当天18:00后才能记为未到店',
    );
    await recordNoShowOf(deps(), desk, actor, order.id, evening);
    expect(await balanceOf(t.db, guest.id)).toBe(100_000 - 29_900);
    expect((await orderById(t.db, order.id)).state).toBe(2);
    const after = await takenByNight(t.db, world.roomTypeId);
    expect(after[d1]).toBe(before[d1]);
    expect(after[addDays(d1, 1)] ?? 0).toBe((before[addDays(d1, 1)] ?? 0) - 1);
    expect(after[addDays(d1, 2)] ?? 0).toBe((before[addDays(d1, 2)] ?? 0) - 1);
    await expect(recordNoShowOf(deps(), desk, actor, order.id, evening)).rejects.toThrow(
      '订单已记为未到店，不能操作',
    );
  });

  it('keeps everything of a non-refundable stay', async () => {
    const guest = await createBookingMember(t.db, { balanceFen: 100_000 });
    const order = await paidByCard(t.app, guest, world, { rateCode: 'NRF', nights: 2 });
    await recordNoShowOf(deps(), desk, actor, order.id, evening);
    expect(await balanceOf(t.db, guest.id)).toBe(100_000 - 61_800);
  });

  it('refuses an unpaid pay-at-hotel order, which lapses at 18:00 without a charge', async () => {
    const guest = await createBookingMember(t.db);
    const order = await payAtHotel(t.app, guest, world, { nights: 1 });
    await expect(recordNoShowOf(deps(), desk, actor, order.id, evening)).rejects.toThrow(
      '订单未支付，入住当天18:00未到店将自动失效，不收取费用，无需记为未到店',
    );
    expect((await orderById(t.db, order.id)).state).toBe(0);
  });
});
