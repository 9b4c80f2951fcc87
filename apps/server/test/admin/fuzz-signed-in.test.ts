import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingEnquiries } from '../../src/db/schema/content.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { problemOf } from '../helpers/fuzz-answers.ts';
import { type Operation, operationsOf } from '../helpers/fuzz-operations.ts';
import { describeCase, type FuzzCase, fuzzCase, staysOnPath } from '../helpers/fuzz-requests.ts';
import type { KnownValues } from '../helpers/fuzz-values.ts';
import { bookThroughApp, createBookingMember, createBookingWorld } from '../helpers/order-factories.ts';
import { createStaff, type StaffSession, signIn } from '../helpers/staff.ts';

// Hostile requests over every /admin/api route of the OpenAPI document, signed in as 集团管理员 with
// the CSRF token, so they get past the session and role checks to the validation and the services.
// Routes added later are fuzzed too: the document, not this file, lists them. FUZZ_SEED replays a
// failed run; FUZZ_RUNS makes a longer one.
const SEED = Number(process.env.FUZZ_SEED || 111_111);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE || 60);
/** Every route gets at least this many requests, or the figures say the fuzz missed it. */
const MIN_PER_ROUTE = 20;

let t: TestApp;
let operations: Operation[];
let known: KnownValues;
let adminUsername = '';
let session: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'error' } });
  const world = await createBookingWorld(t.db);
  const member = await createBookingMember(t.db, { balanceFen: 500_000 });
  const order = await bookThroughApp(t.app, member, world);
  const [enquiry] = await t.db
    .insert(meetingEnquiries)
    .values({
      hotelId: world.hotelId,
      hotelCode: world.hotelCode,
      hotelName: world.hotelName,
      applyName: '张三',
      contactPhone: '13800138000',
      meetingType: '商务会议',
      peopleNums: '10-50人',
      beginTime: new Date(),
      endTime: new Date(),
    })
    .returning();
  const admin = await createStaff(t.db, { role: 'admin' });
  const manager = await createStaff(t.db, { role: 'manager', hotelIds: [world.hotelId] });
  adminUsername = admin.username;
  session = await signIn(t.app, adminUsername);
  const tomorrow = addDays(shanghaiDate(), 1);
  known = {
    hotelcode: [world.hotelCode],
    hotelcodes: [world.hotelCode],
    roomtypecode: [world.roomTypeCode],
    ratecode: [world.freeCancelRate],
    id: [member.id, order.id, enquiry?.id ?? 1, manager.id],
    orderid: [order.id],
    orderno: [order.orderNo],
    keyword: ['13800138000', member.cardNo],
    from: [tomorrow],
    to: [addDays(tomorrow, 7)],
    date: [tomorrow],
    username: [manager.username],
  };
  operations = operationsOf(t.app.swagger()).filter((op) => op.path.startsWith('/admin/api/'));
});

afterAll(async () => {
  await t.close();
});

async function send(c: FuzzCase) {
  const headers: Record<string, string> = {
    ...c.headers,
    cookie: session.cookie,
    'x-csrf-token': session.csrfToken,
  };
  if (c.contentType) headers['content-type'] = c.contentType;
  const res = await t.app.inject({
    method: c.operation.method,
    url: c.url,
    headers,
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
  // a fuzzed sign-out (or a sign-in elsewhere) ends the session: sign in again for the next request
  if (res.statusCode === 401) session = await signIn(t.app, adminUsername);
  return res;
}

describe('fuzzing every staff route signed in as 集团管理员', () => {
  it('never answers 5xx or a status the document does not list, and refuses bad input cleanly in Chinese', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
    const perRoute = new Map<string, number>();
    const statuses = new Map<number, number>();
    let sent = 0;
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
      await fc.assert(property, { seed: SEED, numRuns: operations.length * RUNS_PER_ROUTE });
    } catch (error) {
      const cause = error instanceof Error && error.cause !== undefined ? `\n${String(error.cause)}` : '';
      throw new Error(`fuzz failed; replay with FUZZ_SEED=${SEED}\n${String(error)}${cause}`);
    }
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.info(
      `signed-in fuzz seed ${SEED}: ${sent} requests over ${perRoute.size} routes (${histogram.join(', ')})`,
    );
    // signed in, most requests reach validation or beyond rather than stopping at the door
    expect((statuses.get(401) ?? 0) + (statuses.get(403) ?? 0)).toBeLessThan(sent / 4);
    for (const op of operations) {
      expect(perRoute.get(`${op.method} ${op.path}`) ?? 0, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(
        MIN_PER_ROUTE,
      );
    }
  }, 300_000);
});
