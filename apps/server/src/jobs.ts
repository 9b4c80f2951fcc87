import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { completeStays, expireUnpaidOrders } from './booking/index.ts';
import { ariSendOnChange, pullReservations, sendDueAri } from './channels/index.ts';
import { shanghaiDate } from './lib/time.ts';
import { purgeRecords } from './members/index.ts';
import { closeAtProvider, sendDueRefunds } from './payment-gateways/index.ts';
import { reconcilePayments } from './payments/index.ts';
import { rollInventoryHorizon } from './rates/index.ts';

/**
 * Runs the background jobs every minute on every instance; the jobs themselves make sure each order
 * changes once and each refund and booking confirmation is sent by one instance at a time, however
 * many instances run them. The inventory horizon runs beside them, not in their minute: once the
 * server is ready (a start does not wait for it: with thousands of hotels it takes minutes) and
 * then once a day, in batches, until a run has covered every room type.
 * Off in tests (JOBS_ENABLED), which call the jobs with a time of their own.
 */
export const jobs = fp(
  async (app: FastifyInstance, options: { enabled: boolean; intervalMs?: number }) => {
    if (!options.enabled) return;
    const deps = { db: app.db, payments: app.payments, confirmations: app.confirmations, log: app.log };
    // a change a channel must hear of (a booking, a cancellation, a staff save) is sent at once,
    // not at the next minute: the database has marked it due in the change's transaction
    const channels = ariSendOnChange({ db: app.db, appSecret: app.config.appSecret, log: app.log });
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) channels.nudge();
    });
    let running: Promise<void> | undefined;
    // the day the horizon was last rolled to the end by this instance: once a day is enough
    let horizonDay: string | undefined;
    let rolling: Promise<void> | undefined;
    const closing = new AbortController();
    const rollHorizon = () => {
      const now = new Date();
      if (horizonDay === shanghaiDate(now)) return;
      rolling ??= (async () => {
        try {
          const { added, complete } = await rollInventoryHorizon(app.db, now, { signal: closing.signal });
          if (complete) horizonDay = shanghaiDate(now);
          // the new nights are on sale
          if (added > 0) {
            await app.readCache.invalidate(['availability']);
            app.log.info({ extended: added, complete }, 'inventory horizon');
          }
        } catch (err) {
          app.log.error({ err }, 'inventory horizon failed');
        }
      })().finally(() => {
        rolling = undefined;
      });
    };
    const tick = async () => {
      try {
        const now = new Date();
        const expired = await expireUnpaidOrders(app.db, now, (closed) => closeAtProvider(deps, closed));
        const completed = await completeStays(app.db, now);
        const refunded = await sendDueRefunds(deps, now);
        const confirmed = await app.confirmations.send(now);
        // last: a gateway that does not answer slows only this step
        const reconciled = await reconcilePayments(deps, now);
        const purged = await purgeRecords(app.db, now);
        const channelDeps = { db: app.db, appSecret: app.config.appSecret, log: app.log };
        // the channels' reservations take rooms before the channels are told what is left
        const booked = await pullReservations(channelDeps, now);
        // what changed in this minute, and what a channel did not take before, reaches the channels
        const told = await sendDueAri(channelDeps, now);
        // expired holds give rooms back, channels' bookings take them
        if (expired + booked > 0) await app.readCache.invalidate(['availability']);
        const counts = {
          expired,
          completed,
          reconciled,
          refunded,
          confirmed,
          purged,
          booked,
          told,
        };
        if (Object.values(counts).some((n) => n > 0)) {
          app.log.info(counts, 'background jobs');
        }
      } catch (err) {
        app.log.error({ err }, 'background jobs failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      rollHorizon();
      timer = setInterval(() => {
        rollHorizon();
        // one run at a time: a slow run is not overtaken by the next minute's
        running ??= tick().finally(() => {
          running = undefined;
        });
      }, options.intervalMs ?? 60_000);
      timer.unref();
    });
    // a run under way finishes (a refund it is sending is recorded) before the database closes
    app.addHook('onClose', async () => {
      clearInterval(timer);
      closing.abort();
      await Promise.all([running, rolling]);
      await channels.idle();
    });
  },
  { name: 'jobs', dependencies: ['read-cache'] },
);
