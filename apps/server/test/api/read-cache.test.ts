import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../src/db/schema/content.ts';
import { nightlyInventory } from '../../src/db/schema/inventory.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createNews } from '../helpers/factories.ts';
import {
  type BookingMember,
  type BookingWorld,
  bookThroughApp,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
} from '../helpers/order-factories.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/**
 * The public read cache as a guest and a member of staff notice it: answers come from memory, yet
 * what staff publish and what bookings take shows at once, and a scheduled item on time.
 */

/** Long enough that only an invalidation can explain a fresh answer. */
let cached: TestApp;
/** A short lifetime, for what nothing invalidates (rows changed by hand, scheduled publishing). */
const SHORT_TTL_MS = 400;
let shortLived: TestApp;
let editor: StaffSession;
let shortLivedEditor: StaffSession;

beforeAll(async () => {
  [cached, shortLived] = await Promise.all([
    createTestApp({ env: { READ_CACHE_TTL_MS: '600000' } }),
    createTestApp({ env: { READ_CACHE_TTL_MS: String(SHORT_TTL_MS) } }),
  ]);
  editor = await signIn(cached.app, (await createStaff(cached.db, { role: 'editor' })).username);
  shortLivedEditor = await signIn(
    shortLived.app,
    (await createStaff(shortLived.db, { role: 'editor' })).username,
  );
}, 60_000);
afterAll(async () => {
  await Promise.all([cached?.close(), shortLived?.close()]);
});

const newsList = async (t: TestApp) =>
  (await t.app.inject({ url: '/cms/newslist.aspx?sid=18' })).json().data as {
    newid: number;
    newtitle: string;
  }[];

async function draftNews(t: TestApp, session: StaffSession, title: string): Promise<number> {
  const res = await staffCall(t.app, session, {
    method: 'POST',
    url: '/admin/api/content/news',
    payload: { title, image: '/media/news/n1.svg', content: '<p>新店开业</p>', description: '新店开业' },
  });
  expect(res.json().success, res.body).toBe(true);
  return res.json().data.id;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(25);
  }
}

describe('public reads from the cache', () => {
  it('answers a repeated read from memory with the same body and headers', async () => {
    const item = await createNews(cached.db, { title: '缓存的新闻' });
    const first = await cached.app.inject({ url: '/cms/newslist.aspx?sid=18' });
    // changed behind the site's back: the cached answer still says the old title
    await cached.db.update(news).set({ title: '改过的标题' }).where(eq(news.id, item.id));
    const second = await cached.app.inject({ url: '/cms/newslist.aspx?sid=18' });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.json().data.find((n: { newid: number }) => n.newid === item.id).newtitle).toBe(
      '缓存的新闻',
    );
  });

  it('shows a row changed by hand once the answer lapses', async () => {
    const item = await createNews(shortLived.db, { title: '旧标题' });
    expect((await newsList(shortLived)).find((n) => n.newid === item.id)?.newtitle).toBe('旧标题');
    await shortLived.db.update(news).set({ title: '新标题' }).where(eq(news.id, item.id));
    const seen = await until(
      () => newsList(shortLived),
      (list) => list.some((n) => n.newtitle === '新标题'),
      SHORT_TTL_MS * 4,
    );
    expect(seen.find((n) => n.newid === item.id)?.newtitle).toBe('新标题');
  });

  it('shows a news item published through the back office in the news list and its page at once', async () => {
    const id = await draftNews(cached, editor, '刚发布的新闻');
    expect((await newsList(cached)).map((n) => n.newid)).not.toContain(id);
    expect((await cached.app.inject({ url: `/cms/shownews.aspx?sid=${id}` })).statusCode).toBe(404);

    const res = await staffCall(cached.app, editor, {
      method: 'POST',
      url: `/admin/api/content/news/${id}/publish`,
      payload: {},
    });
    expect(res.json().message).toBe('已发布');
    expect((await newsList(cached)).find((n) => n.newid === id)?.newtitle).toBe('刚发布的新闻');
    expect((await cached.app.inject({ url: `/cms/shownews.aspx?sid=${id}` })).statusCode).toBe(200);

    await staffCall(cached.app, editor, { method: 'POST', url: `/admin/api/content/news/${id}/unpublish` });
    expect((await newsList(cached)).map((n) => n.newid)).not.toContain(id);
  });

  it('shows a scheduled news item from its publish time, within the cache lifetime', async () => {
    const id = await draftNews(shortLived, shortLivedEditor, '定时发布的新闻');
    const publishAt = Date.now() + 1_500;
    await staffCall(shortLived.app, shortLivedEditor, {
      method: 'POST',
      url: `/admin/api/content/news/${id}/publish`,
      payload: { publishAt: new Date(publishAt).toISOString() },
    });
    expect((await newsList(shortLived)).map((n) => n.newid)).not.toContain(id);
    const list = await until(
      () => newsList(shortLived),
      (items) => items.some((n) => n.newid === id),
      1_500 + SHORT_TTL_MS * 4,
    );
    expect(list.map((n) => n.newid)).toContain(id);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
  });
});

describe('rooms left of a stay', () => {
  let world: BookingWorld;
  let member: BookingMember;
  const checkIn = addDays(shanghaiDate(), 1);
  const stay = () => ({ HotelCode: world.hotelCode, CheckIn: checkIn, CheckOut: addDays(checkIn, 3) });
  const roomsLeft = async () => {
    const res = await cached.app.inject({
      method: 'POST',
      url: '/crsapi/v1/hotel/getRoomAndRate',
      payload: stay(),
    });
    return res.json().data[0].available as number;
  };

  beforeAll(async () => {
    world = await createBookingWorld(cached.db, { rooms: 5 });
    member = await createBookingMember(cached.db);
  });

  it('go down as soon as a booking is made and back up when it is cancelled', async () => {
    expect(await roomsLeft()).toBe(5);
    const order = await bookThroughApp(cached.app, member, world);
    expect(await roomsLeft()).toBe(4);
    const cancelled = await cancelRequest(cached.app, member.token, order.id);
    expect(cancelled.json().success, cancelled.body).toBe(true);
    expect(await roomsLeft()).toBe(5);
  });

  it('follow a staff edit of the rooms on sale at once', async () => {
    const admin = await signIn(cached.app, (await createStaff(cached.db, { role: 'admin' })).username);
    expect(await roomsLeft()).toBe(5);
    const res = await staffCall(cached.app, admin, {
      method: 'POST',
      url: '/admin/api/rates/bulk-edit',
      payload: {
        hotelCode: world.hotelCode,
        from: checkIn,
        to: checkIn,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        roomTypeIds: [world.roomTypeId],
        ratePlanIds: [],
        roomsTotal: 2,
        readAt: new Date().toISOString(),
      },
    });
    expect(res.json().success, res.body).toBe(true);
    expect(await roomsLeft()).toBe(2);
  });
});

describe('a booking and the prices it leaves cached', () => {
  let booked: BookingWorld;
  let other: BookingWorld;
  let member: BookingMember;
  const soon = addDays(shanghaiDate(), 1);
  const later = addDays(shanghaiDate(), 10);
  const roomsLeft = async (world: BookingWorld, checkIn: string) => {
    const res = await cached.app.inject({
      method: 'POST',
      url: '/crsapi/v1/hotel/getRoomAndRate',
      payload: { HotelCode: world.hotelCode, CheckIn: checkIn, CheckOut: addDays(checkIn, 2) },
    });
    return res.json().data[0].available as number;
  };
  /** Rooms on sale changed behind the site's back: only an invalidation shows it. */
  const setTotalByHand = (world: BookingWorld, total: number) =>
    cached.db
      .update(nightlyInventory)
      .set({ total })
      .where(eq(nightlyInventory.roomTypeId, world.roomTypeId));

  beforeAll(async () => {
    booked = await createBookingWorld(cached.db, { rooms: 5, nights: 14 });
    other = await createBookingWorld(cached.db, { rooms: 5, nights: 14 });
    member = await createBookingMember(cached.db);
  });

  it("empties only the booked hotel's answers about the booked nights", async () => {
    for (const [world, checkIn] of [
      [booked, soon],
      [booked, later],
      [other, soon],
    ] as const) {
      expect(await roomsLeft(world, checkIn)).toBe(5);
    }
    await setTotalByHand(booked, 8);
    await setTotalByHand(other, 8);

    await bookThroughApp(cached.app, member, booked, { checkIn: soon, nights: 2 });
    // read again: the new total and the room taken
    expect(await roomsLeft(booked, soon)).toBe(7);
    // still the answers from before: no night of theirs was booked
    expect(await roomsLeft(booked, later)).toBe(5);
    expect(await roomsLeft(other, soon)).toBe(5);
  });
});
