import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAttempts } from '../../src/db/schema/orders.ts';
import { handlePaymentNotification } from '../../src/payments/services/payment-notifications.ts';
import {
  attemptsOf,
  type BookingWorld,
  balanceOf,
  createBookingMember,
  createBookingWorld,
  insertUnpaidOrder,
  ledgerOf,
  ledgerSum,
  orderById,
  orderPayRequest,
  payByCardRequest,
} from '../helpers/order-factories.ts';
import { createPostgresApp, type PostgresApp, sampleWhile } from './postgres-app.ts';

/** Proofs on PostgreSQL that money moves once: card payments in a burst, notifications replayed. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent payments on PostgreSQL', () => {
  const STAY_FEN = 95_700;
  let pg: PostgresApp;
  let world: BookingWorld;

  beforeAll(async () => {
    pg = await createPostgresApp();
    world = await createBookingWorld(pg.db, { rooms: 50 });
  }, 120_000);
  afterAll(async () => {
    await pg?.close();
  });

  it('pays exactly one of 50 orders when the balance covers one, and the balance never goes negative', async () => {
    const member = await createBookingMember(pg.db, { balanceFen: STAY_FEN + 50 });
    const unpaid = [];
    for (let i = 0; i < 50; i += 1) unpaid.push(await insertUnpaidOrder(pg.db, world, member.id));

    const burst = Promise.all(unpaid.map((order) => payByCardRequest(pg.app, member, order.revNo)));
    const balances = await sampleWhile(burst, () => balanceOf(pg.db, member.id));
    const responses = await burst;

    const paid = responses.filter((res) => res.statusCode === 200);
    expect(paid).toHaveLength(1);
    const refused = responses.filter((res) => res.statusCode !== 200);
    // 余额不足 once the one payment went through; on a loaded machine some of the 50 member-password
    // checks (5 at a time, scrypt) wait past 10 s and are answered 操作过于频繁 before any debit
    // (safeguards/guessable-secrets.ts): money never moves for them either
    const said = refused.map((res) => res.json());
    for (const body of said)
      expect([
        { statusCode: 409, message: '余额不足' },
        { statusCode: 429, message: '操作过于频繁，请稍后再试' },
      ]).toContainEqual({ statusCode: body.statusCode, message: body.message });
    expect(said.some((body) => body.message === '余额不足')).toBe(true);
    expect(balances.every((fen) => fen >= 0)).toBe(true);
    expect(await balanceOf(pg.db, member.id)).toBe(50);
    expect(await ledgerSum(pg.db, member.id)).toBe(-STAY_FEN);
    const ledger = await ledgerOf(pg.db, member.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]?.balanceAfterFen).toBe(50);
    const paidOrders = await pg.db.$count(
      orders,
      sql`${orders.memberId} = ${member.id} AND ${orders.payResult} = 1`,
    );
    expect(paidOrders).toBe(1);
    console.info(
      `[proof] 50 concurrent card payments, balance for one: ${paid.length} paid, ${refused.length} refused (余额不足); ` +
        `balance ${STAY_FEN + 50} → 50 fen, min sampled ${Math.min(...balances)}, ledger rows ${ledger.length}`,
    );
  }, 120_000);

  it('pays one order once when 30 card payments for it arrive at once: one debit, one ledger row', async () => {
    const member = await createBookingMember(pg.db, { balanceFen: 10_000_000 });
    const order = await insertUnpaidOrder(pg.db, world, member.id);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => payByCardRequest(pg.app, member, order.revNo)),
    );
    expect(responses.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of responses.filter((r) => r.statusCode !== 200))
      expect(res.json().message).toBe('订单已支付');
    expect(await balanceOf(pg.db, member.id)).toBe(10_000_000 - STAY_FEN);
    expect(await ledgerOf(pg.db, member.id)).toHaveLength(1);
    expect(await orderById(pg.db, order.id)).toMatchObject({ state: 1, payResult: 1 });
  }, 120_000);

  it('changes the order once for a sandbox notification replayed 15 times in a row and 10 times at once', async () => {
    const member = await createBookingMember(pg.db);
    const order = await insertUnpaidOrder(pg.db, world, member.id);
    const start = await orderPayRequest(pg.app, member.token, { revNo: order.revNo, payCode: 'wxpay' });
    expect(start.statusCode).toBe(200);
    const { attemptNo } = start.json().data as { attemptNo: string };
    const notification = { attemptNo, amountFen: STAY_FEN, status: 'SUCCESS', txnId: 'WX-REPLAY-1' };
    const notify = () => pg.app.inject({ method: 'POST', url: '/sandbox/notify', payload: notification });

    const sequential: string[] = [];
    for (let i = 0; i < 15; i += 1) sequential.push((await notify()).json().message);
    expect(sequential[0]).toBe('paid');
    expect(sequential.slice(1)).toEqual(Array(14).fill('duplicate'));
    const paidAt = (await orderById(pg.db, order.id)).paidAt;

    const concurrent = await Promise.all(Array.from({ length: 10 }, () => notify()));
    expect(concurrent.map((res) => res.json())).toEqual(
      Array(10).fill({ code: 'SUCCESS', message: 'duplicate' }),
    );

    const row = await orderById(pg.db, order.id);
    expect(row).toMatchObject({ state: 1, payResult: 1, payMethod: 'wxpay' });
    expect(row.paidAt).toEqual(paidAt);
    expect((await attemptsOf(pg.db, order.id)).map((a) => a.status)).toEqual(['paid']);
    console.info(
      '[proof] sandbox notification ×15 in a row then ×10 at once: 1 paid, 24 duplicates, 1 attempt paid',
    );
  }, 120_000);

  it('pays once when the first notifications of a fresh attempt all arrive at once', async () => {
    const member = await createBookingMember(pg.db);
    const order = await insertUnpaidOrder(pg.db, world, member.id);
    const start = await orderPayRequest(pg.app, member.token, { revNo: order.revNo, payCode: 'alipay' });
    const { attemptNo } = start.json().data as { attemptNo: string };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        handlePaymentNotification(
          { db: pg.db, payments: pg.app.payments, confirmations: pg.app.confirmations },
          { attemptNo, amountFen: STAY_FEN, status: 'SUCCESS', txnId: `ALI-${i}` },
          new Date(),
          'sandbox',
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    const paidAttempts = await pg.db.$count(paymentAttempts, eq(paymentAttempts.orderId, order.id));
    expect(paidAttempts).toBe(1);
    expect(await orderById(pg.db, order.id)).toMatchObject({ state: 1, payResult: 1 });
  }, 120_000);

  it('lets a cancel and a card payment of one order race without deadlock: one wins', async () => {
    const member = await createBookingMember(pg.db, { balanceFen: 10_000_000 });
    const order = await insertUnpaidOrder(pg.db, world, member.id);
    const [pay, cancel] = await Promise.all([
      payByCardRequest(pg.app, member, order.revNo),
      pg.app.inject({
        method: 'GET',
        url: '/crsapi/v1/order/cancleOrder',
        query: { orderId: String(order.id) },
        headers: { usertoken: member.token },
      }),
    ]);
    expect([pay.statusCode, cancel.statusCode]).toContain(200);
    const row = await orderById(pg.db, order.id);
    // either paid then refunded by the cancel, or cancelled before the payment: never charged for nothing
    const balance = await balanceOf(pg.db, member.id);
    if (row.payResult === 1 && row.state === 1) expect(balance).toBe(10_000_000 - STAY_FEN);
    else expect(balance).toBe(10_000_000);
  }, 120_000);
});
