import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/staff.ts';
import { createPostgresApp, type PostgresApp, sampleWhile } from '../concurrency/postgres-app.ts';
import { setInventoryNight } from '../helpers/factories.ts';
import {
  type BookingMember,
  type BookingWorld,
  createBookingMember,
  createBookingWorld,
  nightsFrom,
  submitBody,
  submitOrderRequest,
} from '../helpers/order-factories.ts';
import { inventoryOf } from '../helpers/rates.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/**
 * Proof on PostgreSQL: two members of staff setting the rooms total of the same night at the same
 * moment as 40 guests book it never leave more rooms sold than the total; an edit below the rooms
 * sold by then is refused whole with the number sold, and one made on a calendar read before the
 * other's save is refused naming that save.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('staff edits racing bookings on PostgreSQL', () => {
  const GUESTS = 40;
  let pg: PostgresApp;
  let world: BookingWorld;
  let members: BookingMember[];
  let admin: StaffSession;
  let manager: StaffSession;
  const [d1] = nightsFrom(1) as [string];

  beforeAll(async () => {
    pg = await createPostgresApp();
    world = await createBookingWorld(pg.db, { rooms: 20 });
    await setInventoryNight(pg.db, world.roomTypeId, d1, { total: 10, taken: 0 });
    members = [];
    for (let i = 0; i < GUESTS; i += 1) members.push(await createBookingMember(pg.db));
    admin = await signIn(pg.app, (await createStaff(pg.db, { role: 'admin' })).username);
    manager = await signIn(
      pg.app,
      (await createStaff(pg.db, { role: 'manager', hotelIds: [world.hotelId] })).username,
    );
  }, 120_000);
  afterAll(async () => {
    await pg?.close();
  });

  function setTotal(session: StaffSession, roomsTotal: number) {
    return staffCall(pg.app, session, {
      method: 'POST',
      url: '/admin/api/rates/bulk-edit',
      payload: {
        hotelCode: world.hotelCode,
        from: d1,
        to: d1,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        roomTypeIds: [world.roomTypeId],
        roomsTotal,
        readAt: new Date().toISOString(),
      },
    });
  }

  it('never sells above the total, and refuses totals below the rooms sold with the count', async () => {
    const bookings = Promise.all(
      members.map((member) =>
        submitOrderRequest(pg.app, member.token, submitBody(world, { checkIn: d1, nights: 1 })),
      ),
    );
    const totals = [6, 12, 3, 9, 5, 15, 2, 8];
    const edits = Promise.all(totals.map((total, i) => setTotal(i % 2 === 0 ? admin : manager, total)));
    const burst = Promise.all([bookings, edits]);
    const samples = await sampleWhile(burst, async () =>
      (await inventoryOf(pg.db, world.roomTypeId, d1, d1)).every((n) => n.taken <= n.total),
    );
    const [booked, edited] = await burst;

    expect(samples.every(Boolean)).toBe(true);
    const [night] = await inventoryOf(pg.db, world.roomTypeId, d1, d1);
    const sold = booked.filter((res) => res.statusCode === 200).length;
    expect(night?.taken).toBe(sold);
    expect(sold).toBeGreaterThan(0);
    expect(sold).toBeLessThanOrEqual(night?.total ?? 0);
    for (const res of booked.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^(该房型已满房|该房型仅剩\d+间，请减少预订间数)$/);
    }
    const md = `${Number(d1.slice(5, 7))}月${Number(d1.slice(8, 10))}日`;
    let accepted = 0;
    for (const [i, res] of edited.entries()) {
      if (res.statusCode === 200) {
        accepted += 1;
        continue;
      }
      expect(res.statusCode).toBe(409);
      const message: string = res.json().message;
      // made on a calendar read before the other member of staff saved the night: refused, naming it
      if (message.includes('本次未保存')) {
        expect(message).toContain(`${md} `);
        continue;
      }
      const match = new RegExp(`^${md}已售(\\d+)间，房量不能少于(\\d+)间$`).exec(message);
      expect(match, res.body).not.toBeNull();
      // refused only when more rooms were sold than it asked for
      expect(Number(match?.[1])).toBeGreaterThan(totals[i] ?? 0);
      expect(match?.[1]).toBe(match?.[2]);
    }
    // one audit row per accepted edit, none for a refused one
    expect(await pg.db.$count(auditLog, eq(auditLog.entityType, 'rates'))).toBe(accepted);
  }, 120_000);
});
