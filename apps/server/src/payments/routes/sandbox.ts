import { randomBytes } from 'node:crypto';
import { escapeHtml } from '@hotel/shared/html';
import { fenToYuan } from '@hotel/shared/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shanghaiDateTime } from '../../lib/time.ts';
import { findAttemptForCashier } from '../../payment-gateways/index.ts';
import {
  handlePaymentNotification,
  type NotificationOutcome,
  notificationAcknowledged,
} from '../services/payment-notifications.ts';
import { plainPage } from './plain-page.ts';

/**
 * The sandbox payment provider's side, served by this server (only with PAYMENT_PROVIDER=sandbox):
 * - GET  /sandbox/cashier/:attemptNo  the cashier page the QR code and payUrl lead to;
 * - POST /sandbox/cashier/:attemptNo  its form (确认支付 / 取消), a plain HTML form: the content
 *   policy allows no inline script;
 * - POST /sandbox/notify              the provider's server-to-server notification.
 * Both POSTs go through handlePaymentNotification, the handler a real provider's callback uses.
 * The attempt number (96 random bits) is the capability: whoever holds the QR code may pay.
 */

const attemptParams = z.object({ attemptNo: z.string().trim().min(1).max(64) });

const cashierForm = z.object({
  action: z.enum(['confirm', 'cancel']),
  amountFen: z.coerce.number().int().nonnegative(),
});

export const sandboxNotification = z.object({
  attemptNo: z.string().trim().min(1).max(64),
  amountFen: z.coerce.number().int().nonnegative(),
  status: z.string().trim().min(1).max(32),
  txnId: z.string().trim().max(64).default(''),
});

const notifyAnswer = z.object({ code: z.enum(['SUCCESS', 'FAIL']), message: z.string() });
const cashierPage = { content: { 'text/html': { schema: z.string() } } };

const RESULT_TEXT: Record<NotificationOutcome, string> = {
  paid: '支付成功，请返回商户页面查看订单。',
  refunding: '订单已支付、已取消或已失效，本次付款将原路退回。',
  duplicate: '该笔支付已完成，无需重复支付。',
  cancelled: '已取消支付。',
  unknown: '支付单不存在。',
  closed: '支付单已关闭，请返回商户页面重新发起支付。',
  amountMismatch: '支付金额与订单金额不符，未完成支付。',
};

/** What the cashier says of an attempt that can no longer be paid, by its status. */
const CASHIER_STATUS_TEXT: Record<string, string> = {
  paid: RESULT_TEXT.duplicate,
  refunded: RESULT_TEXT.refunding,
  refunding: RESULT_TEXT.refunding,
};

export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // the cashier's plain HTML form posts urlencoded fields
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(
      null,
      Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
    );
  });

  app.get(
    '/cashier/:attemptNo',
    {
      schema: {
        tags: ['pay'],
        summary: '沙箱收银台页面',
        params: attemptParams,
        response: { 200: cashierPage, 404: { description: '支付单不存在', ...cashierPage } },
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const found = await findAttemptForCashier(app.db, request.params.attemptNo);
      if (!found) return reply.code(404).send(plainPage('支付单不存在', '<h1>支付单不存在</h1>'));
      const { attempt } = found;
      const payable = attempt.status === 'pending' && Date.now() < attempt.expiresAt.getTime();
      const methodName = attempt.method === 'alipay' ? '支付宝' : '微信支付';
      const statusText = payable ? '' : (CASHIER_STATUS_TEXT[attempt.status] ?? RESULT_TEXT.closed);
      const action = `/sandbox/cashier/${encodeURIComponent(attempt.attemptNo)}`;
      const form = payable
        ? `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="amountFen" value="${attempt.amountFen}">
<div class="actions"><button class="primary" type="submit" name="action" value="confirm">确认支付</button>
<button type="submit" name="action" value="cancel">取消</button></div>
</form>`
        : `<p>${escapeHtml(statusText)}</p>`;
      return plainPage(
        `${methodName}沙箱收银台`,
        `<h1>${escapeHtml(methodName)}（沙箱）</h1>
<div class="amount">¥${fenToYuan(attempt.amountFen).toFixed(2)}</div>
<dl><dt>酒店</dt><dd>${escapeHtml(found.hotelName)}</dd>
<dt>订单号</dt><dd>${escapeHtml(found.orderNo)}</dd>
<dt>入住</dt><dd>${escapeHtml(found.checkinDate)} 至 ${escapeHtml(found.checkoutDate)}</dd>
<dt>支付单</dt><dd>${escapeHtml(attempt.attemptNo)}</dd>
<dt>有效期至</dt><dd>${escapeHtml(shanghaiDateTime(attempt.expiresAt))}</dd></dl>
${form}
<p class="note">这是演示用的沙箱收银台，不会产生真实扣款。</p>`,
      );
    },
  );

  app.post(
    '/cashier/:attemptNo',
    { schema: { tags: ['pay'], summary: '沙箱收银台确认或取消', params: attemptParams, body: cashierForm } },
    async (request, reply) => {
      const outcome = await handlePaymentNotification(
        { db: app.db, payments: app.payments, confirmations: app.confirmations, log: request.log },
        {
          attemptNo: request.params.attemptNo,
          amountFen: request.body.amountFen,
          status: request.body.action === 'confirm' ? 'SUCCESS' : 'CLOSED',
          txnId: `SB${randomBytes(10).toString('hex')}`,
        },
        new Date(),
        'sandbox',
      );
      const title = outcome === 'paid' ? '支付成功' : outcome === 'cancelled' ? '已取消支付' : '支付未完成';
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return plainPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(RESULT_TEXT[outcome])}</p>`);
    },
  );

  app.post(
    '/notify',
    {
      schema: {
        tags: ['pay'],
        summary: '沙箱支付结果通知（与真实支付渠道回调同一处理）',
        body: sandboxNotification,
        response: { 200: notifyAnswer },
      },
    },
    async (request) => {
      const outcome = await handlePaymentNotification(
        { db: app.db, payments: app.payments, confirmations: app.confirmations, log: request.log },
        request.body,
        new Date(),
        'sandbox',
      );
      return {
        code: notificationAcknowledged(outcome) ? ('SUCCESS' as const) : ('FAIL' as const),
        message: outcome,
      };
    },
  );
};
