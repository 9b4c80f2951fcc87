import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type SmsStandInAnswer, startSmsGatewayServer } from './sms-gateway-server.ts';

/**
 * A stand-in of Tencent Cloud SMS (API 3.0, sms 2021-01-11, SendSms) on 127.0.0.1, written from
 * Tencent Cloud's documentation: it checks each call's TC3-HMAC-SHA256 signature with the SecretKey
 * the test chose, refuses an SdkAppId, sign or template it was not given (or the wrong number of
 * variables), records the messages it accepted and answers as `answer` says.
 */
export interface TencentSmsStandIn {
  /** http://127.0.0.1:<port>: TENCENT_SMS_ENDPOINT */
  endpoint: string;
  /** The messages accepted, in order. */
  messages: TencentSms[];
  /** The codes of the calls refused for their signature or key, in order. */
  refusals: string[];
  /** `{ code }` answers the number's SendStatus with that code (a business error). */
  answer: SmsStandInAnswer;
  close(): Promise<void>;
}

export interface TencentSms {
  /** E.164, as sent: +8613912345678. */
  phoneNumber: string;
  signName: string;
  templateId: string;
  /** TemplateParamSet: the variables in the template's order. */
  params: string[];
}

/** The documentation's limit between X-TC-Timestamp and the server's clock. */
const CLOCK_SKEW_S = 300;
const MAINLAND_MOBILE = /^\+861\d{10}$/;

function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function utcDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

function strings(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
}

export async function startTencentSmsStandIn(options: {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  /** The approved templates: id → number of variables. */
  templates: Record<string, number>;
}): Promise<TencentSmsStandIn> {
  const standIn: TencentSmsStandIn = {
    endpoint: '',
    messages: [],
    refusals: [],
    answer: 'ok',
    close: async () => undefined,
  };

  function reply(res: ServerResponse, status: number, response: Record<string, unknown>) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Response: { ...response, RequestId: randomUUID() } }));
  }

  /** API 3.0 answers an error with HTTP 200 and Response.Error. */
  function refuse(res: ServerResponse, code: string) {
    standIn.refusals.push(code);
    reply(res, 200, { Error: { Code: code, Message: code } });
  }

  /** The TC3-HMAC-SHA256 check of the documentation; answers the refusal's code, or null when it holds. */
  function signatureProblem(req: IncomingMessage, body: Buffer): string | null {
    const match =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!match) return 'AuthFailure.InvalidAuthorization';
    const [, secretId = '', date = '', service = '', signedList = '', signature = ''] = match;
    if (secretId !== options.secretId) return 'AuthFailure.SecretIdNotFound';
    const timestamp = Number(req.headers['x-tc-timestamp']);
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > CLOCK_SKEW_S) {
      return 'AuthFailure.SignatureExpire';
    }
    // the host the call was made to, without a port: the gateway is never reached on one, so the
    // SDK signs the host name alone
    const hostname = new URL(`http://${req.headers.host ?? ''}`).hostname;
    // the credential scope's service is the product's name, the first label of the domain called
    if (date !== utcDate(timestamp) || service !== hostname.split('.')[0])
      return 'AuthFailure.SignatureFailure';
    const signed = signedList.split(';');
    if (!signed.includes('host') || !signed.includes('content-type')) return 'AuthFailure.SignatureFailure';

    const canonicalHeaders = signed
      .map(
        (name) =>
          `${name}:${(name === 'host' ? hostname : String(req.headers[name] ?? '')).trim().toLowerCase()}\n`,
      )
      .join('');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const canonicalRequest = [
      req.method,
      url.pathname,
      url.search.slice(1),
      canonicalHeaders,
      signedList,
      sha256Hex(body),
    ].join('\n');
    const scope = `${date}/${service}/tc3_request`;
    const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256Hex(canonicalRequest)}`;
    const signingKey = hmac(hmac(hmac(`TC3${options.secretKey}`, date), service), 'tc3_request');
    const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
    return sameText(expected, signature) ? null : 'AuthFailure.SignatureFailure';
  }

  function handle(req: IncomingMessage, res: ServerResponse, body: Buffer, answer: 'ok' | { code: string }) {
    const problem = signatureProblem(req, body);
    if (problem) {
      refuse(res, problem);
      return;
    }
    if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11') {
      refuse(res, 'InvalidAction');
      return;
    }
    const call = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    const phoneNumbers = strings(call.PhoneNumberSet);
    const params = strings(call.TemplateParamSet ?? []);
    const templateId = String(call.TemplateId ?? '');
    if (call.SmsSdkAppId !== options.sdkAppId) return refuse(res, 'InvalidParameterValue.SdkAppIdNotExist');
    if (call.SignName !== options.signName)
      return refuse(res, 'FailedOperation.SignatureIncorrectOrUnapproved');
    const variables = options.templates[templateId];
    if (variables === undefined) return refuse(res, 'FailedOperation.TemplateIncorrectOrUnapproved');
    if (!phoneNumbers || phoneNumbers.length === 0 || !params) return refuse(res, 'InvalidParameter');
    if (params.length !== variables)
      return refuse(res, 'FailedOperation.TemplateParamSetNotMatchApprovedTemplate');

    const SendStatusSet = phoneNumbers.map((phoneNumber) => {
      const code = !MAINLAND_MOBILE.test(phoneNumber)
        ? 'InvalidParameterValue.IncorrectPhoneNumber'
        : answer === 'ok'
          ? 'Ok'
          : answer.code;
      if (code === 'Ok')
        standIn.messages.push({ phoneNumber, signName: options.signName, templateId, params });
      const serialNo = `2645:${randomUUID()}`;
      return {
        SerialNo: serialNo,
        PhoneNumber: phoneNumber,
        Fee: 1,
        SessionContext: '',
        Code: code,
        Message: code,
        IsoCode: 'CN',
      };
    });
    reply(res, 200, { SendStatusSet });
  }

  const server = await startSmsGatewayServer({
    answer: () => standIn.answer,
    internalError: (res) => res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error'),
    handle,
  });
  standIn.endpoint = server.endpoint;
  standIn.close = server.close;
  return standIn;
}
