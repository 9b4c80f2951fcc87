import { STATUS } from '@hotel/shared/api/envelope';
import type { RefusalCode } from '@hotel/shared/api/refusal-codes';
import { MSG } from '@hotel/shared/messages';

/**
 * A rule of the business said no; the HTTP edge turns it into the envelope with this Chinese message
 * and this code (`@hotel/shared/api/refusal-codes`), by which a client tells refusals apart.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: RefusalCode,
    readonly statusCode: number,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string = MSG.badRequest, code: RefusalCode = 'BAD_REQUEST') {
    super(message, code, STATUS.badRequest, 400);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = MSG.notFound, code: RefusalCode = 'NOT_FOUND') {
    super(message, code, STATUS.notFound, 404);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: RefusalCode = 'CONFLICT') {
    super(message, code, STATUS.conflict, 409);
  }
}

export class RateLimitedError extends AppError {
  constructor(message: string = MSG.tooManyRequests, code: RefusalCode = 'TOO_MANY_REQUESTS') {
    super(message, code, STATUS.tooManyRequests, 429);
  }
}

/** An outside service (the payment gateway, the SMS provider) could not do it: HTTP 502. */
export class BadGatewayError extends AppError {
  constructor(message: string, code: RefusalCode = 'GATEWAY_FAILED') {
    super(message, code, 502, 502);
  }
}

/** statusCode 9999: the call needs a login and the usertoken is missing, unknown or expired. */
export class LoginRequiredError extends AppError {
  constructor(message: string = MSG.loginExpired, code: RefusalCode = 'LOGIN_REQUIRED') {
    super(message, code, STATUS.loginRequired, 401);
  }
}

/** A staff call without a live session (statusCode and HTTP 401): the back office asks to sign in. */
export class UnauthorizedError extends AppError {
  constructor(message: string, code: RefusalCode = 'UNAUTHORIZED') {
    super(message, code, 401, 401);
  }
}

/** Signed in, but the role or the hotel does not allow it (HTTP 403). */
export class ForbiddenError extends AppError {
  constructor(message: string, code: RefusalCode = 'FORBIDDEN') {
    super(message, code, 403, 403);
  }
}
