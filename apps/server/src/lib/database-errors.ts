/**
 * Failures of the database rather than of the request: a lost connection, or a statement that
 * gave up waiting. The transaction rolled back, so nothing changed and the guest may try again.
 */
export type DatabaseFailure = 'unavailable' | 'timeout';

/** SQLSTATEs: connection exceptions (class 08) and the server shutting down or starting. */
const UNAVAILABLE_CODES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
/** lock_timeout, statement_timeout or a cancel; deadlock and serialisation failures roll back too. */
const TIMEOUT_CODES = new Set(['55P03', '57014', '40001', '40P01']);
/** Socket errors of the driver. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres and pg-pool say these in words only. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed',
];

function classify(err: Error & { code?: unknown }): DatabaseFailure | undefined {
  const code = typeof err.code === 'string' ? err.code : '';
  if (UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code)) return 'unavailable';
  if (TIMEOUT_CODES.has(code)) return 'timeout';
  if (UNAVAILABLE_MESSAGES.some((text) => err.message.includes(text))) return 'unavailable';
  return undefined;
}

/** What kind of database failure `err` is (drizzle wraps the driver's error as its `cause`), if any. */
export function databaseFailureOf(err: unknown): DatabaseFailure | undefined {
  for (let cause = err, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const failure = classify(cause);
    if (failure) return failure;
  }
  return undefined;
}
