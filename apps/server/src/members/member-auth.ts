import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LoginRequiredError } from '../lib/errors.ts';
import { pricingMemberOf } from './services/members.ts';
import { sessionOfToken } from './services/sessions.ts';

/** The member behind the `usertoken` of a request that passed `requireMember`. */
/** Who public prices are for: a logged-in member's level, or null for a visitor. */
export interface ViewerLevel {
  levelCode: string;
  levelName: string;
}

export interface AuthenticatedMember {
  id: number;
  sessionId: number;
  name: string;
  mobile: string;
  cardNo: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireMember`; null on routes that do not require a login. */
    member: AuthenticatedMember | null;
  }
}

/** Longer than any token we hand out; anything longer is not worth a database look-up. */
const MAX_TOKEN_LENGTH = 128;

/**
 * Member login for the booking service. `usertoken` (header) is the only credential.
 *
 * Use on any route that needs a login:
 *
 *     app.get('/path', { preHandler: requireMember, schema }, async (request) => {
 *       const member = currentMember(request);
 *       ...
 *     });
 *
 * A missing, unknown, ended (logout) or expired token is answered with statusCode 9999, HTTP 401
 * and 登录超时 before the handler runs.
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  const token = request.headers.usertoken;
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) {
    throw new LoginRequiredError();
  }
  const session = await sessionOfToken(request.server.db, token, new Date());
  if (!session) throw new LoginRequiredError();
  request.member = {
    id: session.memberId,
    sessionId: session.sessionId,
    name: session.name,
    mobile: session.mobile,
    cardNo: session.cardNo,
  };
}

/**
 * The member level public prices are for (会员价): the logged-in member's when the request carries a
 * live `usertoken`, else null (a visitor; a stale token is not an error on a public route).
 */
export async function viewerLevelOf(request: FastifyRequest): Promise<ViewerLevel | null> {
  const token = request.headers.usertoken;
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_LENGTH) return null;
  const session = await sessionOfToken(request.server.db, token, new Date());
  if (!session) return null;
  const member = await pricingMemberOf(request.server.db, session.memberId);
  return { levelCode: member.levelCode, levelName: member.levelName };
}

/** The OpenAPI security of a call guarded by `requireMember`: the member's usertoken. */
export const NEEDS_LOGIN = [{ usertoken: [] }];

/** The OpenAPI security of a call priced by `viewerLevelOf`: a visitor's prices, or a member's with a live usertoken. */
export const LOGIN_OPTIONAL: Record<string, string[]>[] = [{}, { usertoken: [] }];

/** The logged-in member of a request on a route guarded by `requireMember`. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new LoginRequiredError();
  return request.member;
}

/** Registers `request.member` (null until `requireMember` sets it). */
export const auth = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('member', null);
  },
  { name: 'auth' },
);
