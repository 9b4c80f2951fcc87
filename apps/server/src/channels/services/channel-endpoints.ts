import { openSecret } from '../../lib/secret-box.ts';
import type { ChannelAdapter, ChannelEndpoint } from '../adapter.ts';
import { openTravelAdapter } from '../opentravel/adapter.ts';

/** What a connection's password is sealed for (lib/secret-box.ts). */
export const CHANNEL_PASSWORD_PURPOSE = 'channel-password';

/** The protocols a connection may speak, each by its adapter. */
const ADAPTERS: Record<string, ChannelAdapter> = { opentravel: openTravelAdapter };

/** A connection as stored: its protocol, where it is and the credentials, the password sealed. */
export interface StoredEndpoint {
  protocol: string;
  endpoint: string;
  requestorId: string;
  username: string;
  passwordSealed: string;
}

/** The adapter and the endpoint with its password opened, or why the connection cannot be reached. */
export function reachOf(
  target: StoredEndpoint,
  appSecret: string,
): { adapter: ChannelAdapter; endpoint: ChannelEndpoint } | { error: string } {
  const adapter = ADAPTERS[target.protocol];
  if (!adapter) return { error: '渠道协议不受支持' };
  const password = openSecret(appSecret, CHANNEL_PASSWORD_PURPOSE, target.passwordSealed);
  if (password === undefined) return { error: '渠道密码无法解密，请重新填写' };
  const { endpoint, requestorId, username } = target;
  return { adapter, endpoint: { endpoint, requestorId, username, password } };
}
