import { createHash } from 'node:crypto';
import { MSG } from '@hotel/shared/messages';
import type { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { ConflictError } from '../lib/errors.ts';
import { claimKey, findClaim, recordAnswer } from './idempotency-keys.ts';

/**
 * Booking and paying are safe to retry. The site sends an Idempotency-Key with submitOrder and
 * orderpay and sends the same key again when it did not hear the answer (a time-out, a dropped
 * connection); the work and the record of its answer commit together, so a retry of work that
 * committed gets the first answer back and changes nothing, and a retry of work that rolled back
 * runs it again. A call without a key (an older client) is handled as before.
 */

/** How long a key is remembered: far longer than anyone retries a request. */
export const IDEMPOTENCY_KEY_LIFE_MS = 24 * 60 * 60 * 1000;

export interface IdempotentCall {
  memberId: number;
  operation: 'submitOrder' | 'orderpay';
  key: string | undefined;
  /** What makes two requests the same; never a secret (it is stored hashed). */
  request: unknown;
}

function requestHashOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * Runs `work` in `tx` once per key, or answers what the first run answered. The same key with a
 * different request is refused: the client reused a key by mistake.
 */
export async function onceForKey<T>(
  tx: Tx,
  call: IdempotentCall,
  answerSchema: z.ZodType<T>,
  now: Date,
  work: () => Promise<T>,
): Promise<T> {
  if (call.key === undefined) return work();
  const id = { memberId: call.memberId, operation: call.operation, key: call.key };
  const requestHash = requestHashOf(call.request);
  if (await claimKey(tx, id, requestHash, now)) {
    const answer = await work();
    await recordAnswer(tx, id, answer ?? null);
    return answer;
  }
  const claim = await findClaim(tx, id);
  if (!claim || claim.requestHash !== requestHash)
    throw new ConflictError(MSG.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED');
  return answerSchema.parse(claim.answer);
}
