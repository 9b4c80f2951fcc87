import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../src/seed/index.ts';
import { DEMO_STAFF } from '../../src/seed/staff.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { login, signIn, staffCall } from '../helpers/staff.ts';

let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
});

describe('demo back-office accounts', () => {
  it('signs in one account per role with the README passwords; the hotel roles work for the first hotel', async () => {
    t = await createTestApp({ prepare: (db) => seedDemoDataIfEmpty(db) });
    const app = t.app;
    for (const account of DEMO_STAFF) {
      const res = await login(app, account.username, account.password);
      expect(res.json().data.stage).toBe('signedIn');
      expect(res.json().data.session.staff.role).toBe(account.role);
    }
    const manager = await signIn(app, 'manager', 'Manager@2026');
    const hotels = (await staffCall(app, manager, { url: '/admin/api/hotels' })).json().data;
    expect(hotels.map((h: { hotelCode: string }) => h.hotelCode)).toEqual(['HJ000101']);
    // the whole demo seeded, then a scrypt check per role: over 30 s on a loaded 2-core machine
  }, 90_000);

  it('are never written into a production database, whose first administrator comes from staff:create', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoDataIfEmpty(database.db, { demoStaff: false });
      const counted = await database.db.execute(sql`SELECT count(*)::int AS n FROM staff`);
      expect((counted as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    } finally {
      await database.dispose();
    }
  });
});
