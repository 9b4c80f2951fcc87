import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { spreadOverNights } from '../../src/rates/services/pricing.ts';
import { insertMemberLevels, insertTestMember } from '../helpers/member-factories.ts';
import { insertHotelBefore0017, migrationsUpTo, rowsOf } from '../helpers/migrations.ts';

/**
 * Migrations 0016 and 0017 on a database from before them (issue 25): the nights of an order booked
 * then get what the guest paid for each (a no-show keeps the first), by the rule new bookings use;
 * a rate plan's typed policy becomes one the server enforces.
 */
let database: Database;
let orderId: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(query));
}

/** Rate plans as staff could type them before 0017: free cancellation or not, and its words. */
const TYPED_PLANS: [code: string, free: boolean, words: string][] = [
  ['A', true, '入住当天18:00前免费取消'],
  ['B', true, '入住前3天18:00前可免费取消，之后不可取消'],
  ['C', true, '入住前1天18:00前可免费取消'],
  ['D', true, '随时可取消'],
  ['E', false, '入住前3天可取消'],
];

beforeAll(async () => {
  database = await openDatabase({});
  const before = await migrationsUpTo(15);
  try {
    await migrateDatabase(database, before);
  } finally {
    await rm(before, { recursive: true });
  }
  const world = await insertHotelBefore0017(
    database.db,
    TYPED_PLANS.map(([rateCode, isFreeCancel, freeCancelRange]) => ({
      rateCode,
      isFreeCancel,
      freeCancelRange,
    })),
  );
  await insertMemberLevels(database.db);
  const member = await insertTestMember(database.db);
  // 957 of 门市价 less a 10 % code (95.70) and a ¥30 coupon: 831.30 paid
  const [order] = await rows<{ id: number }>(sql`
    INSERT INTO orders (order_no, rev_no, member_id, hotel_id, room_type_id, rate_plan_id, checkin_date,
      checkout_date, days, room_qty, rev_user, mobile, total_fen, discount_fen, coupon_fen, actual_fen, hold_until)
    VALUES ('M0016', 'RVM0016', ${member.id}, ${world.hotelId}, ${world.roomTypeId}, ${world.ratePlanIds.A},
      '2026-12-01', '2026-12-04', 3, 1, '张三', '13800138000', 95700, 9570, 3000, 83130, now())
    RETURNING id`);
  if (!order) throw new Error('order insert returned no row');
  orderId = order.id;
  await database.db.execute(sql`
    INSERT INTO order_nights (order_id, night, price_fen)
    VALUES (${orderId}, '2026-12-01', 29900), (${orderId}, '2026-12-02', 31900), (${orderId}, '2026-12-03', 33900)`);
  await migrateDatabase(database);
});

afterAll(async () => {
  await database?.close();
});

describe('what the guest paid for each night (migration 0016)', () => {
  it('spreads an order booked before it by the rule of new bookings, to the fen', async () => {
    const nights = await rows<{ paid: number }>(sql`
      SELECT paid_fen AS paid FROM order_nights WHERE order_id = ${orderId} ORDER BY night`);
    expect(nights.map((n) => n.paid)).toEqual([25_972, 27_710, 29_448]);
    expect(nights.map((n) => n.paid)).toEqual(spreadOverNights([29_900, 31_900, 33_900], 83_130));
  });
});

describe('cancellation policies the server enforces (migration 0017)', () => {
  it('gives a plan whose words named 3 or 1 days before arrival that policy, keeps the others as applied', async () => {
    expect(
      await rows(sql`SELECT rate_code AS code, cancel_policy AS policy FROM rate_plans ORDER BY rate_code`),
    ).toEqual([
      { code: 'A', policy: 'arrivalDay' },
      { code: 'B', policy: 'threeDaysBefore' },
      { code: 'C', policy: 'oneDayBefore' },
      { code: 'D', policy: 'arrivalDay' },
      { code: 'E', policy: 'nonRefundable' },
    ]);
  });
});
