import { createSandboxProvider } from './sandbox-provider.ts';

/**
 * Online payment providers (WeChat Pay, Alipay) behind one interface. The server creates a payment
 * attempt for an order, asks the provider where the guest pays, and learns the outcome from the
 * provider's notification, which goes through `handlePaymentNotification` (services/payments.ts)
 * whatever the provider. Real WeChat Pay / Alipay adapters implement this interface and verify
 * their own notification signatures before handing the notification on.
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
}

/** Where the guest pays: the QR code content (usually the same URL) and a page to open in a browser. */
export interface PaymentSession {
  payUrl: string;
  qrCodeContent: string;
}

export interface RefundRequest {
  attemptNo: string;
  amountFen: number;
  providerTxnId: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
  /** Refunds a paid attempt in full; the attemptNo keeps a retried refund from paying out twice. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
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

export function createPaymentProvider(name: string, options: { publicBaseUrl: string }): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return createSandboxProvider(options);
    default:
      throw new Error(`unknown payment provider "${name}" (PAYMENT_PROVIDER)`);
  }
}
