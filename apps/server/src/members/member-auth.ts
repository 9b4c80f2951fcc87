import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LoginRequiredError } from '../lib/errors.ts';
import { sessionOfToken } from './services/sessions.ts';
import { type ViewerLevel, ViewerLevels } from './services/viewer-levels.ts';

export type { ViewerLevel };

/** The member behind the `usertoken` of a request that passed `requireMember`. */
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
  interface FastifyInstance {
    /** The level each live token prices at (services/viewer-levels.ts). */
    viewerLevels: ViewerLevels;
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
  return request.server.viewerLevels.of(request.server.db, token);
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
    app.decorate('viewerLevels', new ViewerLevels(app.config.readCacheTtlMs));
  },
  { name: 'auth' },
);
