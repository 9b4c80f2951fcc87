import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

/** Path of the sandbox cashier page of an attempt, served by routes/sandbox.ts. */
export function sandboxCashierPath(attemptNo: string): string {
  return `/sandbox/cashier/${encodeURIComponent(attemptNo)}`;
}

/**
 * The default provider: no money moves. The QR code and payUrl lead to a cashier page this server
 * serves; confirming there sends the notification a real provider would send.
 */
export function createSandboxProvider(options: { publicBaseUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(request) {
      const payUrl = `${options.publicBaseUrl}${sandboxCashierPath(request.attemptNo)}`;
      return { payUrl, qrCodeContent: payUrl };
    },
    async refund() {
      return { refundId: `SBR${randomBytes(8).toString('hex')}` };
    },
  };
}
