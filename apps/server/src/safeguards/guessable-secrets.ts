import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/client.ts';
import { runOutsideDeadline } from '../lib/request-deadline.ts';
import { releaseTry, reserveTry, settleWrongTry } from './secret-tries.ts';

/**
 * A secret someone may try to guess (the member password of card payment, a staff password),
 * checked at most `maxWrong` times wrong in any `windowMs`, however many guesses arrive at once and
 * on however many instances: each check first reserves one of the tries (safeguards/secret-tries.ts)
 * and only then runs the slow comparison. A right guess gives its reservation back, a wrong one
 * settles it. A check that finds the other tries all reserved by checks still running waits for
 * their outcome rather than calling the secret locked.
 */
export interface GuessLimit {
  maxWrong: number;
  windowMs: number;
}

export type GuessOutcome = 'right' | 'wrong' | 'locked' | 'busy';

/** A check whose process died leaves its reservation unsettled; after this it counts as a wrong try. */
const CHECK_LIFE_MS = 60_000;
/** How often, and how long at most, a check waits for the outcome of checks still running. */
const WAIT_STEP_MS = 100;
const LONGEST_WAIT_MS = 10_000;

export async function checkGuess(
  db: Db,
  key: string,
  limit: GuessLimit,
  isRight: () => Promise<boolean>,
): Promise<GuessOutcome> {
  const started = Date.now();
  for (;;) {
    const now = new Date();
    const window = {
      since: new Date(now.getTime() - limit.windowMs),
      max: limit.maxWrong,
      pendingSince: new Date(now.getTime() - CHECK_LIFE_MS),
    };
    // the try counts whatever becomes of this request, so its record is no part of the request's work
    const reservation = await runOutsideDeadline(() => reserveTry(db, key, window, now));
    if (reservation.kind === 'limited') return 'locked';
    if (reservation.kind === 'reserved') {
      const right = await isRight().catch(async (err: unknown) => {
        await releaseTry(db, reservation.id);
        throw err;
      });
      if (right) {
        await releaseTry(db, reservation.id);
        return 'right';
      }
      await settleWrongTry(db, reservation.id, new Date());
      return 'wrong';
    }
    if (Date.now() - started > LONGEST_WAIT_MS) return 'busy';
    await sleep(WAIT_STEP_MS);
  }
}
