import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters, sessions, smsCodes } from '../../src/db/schema/members.ts';
import { staffSessions } from '../../src/db/schema/staff.ts';
import { purgeRecords } from '../../src/members/jobs/purge-records.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  insertMemberLevels,
  insertTestMember,
  requestSmsCode,
  tokenFor,
  uniqueIp,
} from '../helpers/member-factories.ts';
import { createStaff, signIn, staffCall } from '../helpers/staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertMemberLevels(t.db);
});
afterAll(async () => {
  await t.close();
});

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const later = (ms: number) => new Date(Date.now() + ms);

function memberDetail(token: string) {
  return t.app.inject({ method: 'GET', url: '/crsapi/v1/user/userdetail', headers: { usertoken: token } });
}

async function memberSessions(memberId: number) {
  return t.db.select().from(sessions).where(eq(sessions.memberId, memberId));
}

describe('the purge of records no rule needs any more', () => {
  it("forgets a member's session a day after it ended or expired, and keeps a live one working", async () => {
    const member = await insertTestMember(t.db);
    const live = await tokenFor(t.db, member.id);
    const loggedOut = await tokenFor(t.db, member.id);
    await t.app.inject({ method: 'POST', url: '/crsapi/v1/user/logout', headers: { usertoken: loggedOut } });
    expect(await memberSessions(member.id)).toHaveLength(2);

    // the logout is a day old: its row goes, the live session stays and still signs the member in
    await purgeRecords(t.db, later(DAY_MS + HOUR_MS));
    expect(await memberSessions(member.id)).toHaveLength(1);
    expect((await memberDetail(live)).json().success).toBe(true);

    // sessions last 30 days: a day after that, the live one has expired and goes too
    await purgeRecords(t.db, later(32 * DAY_MS));
    expect(await memberSessions(member.id)).toHaveLength(0);
  });

  it('forgets a staff session a day after it was last used, not one in use', async () => {
    const account = await createStaff(t.db, { role: 'admin' });
    const session = await signIn(t.app, account.username);
    const rows = () => t.db.select().from(staffSessions).where(eq(staffSessions.staffId, account.id));
    expect(await rows()).toHaveLength(1);

    await purgeRecords(t.db, later(HOUR_MS));
    expect(await rows()).toHaveLength(1);
    expect((await staffCall(t.app, session, { url: '/admin/api/auth/session' })).statusCode).toBe(200);

    await purgeRecords(t.db, later(DAY_MS + HOUR_MS));
    expect(await rows()).toHaveLength(0);
    expect((await staffCall(t.app, session, { url: '/admin/api/auth/session' })).statusCode).toBe(401);
  });

  it('forgets SMS codes and rate-limit counters after two days', async () => {
    const mobile = '13912345678';
    const ip = uniqueIp();
    expect((await requestSmsCode(t.app, mobile, 1, ip)).json().message).toBe('验证码已发送');
    const codes = () => t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    const counters = () =>
      t.db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `sms:ip:${ip}`));
    expect(await codes()).toHaveLength(1);
    expect(await counters()).toHaveLength(1);

    await purgeRecords(t.db, later(DAY_MS));
    expect(await codes()).toHaveLength(1);
    expect(await counters()).toHaveLength(1);

    await purgeRecords(t.db, later(2 * DAY_MS + HOUR_MS));
    expect(await codes()).toHaveLength(0);
    expect(await counters()).toHaveLength(0);
  });
});
