import {
  ACCOUNT_MSG,
  closeAccountBody,
  closeAccountCodeResponse,
  closeAccountResponse,
  memberDataExportResponse,
} from '@hotel/shared/api/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import {
  currentMember,
  memberDepsOf,
  NEEDS_LOGIN,
  requireMember,
  smsCodeDepsOf,
} from '../../members/index.ts';
import { closeAccount, sendClosureCode } from '../services/account-closure.ts';
import { memberDataOf } from '../services/member-data.ts';

/**
 * A member's PIPL rights under /crsapi/v1/user/… (outside the spec): a copy of everything kept about
 * them, and closing the account. Above booking, whose orders both read.
 */
export const userPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const smsDeps = smsCodeDepsOf(app);
  const memberDeps = memberDepsOf(app);

  app.get(
    '/exportData',
    {
      preHandler: requireMember,
      schema: {
        tags: ['user'],
        summary: '下载我的数据（会员资料、订单、支付、积分、抵用券、发票、同意记录；规格之外）',
        security: NEEDS_LOGIN,
        response: { 200: memberDataExportResponse },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const member = currentMember(request);
      const data = await memberDataOf(app.db, member.id, now);
      // a client other than the site (a browser opening the address, curl) saves it as a file
      const day = data.exportedAt.slice(0, 10);
      void reply.header(
        'content-disposition',
        `attachment; filename="member-data-${member.cardNo}-${day}.json"`,
      );
      return ok(data);
    },
  );

  app.post(
    '/closeAccountCode',
    {
      preHandler: requireMember,
      schema: {
        tags: ['user'],
        summary: '注销账号：向本人手机发送验证码（不能注销时说明原因；规格之外）',
        security: NEEDS_LOGIN,
        response: { 200: closeAccountCodeResponse, ...refusals(409, 429, 502) },
      },
    },
    async (request) => {
      await sendClosureCode(smsDeps, currentMember(request), request.ip, new Date());
      return ok(undefined, ACCOUNT_MSG.closeCodeSent);
    },
  );

  app.post(
    '/closeAccount',
    {
      preHandler: requireMember,
      schema: {
        tags: ['user'],
        summary: '注销账号（短信验证码；个人信息匿名化，令牌即时失效；规格之外）',
        security: NEEDS_LOGIN,
        body: closeAccountBody,
        response: { 200: closeAccountResponse, ...refusals(409) },
      },
    },
    async (request) => {
      await closeAccount(memberDeps, currentMember(request), request.body.code, new Date());
      return ok(undefined, ACCOUNT_MSG.accountClosed);
    },
  );
};
