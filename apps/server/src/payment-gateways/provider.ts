import type { FastifyBaseLogger } from 'fastify';
import { createAlipayProvider } from './alipay/provider.ts';
import { type PaymentGateways, paymentGateways } from './gateways.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import type { PaymentSettings } from './settings.ts';
import type { WechatPayJsapi } from './wechatpay/jsapi.ts';
import { createWechatPayProvider } from './wechatpay/provider.ts';

/**
 * Online payment providers (WeChat Pay, Alipay) behind one interface. The server creates a payment
 * attempt for an order, asks the provider where the guest pays, and learns the outcome from the
 * provider's notification, which goes through `handlePaymentNotification`
 * (payments/services/payment-notifications.ts) whatever the provider. Real WeChat Pay / Alipay adapters
 * implement this interface and verify their own notification signatures before handing the
 * notification on.
 */

/** What a provider is told about one attempt. */
export interface PaymentRequest {
  attemptNo: string;
  /** '1' is never sent here: only 'wxpay' and 'alipay'. */
  method: string;
  amountFen: number;
  /** Shown on the cashier: e.g. the hotel and order number. */
  description: string;
  expiresAt: Date;
  /**
   * The site's address as this guest reaches it (PUBLIC_BASE_URL, else the request's own scheme and
   * host): where a cashier page of ours lives, or a provider is told to send the guest back.
   */
  siteBaseUrl: string;
}

/** Where the guest pays: the QR code content (usually the same URL) and a page to open in a browser. */
export interface PaymentSession {
  payUrl: string;
  qrCodeContent: string;
}

export interface RefundRequest {
  /** Stable for one refund: a provider treats a resend with the same number as the same refund. */
  refundNo: string;
  attemptNo: string;
  /** What goes back, in fen: all of the attempt or less. */
  amountFen: number;
  /** The attempt's whole amount, in fen (WeChat Pay wants both). */
  attemptAmountFen: number;
  providerTxnId: string | null;
  reason: string;
}

/**
 * What the provider knows of an attempt now, for reconciliation (a notification can be lost):
 * paid (with what it took), still payable, or never to be paid (closed, revoked, unknown there).
 */
export type AttemptAtProvider =
  | { state: 'paid'; amountFen: number; txnId: string }
  | { state: 'unpaid' }
  | { state: 'closed' };

export interface PaymentProvider {
  /** Stored on attempts and refunds: `sandbox`, `wechatpay`, `alipay`. */
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
  /**
   * Asks for a refund (of `amountFen`, all or part of the attempt). Resolves once the provider
   * accepted it (it may still be processing it); throws when it did not (the outbox retries).
   */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** Closes an attempt at the provider so the guest can no longer pay it. */
  close(attemptNo: string): Promise<void>;
  /** The attempt as the provider sees it. */
  query(attemptNo: string): Promise<AttemptAtProvider>;
}

/**
 * The gateway will never take this refund (WeChat Pay ABNORMAL or CLOSED: the guest's account can no
 * longer receive it): sending the same refund again cannot help, staff must return the money another
 * way. Any other failure of `refund` is retried.
 */
export class RefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefused';
  }
}

/** A notification as every provider's callback is turned into before it reaches the handler. */
export interface PaymentNotification {
  attemptNo: string;
  /** The amount the provider says was paid, in fen. */
  amountFen: number;
  /** SUCCESS when paid; anything else (CLOSED, FAIL …) means the guest did not pay. */
  status: string;
  /** The provider's transaction id. */
  txnId: string;
}

/**
 * The gateways of the settings: WeChat Pay and Alipay each through its own gateway when configured,
 * else through the sandbox when allowed, else not offered (then a guest pays by member card or at
 * the hotel).
 */
export function createPaymentGateways(
  settings: PaymentSettings,
  log?: FastifyBaseLogger,
): PaymentGateways & { wechatJsapi?: PaymentProvider & WechatPayJsapi } {
  const sandbox = settings.sandbox ? createSandboxProvider() : undefined;
  const notifyBaseUrl = settings.notifyBaseUrl ?? '';
  const wechat = settings.wechatpay
    ? createWechatPayProvider(settings.wechatpay, { notifyBaseUrl, log })
    : undefined;
  const gateways = paymentGateways({
    wxpay: wechat ?? sandbox,
    alipay: settings.alipay ? createAlipayProvider(settings.alipay, { notifyBaseUrl, log }) : sandbox,
  });
  // the WeChat Pay page (payments/routes/wechat-pay-page.ts) pays inside WeChat through these
  return wechat ? { ...gateways, wechatJsapi: wechat } : gateways;
}
