import { ApiError } from './api-client.ts';

/** A record id from the address: a positive whole number, or undefined for anything else. */
export function recordIdOf(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

/** The service said the record does not exist (404) or the id cannot be one (400). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Retry a failed load once, but never a "does not exist". */
export function retryUnlessNotFound(failureCount: number, error: unknown): boolean {
  return !isNotFoundError(error) && failureCount < 1;
}
