import { randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WechatPayTestKeys } from './wechatpay-keys.ts';
import {
  beijingRfc3339,
  buildWechatPayNotification,
  defaultSigner,
  type GatewaySigner,
  gatewayNonce,
  gatewaySignature,
  type SignedNotification,
} from './wechatpay-notifications.ts';
import { orderRoutes, refundRoute, type StandInOrder, type StandInRefund } from './wechatpay-orders.ts';

/*
 * A stand-in for WeChat Pay API v3 (direct merchant) and for WeChat's web authorisation, written from
 * the public documentation: it checks each request's WECHATPAY2-SHA256-RSA2048 Authorization with
 * the merchant's public key (401 SIGN_ERROR, unsigned, when wrong), keeps Native and JSAPI orders and
 * refunds in memory, signs every answer as WeChat Pay does, and sends signed, encrypted notifications.
 * Beside it: wechatpay-keys.ts (keys, platform certificates, key files and env), wechatpay-notifications.ts
 * (signed notifications, tampered at will), wechatpay-testbed.ts (all of it in one call).
 */

export type { StandInOrder, StandInRefund } from './wechatpay-orders.ts';

/** Switches that make the gateway misbehave; `reset()` turns them all off. */
export interface GatewayFaults {
  /** Every call answers 500 SYSTEM_ERROR, unsigned. */
  down: boolean;
  /** Waits this long before answering. */
  delayMs: number;
  unsigned: boolean;
  badSignature: boolean;
  /** Wechatpay-Serial names a key the merchant does not hold. */
  wrongSerial: boolean;
  /** Wechatpay-Timestamp 10 minutes ago (correctly signed). */
  staleTimestamp: boolean;
}

/** What a refund request gets: a refund status, or an error answer. */
export type RefundOutcome =
  | 'SUCCESS'
  | 'PROCESSING'
  | 'ABNORMAL'
  | 'CLOSED'
  | { status: number; code: string; message: string };

export interface ReceivedRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  /** The JSON body, parsed; undefined for none. */
  body: unknown;
}

/** A notification the stand-in built (and POSTed unless told not to). */
export interface SentNotification extends SignedNotification {
  url: string;
  /** The merchant's HTTP status, when delivered. */
  deliveredStatus?: number;
}

export interface WechatPayStandIn {
  readonly baseUrl: string;
  readonly keys: WechatPayTestKeys;
  readonly orders: Map<string, StandInOrder>;
  readonly refunds: Map<string, StandInRefund>;
  /** Every /v3 call that passed the signature check, in order. */
  readonly requests: ReceivedRequest[];
  readonly faults: GatewayFaults;
  refundOutcome: RefundOutcome;
  /** Who signs answers and notifications: the public key, or a platform certificate in a switch-over. */
  signer: GatewaySigner;
  /** Web authorisation codes the gateway knows, and the openid each stands for (used once). */
  readonly oauthCodes: Map<string, string>;
  /** The guest pays a pending order: it turns SUCCESS and TRANSACTION.SUCCESS goes to its notify_url. */
  pay(outTradeNo: string, options?: { deliver?: boolean }): Promise<SentNotification>;
  /** A refund reaches its end, and REFUND.<status> goes to its notify_url. */
  finishRefund(
    outRefundNo: string,
    status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED',
    options?: { deliver?: boolean },
  ): Promise<SentNotification>;
  reset(): void;
  close(): Promise<void>;
}

const MAX_SKEW_SECONDS = 300;

function noFaults(): GatewayFaults {
  return {
    down: false,
    delayMs: 0,
    unsigned: false,
    badSignature: false,
    wrongSerial: false,
    staleTimestamp: false,
  };
}

/** Whether the Authorization of this request is the merchant's, per 签名生成 of API v3. */
function signedByMerchant(keys: WechatPayTestKeys, req: IncomingMessage, body: string): boolean {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
  const params = Object.fromEntries(
    [...header.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]),
  );
  const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = params;
  if (mchid !== keys.mchid || serial !== keys.merchant.certSerial || !nonce || !signature || !timestamp)
    return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return false;
  const message = `${req.method}\n${req.url}\n${timestamp}\n${nonce}\n${body}\n`;
  return verify('sha256', Buffer.from(message), keys.merchant.publicKey, Buffer.from(signature, 'base64'));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startWechatPayStandIn(keys: WechatPayTestKeys): Promise<WechatPayStandIn> {
  const orders = new Map<string, StandInOrder>();
  const refunds = new Map<string, StandInRefund>();
  const requests: ReceivedRequest[] = [];
  const oauthCodes = new Map<string, string>();
  const closing = new AbortController();

  function answer(res: ServerResponse, status: number, body?: object, signed = true): void {
    const text = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = { 'Request-ID': randomBytes(12).toString('hex') };
    if (body !== undefined) headers['Content-Type'] = 'application/json; charset=utf-8';
    const { faults, signer } = standIn;
    if (signed && !faults.unsigned) {
      const timestamp = String(Math.floor(Date.now() / 1000) - (faults.staleTimestamp ? 600 : 0));
      const nonce = gatewayNonce();
      headers['Wechatpay-Timestamp'] = timestamp;
      headers['Wechatpay-Nonce'] = nonce;
      headers['Wechatpay-Signature'] = gatewaySignature(
        signer.privateKey,
        timestamp,
        nonce,
        faults.badSignature ? `${text}x` : text,
      );
      headers['Wechatpay-Serial'] = faults.wrongSerial
        ? 'PUB_KEY_ID_0000000000000000000000000000000000'
        : signer.serial;
      headers['Wechatpay-Signature-Type'] = 'WECHATPAY2-SHA256-RSA2048';
    }
    res.writeHead(status, headers).end(text);
  }

  const routes = [...orderRoutes(keys, orders), refundRoute(orders, refunds, () => standIn.refundOutcome)];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (standIn.faults.delayMs > 0)
      await sleep(standIn.faults.delayMs, undefined, { signal: closing.signal });
    if (standIn.faults.down) return answer(res, 500, { code: 'SYSTEM_ERROR', message: '系统错误' }, false);
    if (req.method === 'GET' && url.pathname === '/sns/oauth2/access_token')
      return webAuthorisation(url, res);
    if (!signedByMerchant(keys, req, raw))
      return answer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' }, false);

    let body: unknown;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      return answer(res, 400, { code: 'PARAM_ERROR', message: '请求体不是JSON' });
    }
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    for (const route of routes) {
      const match = req.method === route.method ? route.path.exec(url.pathname) : null;
      if (!match) continue;
      const result = route.handle({
        params: match.slice(1).map(decodeURIComponent),
        query: url.searchParams,
        body,
      });
      return answer(res, result.status, result.body);
    }
    answer(res, 404, { code: 'NOT_FOUND', message: '无此接口' });
  }

  /** GET /sns/oauth2/access_token (网页授权): unsigned, errors as {errcode, errmsg} with HTTP 200. */
  function webAuthorisation(url: URL, res: ServerResponse): void {
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(accessToken(url.searchParams)));
  }

  function accessToken(query: URLSearchParams): object {
    if (query.get('appid') !== keys.appid) return { errcode: 40013, errmsg: 'invalid appid' };
    if (query.get('secret') !== keys.appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' };
    if (query.get('grant_type') !== 'authorization_code')
      return { errcode: 40002, errmsg: 'invalid grant_type' };
    const code = query.get('code') ?? '';
    const openid = oauthCodes.get(code);
    if (!openid) return { errcode: 40029, errmsg: 'invalid code' };
    oauthCodes.delete(code); // a code is good once
    return {
      access_token: randomBytes(24).toString('hex'),
      expires_in: 7200,
      refresh_token: randomBytes(24).toString('hex'),
      openid,
      scope: 'snsapi_base',
    };
  }

  async function send(
    url: string,
    notification: SignedNotification,
    deliver: boolean,
  ): Promise<SentNotification> {
    if (!deliver) return { url, ...notification };
    const response = await fetch(url, {
      method: 'POST',
      headers: notification.headers,
      body: notification.body,
    });
    await response.arrayBuffer();
    return { url, ...notification, deliveredStatus: response.status };
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent && !closing.signal.aborted) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: WechatPayStandIn = {
    baseUrl: `http://127.0.0.1:${port}`,
    keys,
    orders,
    refunds,
    requests,
    faults: noFaults(),
    refundOutcome: 'SUCCESS',
    signer: defaultSigner(keys),
    oauthCodes,

    async pay(outTradeNo, options = {}) {
      const order = orders.get(outTradeNo);
      if (order?.tradeState !== 'NOTPAY') throw new Error(`stand-in: ${outTradeNo} is not payable`);
      order.tradeState = 'SUCCESS';
      order.transactionId = `4200${Date.now()}${randomBytes(2).readUInt16BE(0)}`;
      order.successTime = beijingRfc3339(new Date());
      const notification = buildWechatPayNotification(
        keys,
        {
          kind: 'payment',
          outTradeNo,
          amountFen: order.amountFen,
          transactionId: order.transactionId,
          tradeType: order.tradeType,
          openid: order.openid,
        },
        { signer: standIn.signer },
      );
      return send(order.notifyUrl, notification, options.deliver ?? true);
    },

    async finishRefund(outRefundNo, status, options = {}) {
      const refund = refunds.get(outRefundNo);
      if (!refund) throw new Error(`stand-in: no refund ${outRefundNo}`);
      refund.status = status;
      const notification = buildWechatPayNotification(
        keys,
        {
          kind: 'refund',
          outTradeNo: refund.outTradeNo,
          outRefundNo,
          refundId: refund.refundId,
          status,
          refundFen: refund.refundFen,
          totalFen: refund.totalFen,
        },
        { signer: standIn.signer },
      );
      return send(refund.notifyUrl, notification, options.deliver ?? true);
    },

    reset() {
      Object.assign(standIn.faults, noFaults());
      standIn.refundOutcome = 'SUCCESS';
      standIn.signer = defaultSigner(keys);
    },

    async close() {
      closing.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standIn;
}
