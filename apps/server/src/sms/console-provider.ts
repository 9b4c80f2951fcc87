import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '../lib/log-privacy.ts';
import type { SmsOutbox } from './outbox.ts';
import type { SmsProvider } from './provider.ts';

/**
 * Sends nothing: writes each message (its text; the template only names it) to the log and, outside
 * production, to the outbox. Without an outbox (production) the log line carries neither the text
 * nor the full number, so a code never reaches a log.
 */
export function createConsoleSmsProvider(options: {
  log: FastifyBaseLogger;
  outbox?: SmsOutbox | undefined;
}) {
  const { log, outbox } = options;
  const provider: SmsProvider = {
    async send({ mobile, text, template }) {
      if (outbox) {
        outbox.add(mobile, text, new Date());
        log.info({ sms: { mobile, template, text } }, 'sms (console provider)');
      } else {
        log.info({ sms: { mobile: maskMobile(mobile), template } }, 'sms sent (console provider)');
      }
    },
  };
  return provider;
}
