import { rm } from 'node:fs/promises';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { bookingConfirmations } from '../../src/db/schema/confirmations.ts';
import { members } from '../../src/db/schema/members.ts';
import { devMailOutbox } from '../../src/mail/outbox.ts';
import { devOutbox } from '../../src/sms/outbox.ts';
import { insertMemberLevels } from '../helpers/member-factories.ts';
import { insertHotelBefore0017, migrationsUpTo } from '../helpers/migrations.ts';
import { nightsFrom } from '../helpers/order-factories.ts';

/**
 * Migration 0011 on a database that has SMS confirmations from before it: the template call an SMS
 * kept in `subject` moves to `sms_template`, and after the upgrade the sender sends that one and
 * gives up at once the ones no gateway could send (no template, or one renamed since).
 */
const MOBILE = '15900000011';
// the pay-at-hotel template: its variables are the same today (a stored call of a template given a
// variable since, as bookingPaid's freeUntil, is one this code can no longer send)
const KEPT_CALL = {
  template: 'bookingPayAtHotel',
  params: {
    orderNo: 'T0011',
    hotel: '光影酒店',
    roomType: '豪华大床房',
    rooms: '1',
    checkin: '2026-03-11',
    checkout: '2026-03-14',
    nights: '3',
    amount: '957.00',
    holdUntil: '2026-03-11 18:00',
  },
};

let database: Database;
let app: App;
/** One order per kind of confirmation row. */
let orderIds: { kept: number; none: number; renamed: number; email: number };

/** A confirmation as the code before 0011 wrote it: an SMS's template call, if any, in `subject`. */
async function insertOldRow(row: {
  orderId: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
}) {
  await database.db.execute(sql`
    INSERT INTO booking_confirmations (order_id, event, channel, recipient, subject, body, next_try_at, created_at)
    VALUES (${row.orderId}, 'paid', ${row.channel}, ${row.recipient}, ${row.subject}, ${row.body}, now(), now())`);
}

beforeAll(async () => {
  database = await openDatabase({});
  const before = await migrationsUpTo(10);
  try {
    await migrateDatabase(database, before);
  } finally {
    await rm(before, { recursive: true });
  }
  const world = await insertHotelBefore0017(database.db, [
    { rateCode: 'FC', isFreeCancel: true, freeCancelRange: '入住当天18:00前免费取消' },
  ]);
  // written in SQL: the schema of today has columns the database of migration 0010 lacks
  await insertMemberLevels(database.db);
  await database.db.execute(sql`
    INSERT INTO members (mobile, surname, given_name, name, password_hash, card_no, level_code)
    VALUES ('15900000010', '张', '三', '张三', 'scrypt$', 'GY0000000011', 'normal')`);
  const [member] = await database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.mobile, '15900000010'));
  if (!member) throw new Error('member insert wrote no row');
  let n = 0;
  const newOrder = async () => {
    n += 1;
    const result = (await database.db.execute(sql`
      INSERT INTO orders (order_no, rev_no, member_id, hotel_id, room_type_id, rate_plan_id, checkin_date,
        checkout_date, days, room_qty, rev_user, mobile, total_fen, actual_fen, hold_until)
      VALUES (${`M${process.pid}${n}`}, ${`RM${process.pid}${n}`}, ${member.id}, ${world.hotelId},
        ${world.roomTypeId}, ${world.ratePlanIds.FC}, ${nightsFrom(1)[0]}, ${nightsFrom(4)[3]}, 3, 1, '张三',
        '13800138000', 95700, 95700, now())
      RETURNING id`)) as unknown as { rows: { id: number }[] };
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('order insert returned no row');
    return id;
  };
  orderIds = {
    kept: await newOrder(),
    none: await newOrder(),
    renamed: await newOrder(),
    email: await newOrder(),
  };
  const sms = { channel: 'sms', recipient: MOBILE };
  await insertOldRow({
    ...sms,
    orderId: orderIds.kept,
    subject: JSON.stringify(KEPT_CALL),
    body: '【光影】已付 kept',
  });
  await insertOldRow({ ...sms, orderId: orderIds.none, subject: '', body: '【光影】已付 none' });
  const renamed = JSON.stringify({ ...KEPT_CALL, template: 'bookingConfirmed' });
  await insertOldRow({ ...sms, orderId: orderIds.renamed, subject: renamed, body: '【光影】已付 renamed' });
  await insertOldRow({
    orderId: orderIds.email,
    channel: 'email',
    recipient: 'guest0011@example.cn',
    subject: '预订成功：订单号T0011',
    body: '邮件正文',
  });

  await migrateDatabase(database);
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', READ_CACHE_TTL_MS: '0' });
  app = await buildApp({ config, database });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function rowOf(orderId: number) {
  const [row] = await database.db
    .select()
    .from(bookingConfirmations)
    .where(eq(bookingConfirmations.orderId, orderId))
    .orderBy(asc(bookingConfirmations.id));
  return row;
}

describe('the SMS template column (migration 0011)', () => {
  it('moves the template call an SMS kept in its subject, and leaves e-mails and SMS without one alone', async () => {
    expect(await rowOf(orderIds.kept)).toMatchObject({ subject: '', smsTemplate: KEPT_CALL });
    expect(await rowOf(orderIds.none)).toMatchObject({ subject: '', smsTemplate: null });
    expect(await rowOf(orderIds.email)).toMatchObject({
      subject: '预订成功：订单号T0011',
      smsTemplate: null,
    });
  });

  it('sends the moved SMS, and gives up at once the ones without a template a gateway could send', async () => {
    expect(await app.confirmations.send(new Date())).toBe(2);
    expect(devOutbox.list(MOBILE).map((m) => m.text)).toEqual(['【光影】已付 kept']);
    expect(await rowOf(orderIds.kept)).toMatchObject({ status: 'sent', tries: 1 });
    expect(devMailOutbox.list('guest0011@example.cn').map((m) => m.subject)).toEqual([
      '预订成功：订单号T0011',
    ]);
    for (const orderId of [orderIds.none, orderIds.renamed]) {
      expect(await rowOf(orderId)).toMatchObject({
        status: 'failed',
        tries: 1,
        lastError: 'no SMS template kept with this message: given up',
      });
    }
    expect(await app.confirmations.send(new Date(Date.now() + 2 * 3_600_000))).toBe(0);
  });
});
