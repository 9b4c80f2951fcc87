import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AlipaySettings, PaymentNotification, WechatPaySettings } from '../../payment-gateways/index.ts';
import {
  AlipayNotificationRefused,
  parseAlipayNotification,
  parseWechatPayNotification,
  recordRefundOutcome,
  WechatNotificationRefused,
  type WechatPayNotification,
} from '../../payment-gateways/index.ts';
import { handlePaymentNotification, notificationAcknowledged } from '../services/payment-notifications.ts';

/**
 * The gateways' server-to-server notifications, registered under /crsapi/v1/pay for the gateways
 * configured:
 * - POST notify/wechatpay, refund-notify/wechatpay: verified over the raw body (signature,
 *   timestamp, serial), decrypted, checked for our merchant and app; answered 204 once handled,
 *   else 4xx with {code: FAIL} so that WeChat Pay sends it again;
 * - POST notify/alipay: the signed form, checked for our app (and seller); answered with the literal
 *   `success` only once the order is saved, else `fail` (Alipay sends it again).
 * A payment goes through handlePaymentNotification, the one idempotent handler: an order is paid
 * once whatever the number of notifications; an amount that is not the attempt's changes nothing.
 * A refused notification changes nothing and is logged as a warning.
 */
export async function payNotifyRoutes(
  app: FastifyInstance,
  options: { wechatpay?: WechatPaySettings | undefined; alipay?: AlipaySettings | undefined },
) {
  // the signatures cover the bytes as sent: the bodies stay strings here
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const deps = (log: FastifyBaseLogger) => ({
    db: app.db,
    payments: app.payments,
    confirmations: app.confirmations,
    log,
  });
  const handle = (
    log: FastifyBaseLogger,
    notification: PaymentNotification,
    gateway: 'wechatpay' | 'alipay',
  ) => handlePaymentNotification(deps(log), notification, new Date(), gateway);

  const { wechatpay, alipay } = options;
  if (wechatpay) {
    const refuse = (reply: FastifyReply, log: FastifyBaseLogger, reason: string) => {
      log.warn({ gateway: 'wechatpay', reason }, 'gateway notification refused');
      return reply.code(400).send({ code: 'FAIL', message: '通知未被接受' });
    };
    /** The verified, decrypted notification of the request, or why it is refused. */
    const readWechat = (request: FastifyRequest): WechatPayNotification | { refused: string } => {
      const body = typeof request.body === 'string' ? request.body : '';
      try {
        return parseWechatPayNotification(wechatpay, request.headers, body, new Date());
      } catch (err) {
        if (err instanceof WechatNotificationRefused) return { refused: err.reason };
        throw err;
      }
    };

    app.post('/notify/wechatpay', { schema: { hide: true } }, async (request, reply) => {
      const parsed = readWechat(request);
      if ('refused' in parsed) return refuse(reply, request.log, parsed.refused);
      if (parsed.kind !== 'payment')
        return refuse(reply, request.log, 'a refund notification at the payment address');
      const outcome = await handle(request.log, parsed.notification, 'wechatpay');
      if (!notificationAcknowledged(outcome)) return refuse(reply, request.log, outcome);
      return reply.code(204).send();
    });

    app.post('/refund-notify/wechatpay', { schema: { hide: true } }, async (request, reply) => {
      const parsed = readWechat(request);
      if ('refused' in parsed) return refuse(reply, request.log, parsed.refused);
      if (parsed.kind !== 'refund')
        return refuse(reply, request.log, 'a payment notification at the refund address');
      const { refundNo, attemptNo, amountFen, status, refundId } = parsed;
      const recorded = await recordRefundOutcome(app.db, {
        refundNo,
        attemptNo,
        amountFen,
        status,
        providerRefundId: refundId,
        at: new Date(),
      });
      if (recorded !== 'recorded') return refuse(reply, request.log, `refund notification: ${recorded}`);
      if (status === 'SUCCESS') request.log.info({ refundNo }, 'refund completed');
      else request.log.error({ refundNo, status }, 'refund failed at the gateway');
      return reply.code(204).send();
    });
  }

  if (alipay) {
    app.post('/notify/alipay', { schema: { hide: true } }, async (request, reply) => {
      reply.type('text/plain; charset=utf-8');
      const form = typeof request.body === 'object' && request.body !== null ? request.body : {};
      let notification: PaymentNotification;
      try {
        notification = parseAlipayNotification(alipay, form as Record<string, string>);
      } catch (err) {
        if (!(err instanceof AlipayNotificationRefused)) throw err;
        request.log.warn({ gateway: 'alipay', reason: err.message }, 'gateway notification refused');
        return 'fail';
      }
      // a trade scanned but not paid yet (sent only when switched on in Alipay's console): nothing to do
      if (notification.status === 'WAIT_BUYER_PAY') return 'success';
      const outcome = await handle(request.log, notification, 'alipay');
      // TRADE_CLOSED of an attempt closed here already (Alipay also says so after a full refund)
      const nothingToDo = outcome === 'closed' && notification.status !== 'SUCCESS';
      return notificationAcknowledged(outcome) || nothingToDo ? 'success' : 'fail';
    });
  }
}
