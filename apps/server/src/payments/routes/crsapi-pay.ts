import { idempotencyHeaders, STATUS } from '@hotel/shared/api/envelope';
import {
  checkPayBody,
  checkPayResponse,
  orderPayBody,
  orderPayResponse,
  payMethodQuery,
  payMethodResponse,
} from '@hotel/shared/api/pay';
import { MSG } from '@hotel/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { publicBaseUrlOf } from '../../lib/public-base-url.ts';
import { currentMember, NEEDS_LOGIN, requireMember } from '../../members/index.ts';
import { payMethodsFor, payOrder, payStatusOf } from '../services/pay-order.ts';

/** Booking service payment calls: /crsapi/v1/pay/… with the spec's paths, methods and field names. */
export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  // before the body is validated: a caller without a login hears 9999 whatever it sent
  app.addHook('preValidation', requireMember);

  app.get(
    '/getpaymethod',
    {
      schema: {
        tags: ['pay'],
        summary: '支付方式：会员卡(1)、到店支付(ddzf)、微信支付(wxpay)、支付宝支付(alipay)',
        security: NEEDS_LOGIN,
        querystring: payMethodQuery,
        response: { 200: payMethodResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        await payMethodsFor(
          { db: app.db, payments: app.payments },
          currentMember(request).id,
          request.query.orderNo,
        ),
      ),
  );

  app.post(
    '/orderpay',
    {
      schema: {
        tags: ['pay'],
        summary: '支付订单：会员卡即时扣款；微信/支付宝返回收银台 payUrl 与二维码',
        security: NEEDS_LOGIN,
        headers: idempotencyHeaders,
        body: orderPayBody,
        response: { 200: orderPayResponse, ...refusals(404, 409, 429, 502) },
      },
    },
    async (request) => {
      const outcome = await payOrder(
        { db: app.db, payments: app.payments, confirmations: app.confirmations, log: request.log },
        currentMember(request).id,
        request.body,
        new Date(),
        {
          siteBaseUrl: publicBaseUrlOf(app.config, request),
          idempotencyKey: request.headers['idempotency-key'],
        },
      );
      switch (outcome.kind) {
        case 'card':
          return ok(undefined, MSG.paySucceeded);
        case 'hotel':
          return ok(undefined, MSG.payAtHotel);
        case 'online':
          return ok(outcome.cashier, MSG.payScanToPay);
      }
    },
  );

  app.post(
    '/checkpayret',
    {
      schema: {
        tags: ['pay'],
        summary: '查询支付结果：已支付时 success 为 true',
        security: NEEDS_LOGIN,
        body: checkPayBody,
        response: { 200: checkPayResponse, ...refusals(404) },
      },
    },
    async (request) => {
      const status = await payStatusOf(app.db, currentMember(request).id, request.body.revNo);
      if (status.paid) return ok(status, MSG.paySucceeded);
      // not yet paid is no error: the page polls every 2 s until success
      return {
        success: false,
        statusCode: STATUS.ok,
        message: MSG.payPending,
        msg: MSG.payPending,
        data: status,
      };
    },
  );
};
