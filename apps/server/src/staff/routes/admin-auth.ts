import {
  changePasswordBody,
  loginBody,
  loginResponse,
  STAFF_SESSION_COOKIE,
  sessionResponse,
  totpCodeBody,
  totpSetupResponse,
} from '@hotel/shared/admin/auth';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { envelopeBase } from '@hotel/shared/api/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AttemptGuard } from '../../lib/attempt-guard.ts';
import { ok, refusals } from '../../lib/envelope.ts';
import { publicBaseUrlOf } from '../../lib/public-base-url.ts';
import { changeOwnPassword, disableTotp, enableTotp, startTotpSetup } from '../services/own-account.ts';
import { profileOf } from '../services/staff-accounts.ts';
import { signIn } from '../services/staff-login.ts';
import { csrfTokenOf, endStaffSession, staffOfSession } from '../services/staff-sessions.ts';
import { actorOf, currentStaff, requireStaff, sessionCookieOptions } from '../staff-auth.ts';

const tags = ['admin'];

/** Staff sign-in, the session, sign-out and the staff member's own password and TOTP: /admin/api/auth. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginDeps = { db: app.db, appSecret: app.config.appSecret, requireTotp: app.config.staffRequireTotp };
  const secureCookie = (request: FastifyRequest) => publicBaseUrlOf(app.config, request).startsWith('https:');
  const sessionOf = (request: FastifyRequest, token: string) => {
    const staff = currentStaff(request);
    return { staff: profileOf(staff), csrfToken: csrfTokenOf(app.config.appSecret, token) };
  };
  // a flood of refused sign-ins costs no database work (lib/attempt-guard.ts)
  const attempts = new AttemptGuard();
  const signOut = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(STAFF_SESSION_COOKIE, sessionCookieOptions(secureCookie(request)));

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: '员工登录（账号、密码，启用时加动态验证码）',
        security: [],
        body: loginBody,
        response: { 200: loginResponse, ...refusals(401, 429) },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const outcome = await attempts.run(request.ip, () =>
        signIn(loginDeps, { ...request.body, ip: request.ip }, now),
      );
      if (outcome.stage !== 'signedIn') return ok(outcome);
      reply.setCookie(STAFF_SESSION_COOKIE, outcome.token, sessionCookieOptions(secureCookie(request)));
      const staff = await staffOfSession(app.db, outcome.token, now);
      if (!staff) throw new Error('a session just started is not live');
      request.staff = staff;
      return ok(
        { stage: 'signedIn' as const, session: sessionOf(request, outcome.token) },
        ADMIN_MSG.signedIn,
      );
    },
  );

  app.get(
    '/session',
    {
      preValidation: requireStaff(),
      schema: { tags, summary: '当前员工与防跨站令牌', response: { 200: sessionResponse } },
    },
    async (request) => ok(sessionOf(request, request.cookies[STAFF_SESSION_COOKIE] ?? '')),
  );

  app.post(
    '/logout',
    { preValidation: requireStaff(), schema: { tags, summary: '退出登录', response: { 200: envelopeBase } } },
    async (request, reply) => {
      await endStaffSession(app.db, currentStaff(request).sessionId, new Date());
      signOut(request, reply);
      return ok(undefined, ADMIN_MSG.signedOut);
    },
  );

  app.post(
    '/password',
    {
      preValidation: requireStaff(),
      schema: {
        tags,
        summary: '修改本人密码（其他会话随之结束）',
        body: changePasswordBody,
        response: { 200: envelopeBase, ...refusals(429) },
      },
    },
    async (request, reply) => {
      await changeOwnPassword(app.db, currentStaff(request), actorOf(request), request.body, new Date());
      signOut(request, reply);
      return ok(undefined, ADMIN_MSG.passwordChanged);
    },
  );

  app.post(
    '/totp/setup',
    {
      preValidation: requireStaff(),
      schema: { tags, summary: '生成动态验证码密钥', response: { 200: totpSetupResponse, ...refusals(400) } },
    },
    async (request) => ok(await startTotpSetup(loginDeps, currentStaff(request))),
  );

  app.post(
    '/totp/enable',
    {
      preValidation: requireStaff(),
      schema: {
        tags,
        summary: '以首个验证码启用动态验证码',
        body: totpCodeBody,
        response: { 200: envelopeBase, ...refusals(429) },
      },
    },
    async (request) => {
      await enableTotp(loginDeps, currentStaff(request), actorOf(request), request.body.code, new Date());
      return ok(undefined, ADMIN_MSG.totpEnabled);
    },
  );

  app.post(
    '/totp/disable',
    {
      preValidation: requireStaff(),
      schema: {
        tags,
        summary: '停用动态验证码',
        body: totpCodeBody,
        response: { 200: envelopeBase, ...refusals(429) },
      },
    },
    async (request) => {
      await disableTotp(loginDeps, currentStaff(request), actorOf(request), request.body.code, new Date());
      return ok(undefined, ADMIN_MSG.totpDisabled);
    },
  );
};
