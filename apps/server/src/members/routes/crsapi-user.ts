import { memberCouponsResponse, pointsHistoryResponse } from '@hotel/shared/api/loyalty';
import {
  loginBody,
  loginResponse,
  logoutResponse,
  modifyUserBody,
  modifyUserResponse,
  registerBody,
  registerResponse,
  smsCodeQuery,
  smsCodeResponse,
  userDetailResponse,
} from '@hotel/shared/api/user';
import { MSG } from '@hotel/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AttemptGuard } from '../../lib/attempt-guard.ts';
import { ok, refusals } from '../../lib/envelope.ts';
import { currentMember, NEEDS_LOGIN, requireMember } from '../member-auth.ts';
import { couponsOf, pointsHistoryOf } from '../services/loyalty.ts';
import {
  loginBySmsCode,
  memberDepsOf,
  memberDetail,
  registerMember,
  renameMember,
} from '../services/members.ts';
import { endSessionNow } from '../services/sessions.ts';
import { sendSmsCode, smsCodeDepsOf } from '../services/sms-codes.ts';

/** Booking service member calls: /crsapi/v1/user/… with the spec's paths, methods and field names. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const smsDeps = smsCodeDepsOf(app);
  const memberDeps = memberDepsOf(app);
  // a flood of refused codes and sign-ins costs no database work (lib/attempt-guard.ts)
  const attempts = new AttemptGuard();

  app.get(
    '/smscode',
    {
      schema: {
        tags: ['user'],
        summary: '发送短信验证码（type 1 注册，2 登录）',
        querystring: smsCodeQuery,
        response: { 200: smsCodeResponse, ...refusals(404, 409, 429, 502) },
      },
    },
    async (request) => {
      const { mobile, type } = request.query;
      await attempts.run(request.ip, () =>
        sendSmsCode(smsDeps, { mobile, purpose: type, ip: request.ip }, new Date()),
      );
      return ok(undefined, MSG.smsCodeSent);
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['user'],
        summary: '注册会员（短信验证码）',
        body: registerBody,
        response: { 200: registerResponse, ...refusals(409, 429) },
      },
    },
    async (request) => {
      const body = request.body;
      await attempts.run(request.ip, () =>
        registerMember(
          memberDeps,
          {
            name: body.Name,
            surname: body.Surname,
            givenName: body.GivenName,
            mobile: body.mobile,
            smsCode: body.SmsCode,
            password: body.Pwd,
            birthday: body.BirthDay ?? null,
            sex: body.Sex ?? null,
            agreed: body.agreed,
            ip: request.ip,
          },
          new Date(),
        ),
      );
      return ok(undefined, MSG.registerSuccess);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['user'],
        summary: '登录（mode 1：手机号与短信验证码），返回 token 与姓名',
        body: loginBody,
        response: { 200: loginResponse, ...refusals(404, 429) },
      },
    },
    async (request) => {
      const result = await attempts.run(request.ip, () =>
        loginBySmsCode(memberDeps, request.body, new Date()),
      );
      return ok(result, MSG.loginSuccess);
    },
  );

  app.get(
    '/userdetail',
    {
      preHandler: requireMember,
      schema: {
        tags: ['user'],
        summary: '会员资料（含卡余额，元）',
        security: NEEDS_LOGIN,
        response: { 200: userDetailResponse },
      },
    },
    async (request) => ok(await memberDetail(app.db, currentMember(request).id)),
  );

  app.get(
    '/coupons',
    {
      preHandler: requireMember,
      schema: {
        tags: ['user'],
        summary: '我的抵用券（可用、已使用、已过期；规格之外）',
        security: NEEDS_LOGIN,
        response: { 200: memberCouponsResponse },
      },
    },
    async (request) => ok(await couponsOf(app.db, currentMember(request).id, new Date())),
  );

  app.get(
    '/points',
    {
      preHandler: requireMember,
      schema: {
        tags: ['user'],
        summary: '积分余额与明细（最近100条；规格之外）',
        security: NEEDS_LOGIN,
        response: { 200: pointsHistoryResponse },
      },
    },
    async (request) => ok(await pointsHistoryOf(app.db, currentMember(request).id)),
  );

  app.post(
    '/modifyUser',
    {
      preHandler: requireMember,
      schema: {
        tags: ['user'],
        summary: '修改姓名',
        security: NEEDS_LOGIN,
        body: modifyUserBody,
        response: { 200: modifyUserResponse },
      },
    },
    async (request) => {
      await renameMember(app.db, currentMember(request).id, request.body.name);
      return ok(undefined, MSG.profileSaved);
    },
  );

  app.post(
    '/logout',
    {
      preHandler: requireMember,
      schema: {
        tags: ['user'],
        summary: '退出登录（令牌即时失效）',
        security: NEEDS_LOGIN,
        response: { 200: logoutResponse },
      },
    },
    async (request) => {
      await endSessionNow(app.db, currentMember(request).sessionId, new Date());
      // requireMember saw the token: it is a string
      app.viewerLevels.forget(String(request.headers.usertoken));
      return ok(undefined, MSG.logoutSuccess);
    },
  );
};
