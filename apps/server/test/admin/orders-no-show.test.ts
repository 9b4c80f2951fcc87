import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdUntilFor } from '../../src/booking/services/cancellation-terms.ts';
import { recordNoShowOf } from '../../src/booking/services/order-actions.ts';
import { addDays, shanghaiDate, shanghaiInstant } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { bookAsQuoted, giveCoupon, giveMemberPrices } from '../helpers/loyalty-factories.ts';
import {
  type BookingWorld,
  balanceOf,
  createBookingMember,
  createBookingWorld,
  orderById,
  payByCardRequest,
  setOrderTimes,
  takenByNight,
} from '../helpers/order-factories.ts';
import { auditOf, paidByCard, payAtHotel, principalOf, staffOf } from './orders-fixtures.ts';

/** 未到店: charged per the rate plan's policy from 18:00 on the arrival day, later nights back on sale. */
let t: TestApp;
let world: BookingWorld;
let priced: BookingWorld;
let desk: ReturnType<typeof principalOf>;
const d1 = addDays(shanghaiDate(), 1);
const evening = shanghaiInstant(d1, '19:00');
const actor = { staffId: null, username: 'desk', ip: '127.0.0.1' };

beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db);
  // a hotel of its own whose plans give 会员价 (a stored-value card holder is priced at 白金)
  priced = await createBookingWorld(t.db);
  await giveMemberPrices(t.db, Object.values(priced.ratePlanIds));
  const hotelIds = [world.hotelId, priced.hotelId];
  const { account } = await staffOf(t.app, t.db, 'frontdesk', hotelIds);
  desk = principalOf(
    account,
    'frontdesk',
    [world, priced].map((w) => ({ id: w.hotelId, hotelCode: w.hotelCode, name: w.hotelName })),
  );
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

  it('keeps what the guest paid for the first night (会员价 less the coupon, spread by night), not its 门市价', async () => {
    // 白金 pays 269 + 287 = 556 for 299 + 319; the ¥30 coupon brings it to 526, spread over the
    // nights by their member prices: 254.48 for the first night, 271.52 for the second
    const guest = await createBookingMember(t.db, { balanceFen: 100_000, levelCode: 'platinum' });
    const couponId = await giveCoupon(t.db, guest.id);
    const booked = await bookAsQuoted(t.app, guest, priced, { nights: 2 }, { couponId });
    expect(booked.statusCode, booked.body).toBe(200);
    const order = booked.json().data as { id: number; revNo: string };
    expect((await payByCardRequest(t.app, guest, order.revNo)).statusCode).toBe(200);
    expect(await balanceOf(t.db, guest.id)).toBe(100_000 - 52_600);

    await recordNoShowOf(deps(), desk, actor, order.id, evening);
    expect(await balanceOf(t.db, guest.id)).toBe(100_000 - 25_448);
    const [noShow] = (await auditOf(t.db, order.id)).filter((row) => row.action === 'order.noshow');
    expect(noShow?.after).toMatchObject({ status: 'noShow', fee: 254.48, refund: 271.52 });
    const detail = await t.app.inject({
      method: 'GET',
      url: '/crsapi/v1/order/getOrderDetail',
      query: { orderId: String(order.id) },
      headers: { usertoken: guest.token },
    });
    const history = (detail.json().data as { history: { text: string }[] }).history.map((e) => e.text);
    expect(history).toContain('未到店，收取房费 ¥254.48');
    expect(history).toContain('退款 ¥271.52 至会员卡（已退回）');
  });

  it('gives a paid booking made after 18:00 on its arrival day until midnight before it is a no-show', async () => {
    const guest = await createBookingMember(t.db, { balanceFen: 100_000 });
    const order = await paidByCard(t.app, guest, world, { nights: 1 });
    // booked for tonight at 19:30: held as a late arrival is, until the arrival day ends
    const bookedAt = shanghaiInstant(d1, '19:30');
    await setOrderTimes(t.db, order.id, { createdAt: bookedAt, holdUntil: holdUntilFor(d1, bookedAt) });
    await expect(recordNoShowOf(deps(), desk, actor, order.id, shanghaiInstant(d1, '19:30'))).rejects.toThrow(
      `该订单为入住当天18:00后的预订，${addDays(d1, 1)} 00:00后才能记为未到店`,
    );
    await expect(recordNoShowOf(deps(), desk, actor, order.id, shanghaiInstant(d1, '23:59'))).rejects.toThrow(
      '后才能记为未到店',
    );
    expect(await balanceOf(t.db, guest.id)).toBe(100_000 - 29_900);
    await recordNoShowOf(deps(), desk, actor, order.id, shanghaiInstant(addDays(d1, 1), '00:00'));
    expect((await orderById(t.db, order.id)).state).toBe(2);
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
