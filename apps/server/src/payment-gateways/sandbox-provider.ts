import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

/** Path of the sandbox cashier page of an attempt, served by payments/routes/sandbox.ts. */
export function sandboxCashierPath(attemptNo: string): string {
  return `/sandbox/cashier/${encodeURIComponent(attemptNo)}`;
}

/**
 * The development provider: no money moves, so config.ts refuses it in production. The QR code and
 * payUrl lead to a cashier page this server serves; confirming there sends the notification a real
 * provider would send. Closing needs nothing here: the cashier reads the attempt's own status.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(request) {
      const payUrl = `${request.siteBaseUrl}${sandboxCashierPath(request.attemptNo)}`;
      return { payUrl, qrCodeContent: payUrl };
    },
    async refund() {
      return { refundId: `SBR${randomBytes(8).toString('hex')}` };
    },
    async close() {},
    // its notifications are never lost (the cashier is this server), so nothing to reconcile
    async query() {
      return { state: 'unpaid' };
    },
  };
}
