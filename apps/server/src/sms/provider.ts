import type { FastifyBaseLogger } from 'fastify';
import { createConsoleSmsProvider } from './console-provider.ts';
import { devOutbox } from './outbox.ts';

/** Sends one text message. A provider throws when the message could not be handed over. */
export interface SmsProvider {
  send(mobile: string, text: string): Promise<void>;
}

export interface SmsProviderOptions {
  /** `config.smsProvider`. */
  name: string;
  production: boolean;
  log: FastifyBaseLogger;
}

/** The provider named by the configuration; an unknown name stops the server at start-up. */
export function createSmsProvider({ name, production, log }: SmsProviderOptions): SmsProvider {
  switch (name) {
    case 'console':
      return createConsoleSmsProvider({ log, outbox: production ? undefined : devOutbox });
    default:
      throw new Error(`Unknown SMS_PROVIDER "${name}"; known: console`);
  }
}
