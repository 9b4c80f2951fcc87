import { setTimeout as sleep } from 'node:timers/promises';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { addDays, shanghaiDate } from '../src/lib/time.ts';
import {
  type BookingMember,
  cancelRequest,
  createBookingMember,
  createBookingWorld,
  submitBody,
  submitOrderRequest,
} from '../test/helpers/order-factories.ts';

/** Guests booking at once; each cancels what they booked before booking again (3 unpaid at most). */
const BOOKERS = 20;

/**
 * Guests booking a hotel of their own (a world of the test factories: one room type, 900 rooms) at
 * `perSecond` through the real submitOrder, each cancelling the booking again, while a bench
 * measures other calls; `stop` says how many were booked, and at what rate.
 */
export async function startBookings(app: App, db: Db, perSecond: number) {
  const world = await createBookingWorld(db, { rooms: 900, nights: 20 });
  const members: BookingMember[] = [];
  for (let i = 0; i < BOOKERS; i += 1) members.push(await createBookingMember(db));
  const counts = { booked: 0, refused: 0, firstRefusal: '' };
  let running = true;
  const started = Date.now();
  let next = started;
  /** The moment the next booking may start: the pace is shared by all the guests. */
  const turn = async () => {
    const at = next;
    next += 1_000 / perSecond;
    if (at > Date.now()) await sleep(at - Date.now());
  };

  const guest = async (member: BookingMember) => {
    while (running) {
      await turn();
      // one room for a night somewhere in the next fortnight
      const checkIn = addDays(shanghaiDate(), 1 + Math.floor(Math.random() * 14));
      const res = await submitOrderRequest(app, member.token, submitBody(world, { nights: 1, checkIn }));
      if (res.statusCode !== 200) {
        counts.refused += 1;
        counts.firstRefusal ||= res.body.slice(0, 200);
        continue;
      }
      counts.booked += 1;
      await cancelRequest(app, member.token, res.json().data.id);
    }
  };
  const guests = members.map(guest);

  return {
    async stop() {
      running = false;
      await Promise.all(guests);
      const seconds = (Date.now() - started) / 1_000;
      return { ...counts, seconds, perSecond: counts.booked / seconds };
    },
  };
}
