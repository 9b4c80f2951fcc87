import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createNews, createPromotion } from '../helpers/factories.ts';
import { problemOf } from '../helpers/fuzz-answers.ts';
import { type Operation, operationsOf } from '../helpers/fuzz-operations.ts';
import { describeCase, type FuzzCase, fuzzCase, staysOnPath } from '../helpers/fuzz-requests.ts';
import type { KnownValues } from '../helpers/fuzz-values.ts';
import { tokenFor } from '../helpers/member-factories.ts';
import {
  bookThroughApp,
  createBookingMember,
  createBookingWorld,
  orderPayRequest,
} from '../helpers/order-factories.ts';

// Hostile requests over every route of the OpenAPI document. FUZZ_SEED replays a failed run (the
// seed is printed with the failure); FUZZ_RUNS makes a longer one.
const SEED = Number(process.env.FUZZ_SEED || 424_242);
const RUNS = Math.max(1_000, Number(process.env.FUZZ_RUNS || 3_000));
/** Every route gets at least this many requests, or the figures say the fuzz missed it. */
const MIN_PER_ROUTE = 20;

let t: TestApp;
let operations: Operation[];
let known: KnownValues;
let memberId = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'error' } });
  const world = await createBookingWorld(t.db);
  const member = await createBookingMember(t.db, { balanceFen: 500_000 });
  memberId = member.id;
  const order = await bookThroughApp(t.app, member, world);
  const paying = await orderPayRequest(t.app, member.token, { revNo: order.revNo, payCode: 'wxpay' });
  const news = await createNews(t.db);
  const promotion = await createPromotion(t.db, { hotelId: world.hotelId });
  const tomorrow = addDays(shanghaiDate(), 1);
  known = {
    hotelcode: [world.hotelCode, 'HJ000001'],
    roomtypecode: [world.roomTypeCode],
    ratecode: [world.freeCancelRate, world.nonRefundableRate],
    checkin: [tomorrow],
    checkindate: [tomorrow],
    checkout: [addDays(tomorrow, 2)],
    checkoutdate: [addDays(tomorrow, 2)],
    orderid: [order.id],
    orderno: [order.orderNo],
    revno: [order.revNo],
    attemptno: [String(paying.json().data?.attemptNo ?? 'PA1')],
    sid: [news.id, 74, 75],
    id: [promotion.id],
    mobile: ['13800138000'],
    cardno: [member.cardNo],
  };
  operations = operationsOf(t.app.swagger());
});

afterAll(async () => {
  await t.close();
});

async function send(c: FuzzCase) {
  const headers = { ...c.headers };
  if (c.auth === 'member') headers.usertoken = await tokenFor(t.db, memberId);
  if (c.contentType) headers['content-type'] = c.contentType;
  return t.app.inject({
    method: c.operation.method,
    url: c.url,
    headers,
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
}

describe('fuzzing every route of the OpenAPI document', () => {
  it('never answers 5xx or a status the document does not list, and refuses bad input cleanly in Chinese', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    const perRoute = new Map<string, number>();
    const statuses = new Map<number, number>();
    let sent = 0;
    const started = performance.now();
    const property = fc.asyncProperty(fuzzCase(operations, known), async (c) => {
      const res = await send(c);
      sent += 1;
      const route = `${c.operation.method} ${c.operation.path}`;
      perRoute.set(route, (perRoute.get(route) ?? 0) + 1);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const problem = problemOf(res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      if (problem) throw new Error(`${problem}: ${describeCase(c)} → ${res.body.slice(0, 300)}`);
      if (staysOnPath(c) && !c.operation.statuses.has(res.statusCode)) {
        throw new Error(
          `${res.statusCode} not in the document: ${describeCase(c)} → ${res.body.slice(0, 300)}`,
        );
      }
    });
    try {
      // more routes (the back office's join the document) get more requests, never fewer each
      const runs = Math.max(RUNS, operations.length * MIN_PER_ROUTE * 2);
      await fc.assert(property, { seed: SEED, numRuns: runs });
    } catch (error) {
      // fast-check keeps the failing answer's description as the cause
      const cause = error instanceof Error && error.cause !== undefined ? `\n${String(error.cause)}` : '';
      throw new Error(`fuzz failed; replay with FUZZ_SEED=${SEED}\n${String(error)}${cause}`);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.info(
      `fuzz seed ${SEED}: ${sent} requests over ${perRoute.size} routes in ${seconds} s (${histogram.join(', ')})`,
    );
    expect(sent).toBeGreaterThanOrEqual(1_000);
    for (const op of operations) {
      expect(perRoute.get(`${op.method} ${op.path}`) ?? 0, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(
        MIN_PER_ROUTE,
      );
    }
  }, 300_000);
});
