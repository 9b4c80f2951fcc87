import type {} from '@fastify/cookie';
import { CSRF_HEADER, STAFF_SESSION_COOKIE } from '@hotel/shared/admin/auth';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { type Permission, rolesWith, type StaffRole } from '@hotel/shared/admin/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import type { AuditActor } from './services/audit.ts';
import { csrfTokenMatches, type StaffPrincipal, staffOfSession } from './services/staff-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireStaff`; null on calls that need no staff session. */
    staff: StaffPrincipal | null;
  }
}

const READS = new Set(['GET', 'HEAD']);

/** The session cookie's settings: only for /admin, never readable by scripts, never sent cross-site. */
export function sessionCookieOptions(secure: boolean) {
  return { path: '/admin', httpOnly: true, sameSite: 'strict' as const, secure };
}

/**
 * Guards a staff call any member of staff may make: a live session (401 请先登录 / 登录已过期) and
 * the CSRF token on every call that changes something (403). Runs before the body is validated, so
 * a caller without a session learns nothing about the call.
 */
export function requireStaff() {
  return staffGuard([]);
}

/**
 * Guards a staff call as `requireStaff` does, and admits only the roles holding one of `permissions`
 * (the table of @hotel/shared/admin/roles; others get 403 无权限执行此操作).
 *
 *     app.post('/staff', { preValidation: requirePermission('manageStaff'), schema }, handler)
 */
export function requirePermission(...permissions: Permission[]) {
  return staffGuard(rolesWith(...permissions));
}

function staffGuard(roles: StaffRole[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = request.cookies[STAFF_SESSION_COOKIE];
    if (!token) throw new UnauthorizedError(ADMIN_MSG.signInRequired, 'SIGN_IN_REQUIRED');
    const principal = await staffOfSession(request.server.db, token, new Date());
    if (!principal) {
      reply.clearCookie(STAFF_SESSION_COOKIE, { path: '/admin' });
      throw new UnauthorizedError(ADMIN_MSG.sessionExpired, 'SESSION_EXPIRED');
    }
    if (!READS.has(request.method)) {
      const given = request.headers[CSRF_HEADER];
      if (typeof given !== 'string' || !csrfTokenMatches(request.server.config.appSecret, token, given)) {
        throw new ForbiddenError(ADMIN_MSG.csrfInvalid, 'CSRF_INVALID');
      }
    }
    if (roles.length > 0 && !roles.includes(principal.role))
      throw new ForbiddenError(ADMIN_MSG.forbidden, 'FORBIDDEN');
    request.staff = principal;
  };
}

/** The staff member of a request guarded by `requireStaff`. */
export function currentStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new UnauthorizedError(ADMIN_MSG.signInRequired, 'SIGN_IN_REQUIRED');
  return request.staff;
}

/** Who is changing something, for the audit log. */
export function actorOf(request: FastifyRequest): AuditActor {
  const staff = currentStaff(request);
  return { staffId: staff.id, username: staff.username, ip: request.ip };
}

/** Registers `request.staff` (null until `requireStaff` sets it). */
export const staffAuth = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('staff', null);
  },
  { name: 'staff-auth' },
);
