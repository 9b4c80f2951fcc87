import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { connectionsToRead } from '../queries/reservations.ts';
import type { ReservationOutcome } from '../reservation.ts';
import { reachOf } from './channel-endpoints.ts';
import { refuseUnreadable, takeDelivery } from './reservation-intake.ts';

export interface PullDeps {
  db: Db;
  appSecret: string;
  log?: FastifyBaseLogger | undefined;
}

/**
 * Reads every connection's undelivered reservations (a connection switched off too: a reservation
 * its channel made before must not be lost), takes each (in the order the
 * channel changed them) and then confirms them all: a delivery is confirmed only after its
 * transaction committed. A delivery that failed on our side is not confirmed (the channel delivers it
 * again); a confirmation that does not reach the channel is sent again with the next read, answered
 * from the record of deliveries. Returns how many deliveries changed orders.
 */
export async function pullReservations(deps: PullDeps, now: Date = new Date()): Promise<number> {
  // connections side by side: one channel that does not answer (10 s) holds up no other
  const taken = await Promise.all(
    (await connectionsToRead(deps.db)).map((connection) => pullFrom(deps, connection, now)),
  );
  return taken.reduce((sum, n) => sum + n, 0);
}

async function pullFrom(
  deps: PullDeps,
  connection: Awaited<ReturnType<typeof connectionsToRead>>[number],
  now: Date,
): Promise<number> {
  const reach = reachOf(connection, deps.appSecret);
  if ('error' in reach) {
    deps.log?.warn({ connection: connection.name, error: reach.error }, 'channel reservations not read');
    return 0;
  }
  const read = await reach.adapter.readReservations(reach.endpoint);
  if (!read.ok) {
    deps.log?.warn({ connection: connection.name, error: read.error }, 'channel reservations not read');
    return 0;
  }
  let taken = 0;
  const outcomes: ReservationOutcome[] = [];
  for (const reservation of read.reservations) {
    try {
      const outcome = await takeDelivery(deps.db, connection, reservation, now);
      outcomes.push(outcome);
      if ('orderNos' in outcome) taken += 1;
    } catch (err) {
      deps.log?.error(
        { err, connection: connection.name, resId: reservation.resId },
        'channel reservation failed',
      );
    }
  }
  for (const unreadable of read.unreadable) {
    const outcome = await refuseUnreadable(deps.db, connection, unreadable, now);
    if (outcome.messageId) outcomes.push(outcome);
  }
  if (outcomes.length === 0) return taken;
  const confirmed = await reach.adapter.confirmReservations(reach.endpoint, outcomes);
  if (!confirmed.ok)
    deps.log?.warn(
      { connection: connection.name, error: confirmed.error },
      'channel reservations not confirmed',
    );
  return taken;
}
