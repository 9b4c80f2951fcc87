import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { insertMemberLevels, insertTestMember, requestSmsCode } from '../helpers/member-factories.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    prepare: insertMemberLevels,
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
});

/** What the log held while `act` ran. */
async function loggedDuring(act: () => Promise<unknown>): Promise<string> {
  lines.length = 0;
  await act();
  return lines.join('');
}

// A login code for a mobile nobody registered is refused before any SMS (whose development log
// line shows the number on purpose), so every mobile below can only have come from the request.
describe('logs', () => {
  it('show a requested mobile masked in the request URL', async () => {
    const logged = await loggedDuring(() => requestSmsCode(t.app, '19912345678', 2));
    expect(logged).toContain('"url":"/crsapi/v1/user/smscode?mobile=199****5678&type=2"');
    expect(logged).not.toContain('19912345678');
  });

  it('show mobiles masked in a failed query of a logged error', async () => {
    const member = await insertTestMember(t.db, { mobile: '19987654321' });
    await t.db.execute(sql`ALTER TABLE sms_codes RENAME TO sms_codes_away`);
    try {
      const logged = await loggedDuring(async () => {
        const res = await requestSmsCode(t.app, member.mobile, 2);
        expect(res.statusCode).toBe(500);
      });
      expect(logged).toContain('Failed query');
      expect(logged).toContain('199****4321');
      expect(logged).not.toContain('19987654321');
    } finally {
      await t.db.execute(sql`ALTER TABLE sms_codes_away RENAME TO sms_codes`);
    }
  });
});
