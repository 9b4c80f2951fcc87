import type { FastifyBaseLogger } from 'fastify';
import { createAliyunSmsProvider } from './aliyun-provider.ts';
import { createConsoleSmsProvider } from './console-provider.ts';
import { devOutbox } from './outbox.ts';
import type { SmsSettings } from './settings.ts';
import type { SmsMessage } from './templates.ts';
import { createTencentSmsProvider } from './tencent-provider.ts';

/** Sends one text message. A provider throws (SmsSendError) when the message could not be handed over. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export interface SmsProviderOptions {
  /** `config.sms`: which provider, with its keys and template ids. */
  settings: SmsSettings;
  production: boolean;
  log: FastifyBaseLogger;
}

/** The provider of the settings (checked at start by sms/settings.ts). */
export function createSmsProvider({ settings, production, log }: SmsProviderOptions): SmsProvider {
  switch (settings.provider) {
    case 'console':
      return createConsoleSmsProvider({ log, outbox: production ? undefined : devOutbox });
    case 'aliyun':
      return createAliyunSmsProvider(settings, log);
    case 'tencent':
      return createTencentSmsProvider(settings, log);
  }
}
