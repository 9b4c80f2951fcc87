import {
  cancelOrderBody,
  checkInBody,
  ORDERS_MSG,
  orderActionResponse,
  orderDetailResponse,
  orderExportQuery,
  orderIdParams,
  orderListResponse,
  orderSearchQuery,
} from '@hotel/shared/admin/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, refusals } from '../../lib/envelope.ts';
import { actorOf, currentStaff, requirePermission } from '../../staff/index.ts';
import { checkIn, checkOut, recordNoShowOf } from '../services/order-actions.ts';
import { cancelByStaff } from '../services/order-cancel.ts';
import { markInvoiceIssued } from '../services/order-invoice.ts';
import { orderDetailFor, orderPage, ordersToExport } from '../services/order-search.ts';
import { exportFileName, orderWorkbookStream } from '../services/orders-export.ts';

const tags = ['admin'];

const CANCEL_MESSAGES = {
  none: ORDERS_MSG.cancelled,
  done: ORDERS_MSG.cancelledRefunded,
  pending: ORDERS_MSG.cancelledRefundPending,
} as const;

/** 订单管理: group administrators every hotel; managers and front desks their own hotels. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requirePermission('handleOrders'));
  const deps = (request: { log: typeof app.log }) => ({
    db: app.db,
    payments: app.payments,
    log: request.log,
  });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '订单查询（分页）',
        querystring: orderSearchQuery,
        response: { 200: orderListResponse },
      },
    },
    async (request) => ok(await orderPage(app.db, currentStaff(request), request.query)),
  );

  app.get(
    '/export',
    { schema: { tags, summary: '导出查询结果（Excel，最多5000行）', querystring: orderExportQuery } },
    async (request, reply) => {
      const now = new Date();
      const rows = await ordersToExport(app.db, currentStaff(request), request.query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
        .header('cache-control', 'no-store')
        .send(orderWorkbookStream(rows));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: '订单详情',
        params: orderIdParams,
        response: { 200: orderDetailResponse, ...refusals(404) },
      },
    },
    async (request) => ok(await orderDetailFor(app.db, currentStaff(request), request.params.id, new Date())),
  );

  app.post(
    '/:id/check-in',
    {
      schema: {
        tags,
        summary: '办理入住（到店支付的订单确认收款金额和方式）',
        params: orderIdParams,
        body: checkInBody,
        response: { 200: orderActionResponse, ...refusals(404, 409) },
      },
    },
    async (request) => {
      await checkIn(
        deps(request),
        currentStaff(request),
        actorOf(request),
        request.params.id,
        new Date(),
        request.body,
      );
      return ok(undefined, ORDERS_MSG.checkedIn);
    },
  );

  app.post(
    '/:id/check-out',
    {
      schema: {
        tags,
        summary: '办理退房（完成入住并发放积分）',
        params: orderIdParams,
        response: { 200: orderActionResponse, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const done = await checkOut(
        deps(request),
        currentStaff(request),
        actorOf(request),
        request.params.id,
        new Date(),
      );
      return ok(undefined, done.pointsCredited ? ORDERS_MSG.checkedOut : ORDERS_MSG.checkedOutNoPoints);
    },
  );

  app.post(
    '/:id/invoice-issued',
    {
      schema: {
        tags,
        summary: '发票标记为已开具',
        params: orderIdParams,
        response: { 200: orderActionResponse, ...refusals(404, 409) },
      },
    },
    async (request) => {
      await markInvoiceIssued(app.db, currentStaff(request), actorOf(request), request.params.id, new Date());
      return ok(undefined, ORDERS_MSG.invoiceIssued);
    },
  );

  app.post(
    '/:id/no-show',
    {
      schema: {
        tags,
        summary: '未到店（按房价政策收费，释放后续房晚）',
        params: orderIdParams,
        response: { 200: orderActionResponse, ...refusals(404, 409) },
      },
    },
    async (request) => {
      await recordNoShowOf(
        deps(request),
        currentStaff(request),
        actorOf(request),
        request.params.id,
        new Date(),
      );
      return ok(undefined, ORDERS_MSG.noShowRecorded);
    },
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags,
        summary: '取消并退款（原路退回；前台仅限取消政策内）',
        params: orderIdParams,
        body: cancelOrderBody,
        response: { 200: orderActionResponse, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const outcome = await cancelByStaff(
        deps(request),
        currentStaff(request),
        actorOf(request),
        request.params.id,
        request.body,
        new Date(),
      );
      return ok(undefined, CANCEL_MESSAGES[outcome]);
    },
  );
};
