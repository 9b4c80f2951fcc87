import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { completeStays } from '../jobs/complete-stays.ts';
import { expireUnpaidOrders } from '../jobs/expire-unpaid-orders.ts';

/**
 * Runs the order jobs every minute on every instance; the jobs themselves make sure each order
 * changes once however many instances run them. Off in tests (JOBS_ENABLED), which call the jobs
 * with a time of their own.
 */
export const jobs = fp(
  async (app: FastifyInstance, options: { enabled: boolean; intervalMs?: number }) => {
    if (!options.enabled) return;
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const now = new Date();
        const expired = await expireUnpaidOrders(app.db, now);
        const completed = await completeStays(app.db, now);
        if (expired > 0 || completed > 0) app.log.info({ expired, completed }, 'order jobs');
      } catch (err) {
        app.log.error({ err }, 'order jobs failed');
      } finally {
        running = false;
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void tick(), options.intervalMs ?? 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'jobs' },
);
