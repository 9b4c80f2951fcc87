import { idempotencyHeaders } from '@hotel/shared/api/envelope';
import {
  allOrderBody,
  allOrderResponse,
  cancelOrderQuery,
  cancelOrderResponse,
  invoiceRequestBody,
  invoiceRequestResponse,
  orderDetailResponse,
  orderIdQuery,
} from '@hotel/shared/api/member-orders';
import {
  checkInventoryBody,
  checkInventoryResponse,
  submitOrderBody,
  submitOrderResponse,
} from '@hotel/shared/api/order';
import { MSG } from '@hotel/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { currentMember, NEEDS_LOGIN, requireMember } from '../../members/index.ts';
import { cancelOrder } from '../services/cancellation.ts';
import { INVOICE_MSG, requestInvoice } from '../services/invoices.ts';
import { allOrders, orderDetail } from '../services/order-views.ts';
import { checkInventory, submitOrder } from '../services/orders.ts';

const CANCEL_MESSAGES = {
  none: MSG.cancelSucceeded,
  done: MSG.refundSucceeded,
  pending: MSG.refundPending,
} as const;

/** Booking service order calls: /crsapi/v1/order/… with the spec's paths, methods and field names. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // before the body is validated: a caller without a login hears 9999 whatever it sent
  app.addHook('preValidation', requireMember);

  app.post(
    '/checkInventory',
    {
      schema: {
        tags: ['order'],
        summary: '查询房量与价格明细（需登录）',
        security: NEEDS_LOGIN,
        body: checkInventoryBody,
        response: { 200: checkInventoryResponse, ...refusals(404, 409) },
      },
    },
    async (request) => ok(await checkInventory(app.db, currentMember(request).id, request.body, new Date())),
  );

  app.post(
    '/submitOrder',
    {
      schema: {
        tags: ['order'],
        summary: '提交订单：服务端计价，逐晚占房，金额不符即拒绝',
        security: NEEDS_LOGIN,
        headers: idempotencyHeaders,
        body: submitOrderBody,
        response: { 200: submitOrderResponse, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const key = request.headers['idempotency-key'];
      const { hotelCode, checkInDate, checkOutDate } = request.body;
      const order = await submitOrder(app.db, member.id, request.body, new Date(), key);
      // the nights it took: the stay's, at that hotel
      await app.readCache.invalidate(['availability'], [{ hotelCode, from: checkInDate, to: checkOutDate }]);
      return ok(order, MSG.orderSubmitted);
    },
  );

  app.get(
    '/getOrderDetail',
    {
      schema: {
        tags: ['order'],
        summary: '订单详情（仅本人订单）',
        security: NEEDS_LOGIN,
        querystring: orderIdQuery,
        response: { 200: orderDetailResponse, ...refusals(404) },
      },
    },
    async (request) =>
      ok(await orderDetail(app.db, currentMember(request).id, request.query.orderId, new Date())),
  );

  app.get(
    '/cancleOrder',
    {
      schema: {
        tags: ['order'],
        summary: '取消订单（未支付即时释放房量；已支付按免费取消政策原路退款）',
        security: NEEDS_LOGIN,
        querystring: cancelOrderQuery,
        response: { 200: cancelOrderResponse, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const { refund, freed } = await cancelOrder(
        { db: app.db, payments: app.payments, log: request.log },
        currentMember(request).id,
        request.query.orderId,
        new Date(),
      );
      await app.readCache.invalidate(['availability'], [freed]);
      return ok(undefined, CANCEL_MESSAGES[refund]);
    },
  );

  app.post(
    '/requestInvoice',
    {
      schema: {
        tags: ['order'],
        summary: '申请发票（已支付的本人订单，每单一次；规格之外）',
        security: NEEDS_LOGIN,
        body: invoiceRequestBody,
        response: { 200: invoiceRequestResponse, ...refusals(404, 409) },
      },
    },
    async (request) =>
      ok(
        await requestInvoice(app.db, currentMember(request).id, request.body, new Date()),
        INVOICE_MSG.requested,
      ),
  );

  app.post(
    '/getAllOrder',
    {
      schema: {
        tags: ['order'],
        summary: '我的订单：state 100 未完成，9 已完成，2 已取消/已失效；按时间倒序分页',
        security: NEEDS_LOGIN,
        body: allOrderBody,
        response: { 200: allOrderResponse },
      },
    },
    async (request) => {
      const page = await allOrders(app.db, currentMember(request).id, request.body, new Date());
      return { ...ok(page.data), total: page.total };
    },
  );
};
