import { setTimeout as sleep } from 'node:timers/promises';
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardAdjustments, pointsLedger } from '../../src/db/schema/member-ledgers.ts';
import { cardLedger } from '../../src/db/schema/orders.ts';
import { auditLog } from '../../src/db/schema/staff.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { memberFootprint, memberNow } from '../helpers/member-admin.ts';
import {
  insertMemberLevels,
  insertTestMember,
  type TestMember,
  tokenFor,
} from '../helpers/member-factories.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/**
 * 会员管理: adjusting points and stored value with a reason; never below zero, also when
 * deductions race on PostgreSQL.
 */
let t: TestApp;
let admin: StaffSession;
beforeAll(async () => {
  t = await createTestApp();
  await insertMemberLevels(t.db);
  admin = await signIn(t.app, (await createStaff(t.db, { role: 'admin' })).username);
});
afterAll(async () => {
  await t.close();
});

/** Waits until `count` sessions of the app wait for a lock (the row `client` holds). */
async function waitForLockWaiters(client: pg.Client, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    // inside the holder's transaction the statistics are a snapshot until cleared
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.n ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} requests wait for the member's row`);
    await sleep(20);
  }
}

async function userDetail(member: TestMember) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/crsapi/v1/user/userdetail',
    headers: { usertoken: await tokenFor(t.db, member.id) },
  });
  return res.json().data as { score: number; balance: number; vipName: string };
}

describe('adjusting points and stored value', () => {
  it('adds points with a reason: the score, one ledger row, one audit row, and the member sees it', async () => {
    const member = await insertTestMember(t.db, { score: 20 });
    const res = await staffCall(t.app, admin, {
      method: 'POST',
      url: `/admin/api/members/${member.id}/points`,
      payload: { change: 100, reason: '  投诉补偿  ' },
    });
    expect(res.json()).toMatchObject({
      success: true,
      message: '积分已调整',
      data: { score: 120, balance: 0 },
    });
    expect(await t.db.select().from(pointsLedger).where(eq(pointsLedger.memberId, member.id))).toEqual([
      expect.objectContaining({
        kind: 'adjust',
        points: 100,
        scoreAfter: 120,
        reason: '投诉补偿',
        staffId: admin.staffId,
      }),
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'member'), eq(auditLog.entityId, String(member.id))));
    expect(entry).toMatchObject({
      action: 'points.adjust',
      staffId: admin.staffId,
      before: { score: 20 },
      after: { score: 120, change: 100, reason: '投诉补偿' },
    });
    expect((await userDetail(member)).score).toBe(120);

    const history = await staffCall(t.app, admin, { url: `/admin/api/members/${member.id}/points` });
    expect(history.json().data.rows).toEqual([
      expect.objectContaining({ change: 100, after: 120, reason: '投诉补偿', staffName: expect.any(String) }),
    ]);
  });

  it('refuses to take off more points than the member holds, saying how many, and changes nothing', async () => {
    const member = await insertTestMember(t.db, { score: 30 });
    const before = await memberFootprint(t.db, member.id);
    const res = await staffCall(t.app, admin, {
      method: 'POST',
      url: `/admin/api/members/${member.id}/points`,
      payload: { change: -31, reason: '兑换' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('积分不足：当前积分 30，最多可扣减 30');
    expect(await memberFootprint(t.db, member.id)).toEqual(before);
    // exactly what is held may go
    const all = await staffCall(t.app, admin, {
      method: 'POST',
      url: `/admin/api/members/${member.id}/points`,
      payload: { change: -30, reason: '兑换' },
    });
    expect(all.json().data.score).toBe(0);
  });

  it('adds and takes off stored value in yuan: a card ledger row with the reason, and the member sees it', async () => {
    const member = await insertTestMember(t.db, { balanceFen: 10_000 });
    const res = await staffCall(t.app, admin, {
      method: 'POST',
      url: `/admin/api/members/${member.id}/balance`,
      payload: { change: -20.5, reason: '误充值退回' },
    });
    expect(res.json()).toMatchObject({ success: true, message: '储值余额已调整', data: { balance: 79.5 } });
    const [row] = await t.db
      .select({ ledger: cardLedger, reason: cardAdjustments.reason, staffId: cardAdjustments.staffId })
      .from(cardLedger)
      .innerJoin(cardAdjustments, eq(cardAdjustments.ledgerId, cardLedger.id))
      .where(eq(cardLedger.memberId, member.id));
    expect(row).toMatchObject({
      ledger: { kind: 'adjust', amountFen: -2050, balanceAfterFen: 7950, orderId: null },
      reason: '误充值退回',
      staffId: admin.staffId,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'member'), eq(auditLog.entityId, String(member.id))))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      action: 'balance.adjust',
      before: { balance: 100 },
      after: { balance: 79.5 },
    });
    expect(JSON.stringify(entry)).not.toContain(member.cardNo);
    expect((await userDetail(member)).balance).toBe(79.5);

    const history = await staffCall(t.app, admin, { url: `/admin/api/members/${member.id}/balance` });
    expect(history.json().data.rows[0]).toMatchObject({
      kind: 'adjust',
      change: -20.5,
      after: 79.5,
      reason: '误充值退回',
    });
  });

  it('never lets the balance go below zero: the message names the balance, nothing changes', async () => {
    const member = await insertTestMember(t.db, { balanceFen: 5_000 });
    const before = await memberFootprint(t.db, member.id);
    const res = await staffCall(t.app, admin, {
      method: 'POST',
      url: `/admin/api/members/${member.id}/balance`,
      payload: { change: -50.01, reason: '扣款' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('储值余额不足：当前余额 ¥50.00，最多可扣减 ¥50.00');
    expect(await memberFootprint(t.db, member.id)).toEqual(before);
  });

  it('refuses a missing reason, a zero, a fraction of a point, a third decimal or a huge amount, with nothing changed', async () => {
    const member = await insertTestMember(t.db, { score: 10, balanceFen: 10_000 });
    const before = await memberFootprint(t.db, member.id);
    const cases: [string, unknown, string][] = [
      ['points', { change: 10 }, '请填写原因'],
      ['points', { change: 10, reason: '   ' }, '请填写原因'],
      ['points', { change: 10, reason: '长'.repeat(201) }, '请填写原因'],
      ['points', { change: 0, reason: '补偿' }, '调整积分须为非零整数，单次不超过1000000'],
      ['points', { change: 1.5, reason: '补偿' }, '调整积分须为非零整数，单次不超过1000000'],
      ['points', { change: '100', reason: '补偿' }, '调整积分须为非零整数，单次不超过1000000'],
      ['points', { change: 1_000_001, reason: '补偿' }, '调整积分须为非零整数，单次不超过1000000'],
      ['balance', { change: 1.234, reason: '补偿' }, '调整金额须非零，最多两位小数，单次不超过100000元'],
      ['balance', { change: 0, reason: '补偿' }, '调整金额须非零，最多两位小数，单次不超过100000元'],
      ['balance', { change: 100_000.01, reason: '补偿' }, '调整金额须非零，最多两位小数，单次不超过100000元'],
      ['balance', { reason: '补偿' }, '调整金额须非零，最多两位小数，单次不超过100000元'],
    ];
    for (const [what, payload, message] of cases) {
      const res = await staffCall(t.app, admin, {
        method: 'POST',
        url: `/admin/api/members/${member.id}/${what}`,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    const missing = await staffCall(t.app, admin, {
      method: 'POST',
      url: '/admin/api/members/2147483647/points',
      payload: { change: 10, reason: '补偿' },
    });
    expect(missing.statusCode).toBe(404);
    expect(await memberFootprint(t.db, member.id)).toEqual(before);
  });

  it('deductions at the same moment cannot overdraw: exactly those that fit go through', async () => {
    const member = await insertTestMember(t.db, { score: 100, balanceFen: 10_000 });
    const burst = (what: 'points' | 'balance') =>
      Array.from({ length: 5 }, () =>
        staffCall(t.app, admin, {
          method: 'POST',
          url: `/admin/api/members/${member.id}/${what}`,
          payload: { change: -30, reason: '并发扣减' },
        }),
      );
    // On PostgreSQL the member's row is held by another connection until all ten requests (the
    // app's whole pool) wait for it, so they are provably in flight together; PGlite runs them one
    // after the other.
    const holder = t.database.url ? new pg.Client({ connectionString: t.database.url }) : undefined;
    let all: Awaited<ReturnType<typeof staffCall>>[];
    try {
      await holder?.connect();
      await holder?.query('BEGIN');
      await holder?.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [member.id]);
      const answers = Promise.all([...burst('points'), ...burst('balance')]);
      if (holder) await waitForLockWaiters(holder, 10);
      await holder?.query('COMMIT');
      all = await answers;
    } finally {
      await holder?.end();
    }
    for (const group of [all.slice(0, 5), all.slice(5)]) {
      expect(group.filter((r) => r.statusCode === 200)).toHaveLength(3);
      expect(group.filter((r) => r.statusCode === 400).map((r) => r.json().message)).toEqual([
        expect.stringMatching(/不足：当前(积分 10|余额 ¥10.00)/),
        expect.stringMatching(/不足：当前(积分 10|余额 ¥10.00)/),
      ]);
    }
    expect(await memberNow(t.db, member.id)).toEqual({ score: 10, balanceFen: 1_000 });
    expect(await t.db.$count(pointsLedger, eq(pointsLedger.memberId, member.id))).toBe(3);
    expect(await t.db.$count(cardLedger, eq(cardLedger.memberId, member.id))).toBe(3);
  });
});
