import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StaffRole } from '@hotel/shared/admin/roles';
import type { Db } from '../../db/client.ts';
import { type HotelRef, hotelsOfStaff } from '../queries/staff.ts';
import {
  endSession,
  insertStaffSession,
  sessionByTokenHash,
  touchSession,
} from '../queries/staff-sessions.ts';

/**
 * Staff sessions: a random token in an HttpOnly cookie, its SHA-256 in the database. A session ends
 * after 30 minutes without a request and 12 hours after sign-in, whatever its use; signing out,
 * a password change or reset, and disabling the account end it at once.
 */
export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000;
/** A request refreshes the idle clock at most this often, so reads are not all writes. */
const TOUCH_EVERY_MS = 60_000;

/** The signed-in member of staff behind a request. */
export interface StaffPrincipal {
  id: number;
  sessionId: number;
  username: string;
  displayName: string;
  role: StaffRole;
  totpEnabled: boolean;
  /** A manager's or front desk's hotels; empty for the group's roles. */
  hotels: HotelRef[];
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The CSRF token of a session, sent back in the x-csrf-token header of every state-changing call:
 * derived from the session token with APP_SECRET, so it needs no storage and another site, which
 * cannot read the cookie, cannot make it.
 */
export function csrfTokenOf(appSecret: string, sessionToken: string): string {
  return createHmac('sha256', appSecret).update(`staff-csrf:${sessionToken}`).digest('base64url');
}

export function csrfTokenMatches(appSecret: string, sessionToken: string, given: string): boolean {
  const expected = Buffer.from(csrfTokenOf(appSecret, sessionToken));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export async function startStaffSession(db: Db, staffId: number, ip: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertStaffSession(db, { tokenHash: hashToken(token), staffId, ip, now });
  return token;
}

export function staffRoleOf(role: string): StaffRole {
  if (role === 'admin' || role === 'manager' || role === 'frontdesk' || role === 'editor') return role;
  throw new Error(`unknown staff role "${role}"`);
}

/** The principal of a live session, or undefined when the token is unknown, ended, idle or too old. */
export async function staffOfSession(db: Db, token: string, now: Date): Promise<StaffPrincipal | undefined> {
  const found = await sessionByTokenHash(db, hashToken(token));
  if (!found) return undefined;
  const { session, account } = found;
  const idle = now.getTime() - session.lastSeenAt.getTime() >= STAFF_IDLE_MS;
  const tooOld = now.getTime() - session.createdAt.getTime() >= STAFF_SESSION_MAX_MS;
  if (session.endedAt || !account.active || idle || tooOld) return undefined;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touchSession(db, session.id, now);
  const hotels = (await hotelsOfStaff(db, [account.id])).get(account.id) ?? [];
  return {
    id: account.id,
    sessionId: session.id,
    username: account.username,
    displayName: account.displayName,
    role: staffRoleOf(account.role),
    totpEnabled: account.totpEnabled,
    hotels,
  };
}

export async function endStaffSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await endSession(db, sessionId, now);
}
