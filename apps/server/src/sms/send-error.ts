import { maskMobile } from '../lib/log-privacy.ts';
import type { SmsMessage } from './templates.ts';

/** A gateway's error code or status as it may appear in a log: a word, never a sentence. */
const CODE = /^[\w.-]{1,80}$/;

/**
 * A message a gateway did not take. It says which gateway, the template, the masked number and
 * why (the gateway's code, an HTTP status, no answer): never the SDK's own error, whose text can
 * quote the request (the number, the code in the variables) or the server's string to sign.
 */
export class SmsSendError extends Error {
  constructor(gateway: string, reason: string, message: SmsMessage) {
    super(`${gateway} did not send the ${message.template} SMS to ${maskMobile(message.mobile)}: ${reason}`);
    this.name = 'SmsSendError';
  }
}

/** What a gateway answered instead of success, kept to its code. */
export function refusalReason(code: unknown): string {
  return typeof code === 'string' && CODE.test(code) ? `refused (${code})` : 'refused';
}

/** What an SDK's error may tell: the gateway's code, the HTTP status, a time-out or no answer. */
export function sdkFailureReason(err: unknown): string {
  const { code, statusCode, httpCode, name, message } = (err ?? {}) as Record<string, unknown>;
  const status = typeof statusCode === 'number' ? statusCode : httpCode;
  const http = typeof status === 'number' ? `HTTP ${status}` : undefined;
  if (typeof code === 'string' && CODE.test(code)) return http ? `${code} (${http})` : code;
  if (http) return http;
  if (/time-?out/i.test(`${String(name)} ${String(message)}`)) return 'timed out';
  return 'no answer';
}
