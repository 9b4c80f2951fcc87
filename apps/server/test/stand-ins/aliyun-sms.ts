import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type SmsStandInAnswer, startSmsGatewayServer } from './sms-gateway-server.ts';

/**
 * A stand-in of Aliyun SMS (Dysmsapi 2017-05-25, SendSms) on 127.0.0.1, written from Aliyun's
 * documentation: it checks each call's signature V3 (ACS3-HMAC-SHA256, what the SDK signs with)
 * with the AccessKey the test chose, refuses a sign or template it was not given, records the
 * messages it accepted and answers as `answer` says.
 */
export interface AliyunSmsStandIn {
  /** http://127.0.0.1:<port>: ALIYUN_SMS_ENDPOINT */
  endpoint: string;
  /** The messages accepted, in order. */
  messages: AliyunSms[];
  /** The codes of the calls refused for their signature or key, in order. */
  refusals: string[];
  answer: SmsStandInAnswer;
  close(): Promise<void>;
}

export interface AliyunSms {
  mobile: string;
  signName: string;
  templateCode: string;
  /** TemplateParam, by name. */
  params: Record<string, string>;
}

const ALGORITHM = 'ACS3-HMAC-SHA256';
/** A request signed longer ago (or ahead) than this is refused as expired. */
const CLOCK_SKEW_MS = 15 * 60_000;
const MOBILE = /^1\d{10}$/;

/** RFC 3986 percent-encoding, as the V3 canonical query string wants it. */
function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function pairsOf(encoded: string): [string, string][] {
  if (encoded === '') return [];
  return encoded.split('&').map((pair) => {
    const [name = '', value = ''] = pair.split('=');
    return [decodeURIComponent(name), decodeURIComponent(value.replace(/\+/g, ' '))];
  });
}

function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function startAliyunSmsStandIn(options: {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The approved templates: code → variable names. */
  templates: Record<string, readonly string[]>;
}): Promise<AliyunSmsStandIn> {
  const usedNonces = new Set<string>();

  const standIn: AliyunSmsStandIn = {
    endpoint: '',
    messages: [],
    refusals: [],
    answer: 'ok',
    close: async () => undefined,
  };

  function reply(res: ServerResponse, status: number, body: Record<string, unknown>) {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
  }

  function refuse(res: ServerResponse, status: number, code: string, message: string) {
    standIn.refusals.push(code);
    reply(res, status, { Code: code, Message: message });
  }

  /** The V3 signature check of the documentation; answers the refusal's code, or null when it holds. */
  function signatureProblem(req: IncomingMessage, query: string, body: Buffer): [number, string] | null {
    const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
    if (!match) return [400, 'IncompleteSignature'];
    const [, accessKeyId = '', signedList = '', signature = ''] = match;
    if (accessKeyId !== options.accessKeyId) return [404, 'InvalidAccessKeyId.NotFound'];
    const signed = signedList.split(';');
    // every common header sent (x-acs-*, host) must be signed, so none can be changed on the way
    const unsigned = Object.keys(req.headers).filter(
      (name) => (name.startsWith('x-acs-') || name === 'host') && !signed.includes(name),
    );
    if (unsigned.length > 0 || !signed.includes('x-acs-content-sha256')) return [400, 'IncompleteSignature'];

    const canonicalQuery = pairsOf(query)
      .map(([name, value]) => [percentEncode(name), percentEncode(value)])
      .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const canonicalHeaders = [...signed]
      .sort()
      .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
      .join('');
    const canonicalRequest = [
      req.method,
      new URL(req.url ?? '/', 'http://stand-in').pathname,
      canonicalQuery,
      canonicalHeaders,
      signed.join(';'),
      sha256Hex(body),
    ].join('\n');
    const stringToSign = `${ALGORITHM}\n${sha256Hex(canonicalRequest)}`;
    const expected = createHmac('sha256', options.accessKeySecret).update(stringToSign).digest('hex');
    if (!sameText(expected, signature)) return [400, 'SignatureDoesNotMatch'];

    const date = Date.parse(String(req.headers['x-acs-date']));
    if (!Number.isFinite(date) || Math.abs(Date.now() - date) > CLOCK_SKEW_MS)
      return [400, 'InvalidTimeStamp.Expired'];
    const nonce = String(req.headers['x-acs-signature-nonce'] ?? '');
    if (nonce === '' || usedNonces.has(nonce)) return [400, 'SignatureNonceUsed'];
    usedNonces.add(nonce);
    return null;
  }

  /** SendSms's own checks; answers the business error code, or the message to record. */
  function sendSms(params: Map<string, string>): string | AliyunSms {
    const mobile = params.get('PhoneNumbers') ?? '';
    const signName = params.get('SignName') ?? '';
    const templateCode = params.get('TemplateCode') ?? '';
    if (!MOBILE.test(mobile)) return 'isv.MOBILE_NUMBER_ILLEGAL';
    if (signName !== options.signName) return 'isv.SMS_SIGNATURE_ILLEGAL';
    const variables = options.templates[templateCode];
    if (!variables) return 'isv.SMS_TEMPLATE_ILLEGAL';
    let parsed: unknown;
    try {
      parsed = JSON.parse(params.get('TemplateParam') ?? '{}');
    } catch {
      return 'isv.INVALID_JSON_PARAM';
    }
    if (typeof parsed !== 'object' || parsed === null) return 'isv.INVALID_JSON_PARAM';
    const values = Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value)]));
    if (!variables.every((name) => values[name] !== undefined && values[name] !== '')) {
      return 'isv.TEMPLATE_MISSING_PARAMETERS';
    }
    return { mobile, signName, templateCode, params: values };
  }

  function handle(req: IncomingMessage, res: ServerResponse, body: Buffer, answer: 'ok' | { code: string }) {
    const query = (req.url ?? '').split('?')[1] ?? '';
    const problem = signatureProblem(req, query, body);
    if (problem) {
      refuse(res, problem[0], problem[1], 'The request was refused by its signature.');
      return;
    }
    if (req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25') {
      refuse(
        res,
        404,
        'InvalidAction.NotFound',
        'Specified api is not found, please check your url and method.',
      );
      return;
    }
    // the SDK sends the parameters in the query; the documentation allows a form body as well
    const form = req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      ? pairsOf(body.toString('utf8'))
      : [];
    const result = sendSms(new Map([...pairsOf(query), ...form]));
    if (typeof result === 'string') {
      reply(res, 200, { Code: result, Message: result });
      return;
    }
    if (answer !== 'ok') {
      reply(res, 200, { Code: answer.code, Message: answer.code });
      return;
    }
    standIn.messages.push(result);
    reply(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  }

  const server = await startSmsGatewayServer({
    answer: () => standIn.answer,
    internalError: (res) =>
      reply(res, 500, {
        Code: 'InternalError',
        Message: 'The request processing has failed due to some unknown error.',
      }),
    handle,
  });
  standIn.endpoint = server.endpoint;
  standIn.close = server.close;
  return standIn;
}
