import { STATUS } from '@hotel/shared/api/envelope';
import { MSG } from '@hotel/shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseFailureOf } from '../lib/database-errors.ts';
import { failure } from '../lib/envelope.ts';
import { AppError } from '../lib/errors.ts';

const CHINESE = /[\u4e00-\u9fa5]/;

/**
 * The Chinese message for a rejected request: the schema's own message where it has one, otherwise
 * one naming the field (Zod's generic English texts are not for guests).
 */
function validationMessage(issues: { keyword: string; instancePath: string; message?: string }[]): string {
  const first = issues[0];
  if (!first) return MSG.badRequest;
  if (first.message && CHINESE.test(first.message)) return first.message;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const suffix = field ? `：${field}` : '';
  if (first.keyword === 'invalid_type' && first.message?.includes('undefined')) return `缺少参数${suffix}`;
  return `参数格式有误${suffix}`;
}

/** One error handler: every failure leaves as the envelope, and 5xx details never leave the server. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // the time-out answered already; what the handler threw afterwards is its rollback
    if (reply.sent) {
      request.log.info({ err: error }, 'failure after the answer was sent');
      return;
    }
    if (error instanceof AppError) {
      return reply.code(error.httpStatus).send(failure(error.statusCode, error.message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send(failure(STATUS.badRequest, validationMessage(error.validation), 'BAD_REQUEST'));
    }
    const databaseFailure = databaseFailureOf(error);
    if (databaseFailure) {
      request.log.warn({ err: error, databaseFailure }, 'database unavailable or busy');
      return reply
        .code(503)
        .send(
          databaseFailure === 'unavailable'
            ? failure(503, MSG.serviceUnavailable, 'SERVICE_UNAVAILABLE')
            : failure(503, MSG.busy, 'SERVER_BUSY'),
        );
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(failure(413, MSG.payloadTooLarge, 'PAYLOAD_TOO_LARGE'));
    if (status === 415)
      return reply.code(415).send(failure(415, MSG.mediaTypeUnsupported, 'MEDIA_TYPE_UNSUPPORTED'));
    if (status < 500) return reply.code(status).send(failure(status, MSG.badRequest, 'BAD_REQUEST'));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(STATUS.serverError, MSG.serverError, 'SERVER_ERROR'));
  });
});
