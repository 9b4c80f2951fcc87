import { and, asc, eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { nightlyInventory } from '../../src/db/schema/inventory.ts';
import { members } from '../../src/db/schema/members.ts';
import { cardLedger, orderNights, orders, paymentAttempts } from '../../src/db/schema/orders.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createBrand, createCity, createHotel, createRoomType, setNightlyPrice } from './factories.ts';
import { insertMemberLevels, insertTestMember, TEST_PASSWORD, tokenFor } from './member-factories.ts';

/**
 * Factories and request helpers for the booking, payment and job tests. A "world" is one hotel with
 * one room type and two rates: FC (free cancellation) and NRF (non-refundable), each priced 299,
 * 319 and 339 yuan on the nights from tomorrow (d1, d2, d3), 299 on every other night.
 */

export interface BookingWorld {
  hotelId: number;
  hotelCode: string;
  hotelName: string;
  roomTypeId: number;
  roomTypeCode: string;
  freeCancelRate: string;
  nonRefundableRate: string;
  /** Rate plan id by rate code. */
  ratePlanIds: Record<string, number>;
}

/** Nights from `from` (default tomorrow) on. */
export function nightsFrom(count: number, from: string = addDays(shanghaiDate(), 1)): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** The three nightly prices of d1, d2, d3 in yuan. */
export const STAY_PRICES = [299, 319, 339] as const;

export async function createBookingWorld(
  db: Db,
  options: { rooms?: number; nights?: number } = {},
): Promise<BookingWorld> {
  const city = await createCity(db);
  const brand = await createBrand(db);
  const hotel = await createHotel(db, { cityId: city.id, brandId: brand.id });
  const { roomType, plans } = await createRoomType(
    db,
    hotel.id,
    { roomCount: options.rooms ?? 10 },
    {
      nights: options.nights ?? 20,
      rates: [
        {
          rateCode: 'FC',
          name: '会员价',
          cancelPolicy: 'arrivalDay',
          breakfast: 2,
        },
        { rateCode: 'NRF', name: '特惠不可取消', cancelPolicy: 'nonRefundable' },
      ],
    },
  );
  const stay = nightsFrom(3);
  for (const plan of plans) {
    for (const [i, night] of stay.entries())
      await setNightlyPrice(db, plan.id, night, (STAY_PRICES[i] ?? 299) * 100);
  }
  return {
    hotelId: hotel.id,
    hotelCode: hotel.hotelCode,
    hotelName: hotel.name,
    roomTypeId: roomType.id,
    roomTypeCode: roomType.rtCode,
    freeCancelRate: 'FC',
    nonRefundableRate: 'NRF',
    ratePlanIds: Object.fromEntries(plans.map((p) => [p.rateCode, p.id])),
  };
}

export interface BookingMember {
  id: number;
  cardNo: string;
  token: string;
}

/** A member with a live session, a card balance in fen, a level and points (member levels are inserted when missing). */
export async function createBookingMember(
  db: Db,
  options: { balanceFen?: number; levelCode?: string; score?: number } = {},
): Promise<BookingMember> {
  await insertMemberLevels(db);
  const member = await insertTestMember(db, {
    balanceFen: options.balanceFen ?? 0,
    levelCode: options.levelCode ?? 'normal',
    score: options.score ?? 0,
  });
  return { id: member.id, cardNo: member.cardNo, token: await tokenFor(db, member.id) };
}

export interface StayOptions {
  rateCode?: string;
  roomQty?: number;
  checkIn?: string;
  nights?: number;
  couponType?: string;
  couponCode?: string;
  /** Percent off the channel code gives, to compute the amounts the site would send. */
  percentOff?: number;
}

/** The amounts in yuan for a stay of the world's nights from tomorrow (d1.. priced 299, 319, 339, then 299). */
export function stayAmounts(options: StayOptions = {}) {
  const nights = options.nights ?? 3;
  const checkIn = options.checkIn ?? addDays(shanghaiDate(), 1);
  const tomorrow = addDays(shanghaiDate(), 1);
  let roomFen = 0;
  for (const night of nightsFrom(nights, checkIn)) {
    const i = nightsFrom(3, tomorrow).indexOf(night);
    roomFen += (i >= 0 ? (STAY_PRICES[i] ?? 299) : 299) * 100;
  }
  const totalFen = roomFen * (options.roomQty ?? 1);
  const discountFen = Math.round((totalFen * (options.percentOff ?? 0)) / 100);
  return {
    totalAmount: totalFen / 100,
    discountAmount: discountFen / 100,
    actualAmount: (totalFen - discountFen) / 100,
  };
}

/** A submitOrder body as the site sends it, with the right amounts unless overridden. */
export function submitBody(
  world: BookingWorld,
  options: StayOptions = {},
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const nights = options.nights ?? 3;
  const checkIn = options.checkIn ?? addDays(shanghaiDate(), 1);
  return {
    hotelCode: world.hotelCode,
    checkInDate: checkIn,
    checkOutDate: addDays(checkIn, nights),
    days: nights,
    roomTypeCode: world.roomTypeCode,
    roomTypeName: '豪华大床房',
    rateCode: options.rateCode ?? world.freeCancelRate,
    rateName: '会员价',
    revUser: '张三',
    mobile: '13800138000',
    email: 'zhangsan@example.com',
    roomQty: options.roomQty ?? 1,
    remark: '高楼层',
    arrivalTime: '14:00-15:00',
    isRegistMember: 1,
    couponUsed: 0,
    couponType: options.couponType ?? '',
    couponId: '',
    couponCode: options.couponCode ?? '',
    couponUseMoney: 0,
    promotionId: '',
    couponAmount: 0,
    ...stayAmounts(options),
    ...overrides,
  };
}

export function submitOrderRequest(app: App, token: string | undefined, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/crsapi/v1/order/submitOrder',
    headers: token === undefined ? {} : { usertoken: token },
    payload: body,
  });
}

/** Books through the app and returns id, orderNo and revNo; fails the test when refused. */
export async function bookThroughApp(
  app: App,
  member: BookingMember,
  world: BookingWorld,
  options: StayOptions = {},
) {
  const res = await submitOrderRequest(app, member.token, submitBody(world, options));
  if (res.statusCode !== 200) throw new Error(`submitOrder failed: ${res.body}`);
  return res.json().data as { id: number; orderNo: string; revNo: string };
}

export function orderPayRequest(app: App, token: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/crsapi/v1/pay/orderpay',
    headers: { usertoken: token },
    payload: body,
  });
}

/**
 * A new member books a stay and starts paying it online (orderpay with WeChat Pay or Alipay): the
 * member, the order and the cashier's answer (attempt number, payUrl, QR image).
 */
export async function bookWithOnlinePayment(
  app: App,
  db: Db,
  world: BookingWorld,
  payCode: 'wxpay' | 'alipay',
) {
  const member = await createBookingMember(db);
  const order = await bookThroughApp(app, member, world);
  const res = await orderPayRequest(app, member.token, { revNo: order.revNo, payCode });
  if (res.statusCode !== 200) throw new Error(`orderpay failed: ${res.body}`);
  const cashier = res.json().data as { attemptNo: string; payUrl: string; qrCode: string };
  return { member, order, cashier };
}

/** Pays with the member card and the test password unless given. */
export function payByCardRequest(
  app: App,
  member: BookingMember,
  revNo: string,
  cardPwd: string = TEST_PASSWORD,
) {
  return orderPayRequest(app, member.token, { revNo, payCode: '1', cardNo: member.cardNo, cardPwd });
}

export function cancelRequest(app: App, token: string, orderId: number) {
  return app.inject({
    method: 'GET',
    url: '/crsapi/v1/order/cancleOrder',
    query: { orderId: String(orderId) },
    headers: { usertoken: token },
  });
}

// ---- reading what the database holds ----

/** taken per night of a room type, in night order. */
export async function takenByNight(db: Db, roomTypeId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ night: nightlyInventory.night, taken: nightlyInventory.taken })
    .from(nightlyInventory)
    .where(eq(nightlyInventory.roomTypeId, roomTypeId))
    .orderBy(asc(nightlyInventory.night));
  return Object.fromEntries(rows.filter((r) => r.taken !== 0).map((r) => [r.night, r.taken]));
}

export async function orderById(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

export async function balanceOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balanceFen: members.balanceFen, score: members.score })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) throw new Error(`no member ${memberId}`);
  return row.balanceFen;
}

export async function scoreOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ score: members.score }).from(members).where(eq(members.id, memberId));
  if (!row) throw new Error(`no member ${memberId}`);
  return row.score;
}

export async function ledgerOf(db: Db, memberId: number) {
  return db.select().from(cardLedger).where(eq(cardLedger.memberId, memberId)).orderBy(asc(cardLedger.id));
}

export async function attemptsOf(db: Db, orderId: number) {
  return db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(asc(paymentAttempts.id));
}

export async function countRows(db: Db) {
  return {
    orders: await db.$count(orders),
    nights: await db.$count(orderNights),
    ledger: await db.$count(cardLedger),
    attempts: await db.$count(paymentAttempts),
  };
}

/** Moves an order's hold or creation time, for the expiry and paging tests. */
export async function setOrderTimes(db: Db, id: number, values: { holdUntil?: Date; createdAt?: Date }) {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

/** Orders of a member in a state, for assertions. */
export async function ordersInState(db: Db, memberId: number, state: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.state, state)));
}

/** Sum of the ledger amounts of a member (negative for what the card paid out net). */
export async function ledgerSum(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${cardLedger.amountFen}), 0)::int` })
    .from(cardLedger)
    .where(eq(cardLedger.memberId, memberId));
  return row?.sum ?? 0;
}

let orderCounter = 0;

/**
 * An unpaid order of the world's three nights from tomorrow for one room at 957 yuan, written
 * straight to the database (no rooms taken, no limit of 3 unpaid orders): for the payment proofs
 * that need many orders of one member.
 */
export async function insertUnpaidOrder(db: Db, world: BookingWorld, memberId: number) {
  orderCounter += 1;
  const suffix = `${process.pid}${String(orderCounter).padStart(6, '0')}`;
  const [checkIn, ...rest] = nightsFrom(3);
  if (!checkIn) throw new Error('no night');
  const ratePlanId = world.ratePlanIds[world.freeCancelRate];
  if (ratePlanId === undefined) throw new Error('no free-cancellation rate');
  const [row] = await db
    .insert(orders)
    .values({
      orderNo: `T${suffix}`,
      revNo: `RT${suffix}`,
      memberId,
      hotelId: world.hotelId,
      roomTypeId: world.roomTypeId,
      ratePlanId,
      checkinDate: checkIn,
      checkoutDate: addDays(checkIn, 3),
      days: 3,
      roomQty: 1,
      revUser: '张三',
      mobile: '13800138000',
      totalFen: 95_700,
      actualFen: 95_700,
      holdUntil: new Date(`${checkIn}T18:00:00+08:00`),
    })
    .returning();
  if (!row) throw new Error('order insert returned no row');
  await db.insert(orderNights).values(
    [checkIn, ...rest].map((night, i) => ({
      orderId: row.id,
      night,
      priceFen: (STAY_PRICES[i] ?? 299) * 100,
      // no discount: the guest pays 门市价 for each night
      paidFen: (STAY_PRICES[i] ?? 299) * 100,
    })),
  );
  return row;
}
