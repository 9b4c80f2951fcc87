import { STATUS } from '@hotel/shared/api/envelope';
import { MSG } from '@hotel/shared/messages';

/** A rule of the business said no; the HTTP edge turns it into the envelope with this Chinese message. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string = MSG.badRequest) {
    super(message, STATUS.badRequest, 400);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = MSG.notFound) {
    super(message, STATUS.notFound, 404);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, STATUS.conflict, 409);
  }
}

export class RateLimitedError extends AppError {
  constructor(message: string = MSG.tooManyRequests) {
    super(message, STATUS.tooManyRequests, 429);
  }
}

/** An outside service (the payment gateway, the SMS provider) could not do it: HTTP 502. */
export class BadGatewayError extends AppError {
  constructor(message: string) {
    super(message, 502, 502);
  }
}

/** statusCode 9999: the call needs a login and the usertoken is missing, unknown or expired. */
export class LoginRequiredError extends AppError {
  constructor(message: string = MSG.loginExpired) {
    super(message, STATUS.loginRequired, 401);
  }
}

/** A staff call without a live session (statusCode and HTTP 401): the back office asks to sign in. */
export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super(message, 401, 401);
  }
}

/** Signed in, but the role or the hotel does not allow it (HTTP 403). */
export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(message, 403, 403);
  }
}
