import { createSandboxProvider } from './sandbox-provider.ts';

/**
 * Online payment providers (WeChat Pay, Alipay) behind one interface. The server creates a payment
 * attempt for an order, asks the provider where the guest pays, and learns the outcome from the
 * provider's notification, which goes through `handlePaymentNotification`
 * (services/payment-notifications.ts) whatever the provider. Real WeChat Pay / Alipay adapters
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
  amountFen: number;
  providerTxnId: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
  /** Refunds a paid attempt in full; throws when the provider did not accept it (it is retried). */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** Closes an attempt at the provider so the guest can no longer pay it. */
  close(attemptNo: string): Promise<void>;
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
 * The provider named by PAYMENT_PROVIDER, or null for `none`: then only the member card and pay at
 * the hotel are offered. An unknown name stops the start.
 */
export function createPaymentProvider(name: string): PaymentProvider | null {
  switch (name) {
    case 'none':
      return null;
    case 'sandbox':
      return createSandboxProvider();
    default:
      throw new Error(`unknown payment provider "${name}" (PAYMENT_PROVIDER: none, sandbox)`);
  }
}
