import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { backoffMs } from '../../lib/outbox.ts';
import { shanghaiDate } from '../../lib/time.ts';
import { readRoomTypeAri } from '../queries/ari.ts';
import {
  type ClaimedRoomType,
  claimDueRoomTypes,
  dueNights,
  forgetSentNights,
  recordSend,
  sendTarget,
} from '../queries/ari-due.ts';
import { recordTold } from '../queries/reconciliation.ts';
import { reachOf } from './channel-endpoints.ts';

/** Longer than the two messages of a send at their time-out (opentravel/adapter.ts). */
const LEASE_MS = 60_000;
const BATCH = 20;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 10 * 60_000;

/** 5 s, 10 s, 20 s … at most 10 minutes, after the `tries`-th failure in a row. */
export function channelRetryDelayMs(tries: number): number {
  return backoffMs(tries, FIRST_RETRY_MS, LONGEST_RETRY_MS);
}

export interface AriSenderDeps {
  db: Db;
  appSecret: string;
  log?: FastifyBaseLogger | undefined;
}

/** Sends one pair's due nights as they are now; returns whether the channel took them. */
async function sendPair(deps: AriSenderDeps, pair: ClaimedRoomType, now: Date): Promise<boolean> {
  const { db } = deps;
  const fail = async (error: string) => {
    const tries = pair.tries + 1;
    await recordSend(db, pair, { error, nextTryAt: new Date(Date.now() + channelRetryDelayMs(tries)) });
    deps.log?.warn({ ...pair, tries, error }, 'channel ARI not taken; will retry');
    return false;
  };
  const target = await sendTarget(db, pair);
  if (!target) return fail('渠道协议不受支持');
  const reach = reachOf(target, deps.appSecret);
  if ('error' in reach) return fail(reach.error);
  if (!target.hotelCode) return fail('该酒店尚未映射到渠道的酒店代码');

  const nights = await dueNights(db, pair, shanghaiDate(now));
  const ari =
    nights.length > 0
      ? await readRoomTypeAri(
          db,
          pair.connectionId,
          pair.roomTypeId,
          nights.map((n) => n.night),
        )
      : undefined;
  // nights past or beyond the calendar are only forgotten: nothing to tell, no send to record
  let sentAt: Date | undefined;
  if (ari && ari.nights.length > 0) {
    const outcome = await reach.adapter.sendAri(reach.endpoint, target.hotelCode, [ari]);
    if (!outcome.ok) return fail(outcome.error);
    // what the channel now holds, for 核对
    await recordTold(db, pair, ari.nights, new Date());
    if (outcome.warnings.length > 0)
      deps.log?.warn({ ...pair, warnings: outcome.warnings }, 'channel ARI taken with warnings');
    sentAt = new Date();
  }
  await forgetSentNights(db, pair, nights);
  await recordSend(db, pair, { sentAt });
  return true;
}

/**
 * Tells every channel what is due (channel_ari_due), pair by pair, as it is now: right after a
 * change and by the jobs until each channel has taken it. Returns the pairs sent.
 */
export async function sendDueAri(deps: AriSenderDeps, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const pairs = await claimDueRoomTypes(deps.db, now, new Date(Date.now() + LEASE_MS), BATCH);
    for (const pair of pairs) {
      try {
        if (await sendPair(deps, pair, now)) sent += 1;
      } catch (err) {
        await recordSend(deps.db, pair, {
          error: '发送失败',
          nextTryAt: new Date(Date.now() + channelRetryDelayMs(pair.tries + 1)),
        });
        deps.log?.error({ err, ...pair }, 'channel ARI send failed');
      }
    }
    if (pairs.length < BATCH) return sent;
  }
}

/**
 * Runs of the sender after nudges start at least this far apart: under steady traffic every call
 * nudges, and the runs (a claim query each, most finding nothing due) stay a few a second.
 */
const NUDGE_GAP_MS = 200;

/**
 * Sends what is due as soon as it is due: `nudge()` after anything that may have changed a channel's
 * availability, rates or restrictions starts a send, or, while one runs, one more after it (the
 * changes it did not see), never two at once in this instance. `idle()` waits for the runs.
 */
export function ariSendOnChange(deps: AriSenderDeps) {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async () => {
    do {
      again = false;
      const started = Date.now();
      try {
        await sendDueAri(deps);
      } catch (err) {
        deps.log?.error({ err }, 'channel ARI send failed');
      }
      const wait = started + NUDGE_GAP_MS - Date.now();
      if (again && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    } while (again);
  };
  return {
    nudge(): void {
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = undefined;
      });
    },
    async idle(): Promise<void> {
      await running;
    },
  };
}
