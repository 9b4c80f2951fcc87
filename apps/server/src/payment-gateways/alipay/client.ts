import { AlipayRequestError, AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { beijingTime } from './formats.ts';
import type { AlipaySettings } from './settings.ts';

export const DEFAULT_ALIPAY_TIMEOUT_MS = 10_000;

/** The code of an answer Alipay carried out; anything else is refused (sub_code says why). */
export const ALIPAY_SUCCESS = '10000';

/** A gateway.do answer: `code`, `msg`, `sub_code`, `sub_msg` and the method's own fields, Alipay's names. */
export type AlipayAnswer = AlipaySdkCommonResult;

/**
 * A call to Alipay that did not do its job: unreachable, timed out, an answer whose signature does
 * not verify, or a refusal (`subCode`, e.g. ACQ.TRADE_STATUS_ERROR). The message never holds a key
 * or a signature, so it can be logged and stored with a failed refund.
 */
export class AlipayCallFailed extends Error {
  readonly code = 'ALIPAY_CALL_FAILED';
  constructor(
    readonly method: string,
    reason: string,
    readonly subCode?: string,
  ) {
    super(`${method}: ${reason}`);
    this.name = 'AlipayCallFailed';
  }
}

/**
 * The official SDK set up for this app: RSA2, utf-8, Alipay's field names kept (camelcase off) and
 * Alipay's public key given, which every call below requires to check the answer's signature.
 */
export function alipaySdk(settings: AlipaySettings, timeoutMs = DEFAULT_ALIPAY_TIMEOUT_MS): AlipaySdk {
  return new AlipaySdk({
    appId: settings.appId,
    // the SDK rebuilds the PEM and leaves a doubled END line when the text ends with a newline
    privateKey: settings.privateKey.trim(),
    keyType: 'PKCS8',
    alipayPublicKey: settings.alipayPublicKey.trim(),
    gateway: settings.gateway,
    signType: 'RSA2',
    charset: 'utf-8',
    timeout: timeoutMs,
    camelcase: false,
  });
}

/**
 * The SDK signs the request with a timestamp in the server's own zone; Alipay reads it as Beijing
 * time, so it is given explicitly (the SDK lets a parameter override it).
 */
export function signingTime(): string {
  return beijingTime(new Date());
}

/**
 * Calls one gateway.do method with the answer's signature checked: the SDK skips that check unless
 * told (`validateSign`), and then fails on a bad or missing signature. Resolves with the answer
 * whatever its code; throws AlipayCallFailed when there is no trustworthy answer.
 */
export async function callAlipay(
  sdk: AlipaySdk,
  method: string,
  bizContent: Record<string, string>,
  common: { notifyUrl?: string } = {},
): Promise<AlipayAnswer> {
  try {
    return await sdk.exec(
      method,
      { ...common, timestamp: signingTime(), bizContent },
      { validateSign: true },
    );
  } catch (error) {
    throw new AlipayCallFailed(method, whyNoAnswer(error));
  }
}

/** The SDK's own messages quote the signatures: only the kind of failure is kept. */
function whyNoAnswer(error: unknown): string {
  if (error instanceof AlipayRequestError) {
    if (error.message.startsWith('验签失败')) return "the answer's signature does not verify";
    if (error.cause instanceof Error)
      return `no answer (${error.cause.name}: ${error.cause.message.replace(/sign=[^&\s]*/g, 'sign=…')})`;
    return error.message.replace(/ \(traceId: .*\)$/, '');
  }
  // node:crypto's TypeError when the answer carries no signature at all
  return 'the answer carries no usable signature';
}

/** Alipay's refusal, for the log and the outbox: code, sub_code and the start of sub_msg. */
export function refusal(method: string, answer: AlipayAnswer): AlipayCallFailed {
  const subCode = text(answer, 'sub_code');
  const detail = (text(answer, 'sub_msg') ?? text(answer, 'msg') ?? '').slice(0, 120);
  return new AlipayCallFailed(method, `refused ${answer.code} ${subCode ?? ''} ${detail}`.trim(), subCode);
}

/** A string field of an answer, or undefined when it is absent or not a string. */
export function text(answer: AlipayAnswer, field: string): string | undefined {
  const value: unknown = answer[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
