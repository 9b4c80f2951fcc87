/**
 * payment-gateways/: the payment providers and what is recorded with them: attempts, refunds and their outbox. Its public entry: what other domains and the composition (app.ts, admin-api.ts,
 * jobs.ts) may use of it; the rest is its own (docs/architecture.md).
 */
export { AlipayNotificationRefused, parseAlipayNotification } from './alipay/notifications.ts';
export type { AlipaySettings } from './alipay/settings.ts';
export type { PaymentGateways } from './gateways.ts';
export { ONLINE_PAY_METHODS } from './gateways.ts';
export type { PaymentNotification, PaymentProvider, PaymentSession } from './provider.ts';
export { createPaymentGateways } from './provider.ts';
export { qrCodeDataUrl } from './qr-code.ts';
export type { CashierAttempt, ClosedAttempt } from './queries/attempts.ts';
export {
  closePendingAttempts,
  findAttempt,
  findAttemptForCashier,
  findPaidAttempt,
  insertAttempt,
  lockAttempt,
  lockOrderForPayment,
  markAttemptMoneyIn,
  markAttemptStatus,
  memberCardCredentials,
  newAttemptNo,
} from './queries/attempts.ts';
export type { AttemptToReconcile } from './queries/reconciliation.ts';
export { claimAttemptsToReconcile, markAttemptReconciled } from './queries/reconciliation.ts';
export { recordRefundOutcome } from './queries/refunds.ts';
export type { ProviderDeps, RefundReason } from './services/refunds.ts';
export { closeAtProvider, requestRefund, sendDueRefunds } from './services/refunds.ts';
export type { PaymentSettings } from './settings.ts';
export { paymentSettingsFrom } from './settings.ts';
export type { JsapiPayParams, WechatPayJsapi } from './wechatpay/jsapi.ts';
export type { WechatPayNotification } from './wechatpay/notifications.ts';
export { parseWechatPayNotification, WechatNotificationRefused } from './wechatpay/notifications.ts';
export type { WechatPaySettings } from './wechatpay/settings.ts';
