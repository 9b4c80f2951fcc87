import { MSG } from '@hotel/shared/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.ts';
import { RequestDeadline, runWithDeadline } from '../lib/request-deadline.ts';

/**
 * A request whose handler has not answered within `timeoutMs` gets 503 and a Chinese message, and
 * is given up: its database work is cancelled and rolled back (db/deadline-transactions.ts), and
 * its connection closes after the answer. A request with a commit under way or done is not given
 * up: it answers with what it did. A guest who leaves while the answer is on its way (a streamed page or JSON cut off) ends it: the
 * response closes without finishing, so the clock stops on 'close', not on Fastify's onResponse.
 */
export const requestTimeout = fp(async (app: FastifyInstance, options: { timeoutMs: number }) => {
  app.addHook('onRequest', (request, reply, done) => {
    const deadline = new RequestDeadline();
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      if (!deadline.tryAbort()) {
        request.log.warn(
          { timeoutMs: options.timeoutMs },
          'request past its time-out has committed; answering when done',
        );
        return;
      }
      request.log.warn({ timeoutMs: options.timeoutMs }, 'request timed out');
      // its body may still be arriving, a byte at a time: the connection would last as long as that
      reply
        .header('connection', 'close')
        .code(503)
        .send(failure(503, MSG.timeout, 'TIMEOUT'));
    }, options.timeoutMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    // the handler and everything it awaits run under this request's deadline
    runWithDeadline(deadline, done);
  });
});
