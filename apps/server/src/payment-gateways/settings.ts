import { ConfigError, readSettings } from '../config-env.ts';
import { type AlipaySettings, alipaySettingsFrom } from './alipay/settings.ts';
import { type WechatPaySettings, wechatPaySettingsFrom } from './wechatpay/settings.ts';

type Env = Record<string, string | undefined>;

/**
 * The payment channels: WeChat Pay and Alipay each through its own gateway when its settings are
 * complete (payments/gateways/wechatpay/settings.ts, payments/gateways/alipay/settings.ts), else through the sandbox
 * outside production (PAYMENT_PROVIDER=sandbox, the default there) or not at all (`none`, and always
 * in production, where the sandbox is refused).
 */
export interface PaymentSettings {
  /** A channel without a gateway of its own uses the sandbox (no money moves). */
  sandbox: boolean;
  wechatpay: WechatPaySettings | undefined;
  alipay: AlipaySettings | undefined;
  /** The site's public address the gateways send notifications to (PUBLIC_BASE_URL). */
  notifyBaseUrl: string | undefined;
}

function sandboxFrom(env: Env, production: boolean): boolean {
  const name = env.PAYMENT_PROVIDER || (production ? 'none' : 'sandbox');
  if (name !== 'sandbox' && name !== 'none')
    throw new Error(`PAYMENT_PROVIDER must be sandbox or none, got "${name}"`);
  // the sandbox marks orders paid with no money moved: a production site must never offer it
  if (production && name === 'sandbox')
    throw new Error('PAYMENT_PROVIDER=sandbox is not allowed in production');
  return name === 'sandbox';
}

/** Reads and checks the payment settings; anything incomplete or wrong stops the start, named. */
export function paymentSettingsFrom(
  env: Env,
  production: boolean,
  publicBaseUrl: string | undefined,
): PaymentSettings {
  // both gateways are read before anything is refused, so one start names every missing setting
  const problems: string[] = [];
  const wechatpay = readSettings(problems, () => wechatPaySettingsFrom(env));
  const alipay = readSettings(problems, () => alipaySettingsFrom(env));
  if (production) {
    // keys, amounts and the guest's openid go over these: plain http only reaches a local stand-in
    const addresses: [string, string | undefined][] = [
      ['WECHATPAY_BASE_URL', wechatpay?.baseUrl],
      ['WECHAT_OAUTH_AUTHORIZE_URL', wechatpay?.oauthAuthorizeUrl],
      ['WECHAT_API_BASE_URL', wechatpay?.wechatApiBaseUrl],
      ['ALIPAY_GATEWAY', alipay?.gateway],
    ];
    for (const [name, address] of addresses)
      if (address?.startsWith('http://')) problems.push(`${name} must use https in production`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  if ((wechatpay || alipay) && !publicBaseUrl) {
    throw new Error(
      'PUBLIC_BASE_URL must be set when a payment gateway is configured: its notifications come there',
    );
  }
  if ((wechatpay || alipay) && production && !publicBaseUrl?.startsWith('https://')) {
    throw new Error('PUBLIC_BASE_URL must be an https:// address in production: gateways notify only https');
  }
  return { sandbox: sandboxFrom(env, production), wechatpay, alipay, notifyBaseUrl: publicBaseUrl };
}
