import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { spreadOverNights } from '../../src/services/pricing.ts';
import { createBrand, createCity, createHotel, createRoomType } from '../helpers/factories.ts';
import { insertMemberLevels, insertTestMember } from '../helpers/member-factories.ts';
import { migrationsUpTo } from '../helpers/migrations.ts';

/**
 * Migration 0016 on a database from before it: the nights of an order booked then get what the
 * guest paid for each (a no-show keeps the first), by the rule new bookings use, adding up to the
 * order's amount to the fen.
 */
let database: Database;
let orderId: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  // PGlite answers with `rows`; the shared Db type leaves the result unknown
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

beforeAll(async () => {
  database = await openDatabase({});
  const before = await migrationsUpTo(15);
  try {
    await migrateDatabase(database, before);
  } finally {
    await rm(before, { recursive: true });
  }
  const city = await createCity(database.db);
  const brand = await createBrand(database.db);
  const hotel = await createHotel(database.db, { cityId: city.id, brandId: brand.id });
  const { roomType, plans } = await createRoomType(database.db, hotel.id);
  await insertMemberLevels(database.db);
  const member = await insertTestMember(database.db);
  // 957 of 门市价 less a 10 % code (95.70) and a ¥30 coupon: 831.30 paid
  const [order] = await rows<{ id: number }>(sql`
    INSERT INTO orders (order_no, rev_no, member_id, hotel_id, room_type_id, rate_plan_id, checkin_date,
      checkout_date, days, room_qty, rev_user, mobile, total_fen, discount_fen, coupon_fen, actual_fen, hold_until)
    VALUES ('M0016', 'RVM0016', ${member.id}, ${hotel.id}, ${roomType.id}, ${plans[0]?.id}, '2026-12-01',
      '2026-12-04', 3, 1, '张三', '13800138000', 95700, 9570, 3000, 83130, now())
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
