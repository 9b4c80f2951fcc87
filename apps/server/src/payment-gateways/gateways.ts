import { PAY_METHOD } from '@hotel/shared/constants';
import type { PaymentProvider } from './provider.ts';

/** The pay methods a gateway takes: WeChat Pay (wxpay) and Alipay (alipay). */
export const ONLINE_PAY_METHODS = [PAY_METHOD.wechat, PAY_METHOD.alipay] as const;
export type OnlinePayMethod = (typeof ONLINE_PAY_METHODS)[number];

/**
 * The payment gateways of this site: which provider takes each online pay method (WeChat Pay's
 * own gateway, Alipay's, or the sandbox outside production), and every provider an attempt or a
 * refund may have been made with, by the name stored on it.
 */
export interface PaymentGateways {
  /** Who takes a payment by this method; undefined when the method is not on offer. */
  forMethod(method: string): PaymentProvider | undefined;
  /** The provider of this name (the one stored on an attempt or a refund), when configured. */
  named(name: string): PaymentProvider | undefined;
  /** Every configured provider, once each. */
  readonly all: readonly PaymentProvider[];
}

export function paymentGateways(
  byMethod: Partial<Record<OnlinePayMethod, PaymentProvider>>,
): PaymentGateways {
  const all = [...new Set(Object.values(byMethod))].filter((p): p is PaymentProvider => p !== undefined);
  return {
    forMethod: (method) => byMethod[method as OnlinePayMethod],
    named: (name) => all.find((provider) => provider.name === name),
    all,
  };
}
