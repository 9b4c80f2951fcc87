import {
  type WechatPaySettings,
  wechatPaySettingsFrom,
} from '../../src/payment-gateways/wechatpay/settings.ts';
import { startWechatPayStandIn, type WechatPayStandIn } from './wechatpay.ts';
import {
  makeWechatPayTestKeys,
  type PlatformCertificate,
  type WechatPayTestKeys,
  writeWechatPayEnv,
} from './wechatpay-keys.ts';

export interface WechatPayTestbed {
  keys: WechatPayTestKeys;
  gateway: WechatPayStandIn;
  env: Record<string, string>;
  settings: WechatPaySettings;
  close(): Promise<void>;
}

/**
 * Keys, a running stand-in, key files and the settings the adapter reads from them: one call for a
 * test file (route tests included). Platform certificates given are accepted beside the public key.
 */
export async function startWechatPayTestbed(
  options: { platformCertificates?: PlatformCertificate[] } = {},
): Promise<WechatPayTestbed> {
  const keys = makeWechatPayTestKeys();
  const gateway = await startWechatPayStandIn(keys);
  const files = writeWechatPayEnv(keys, { baseUrl: gateway.baseUrl, ...options });
  const settings = wechatPaySettingsFrom(files.env);
  if (!settings) throw new Error('stand-in: the WeChat Pay test environment is incomplete');
  return {
    keys,
    gateway,
    env: files.env,
    settings,
    async close() {
      await gateway.close();
      files.cleanup();
    },
  };
}
