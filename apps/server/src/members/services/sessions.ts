import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import { endSession, insertSession, liveSessionByTokenHash } from '../queries/sessions.ts';

/** A login lasts 30 days; logout ends it sooner. */
export const SESSION_LIFE_MS = 30 * 24 * 60 * 60 * 1000;

/** Sessions are found by the SHA-256 of the token; the token itself is never stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session and returns its token: 32 random bytes (256 bits), base64url. */
export async function startSession(db: Queryable, memberId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    tokenHash: hashToken(token),
    memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFE_MS),
  });
  return token;
}

/** The live session of a token and its member, or undefined (unknown, ended or expired). */
export async function sessionOfToken(db: Queryable, token: string, now: Date) {
  return liveSessionByTokenHash(db, hashToken(token), now);
}

export async function endSessionNow(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await endSession(db, sessionId, now);
}
