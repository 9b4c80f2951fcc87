import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One access line per answer instead of Fastify's two ("incoming request", "request completed"):
 * the request id (bound to `request.log`), method, URL (masked by lib/log-privacy.ts), client
 * address, status and time, written when the answer has gone. The second line cost a cached read
 * about as much server time as everything else the app adds to it.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** A request whose client went away before the answer gets its line here: no answer will finish. */
export const accessLogOfAbortedRequests = fp(async (app: FastifyInstance) => {
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info({ req: request }, 'request aborted');
    done();
  });
});
