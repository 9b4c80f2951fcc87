import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AlipaySettings, alipaySettingsFrom } from '../../src/payment-gateways/alipay/settings.ts';
import {
  type AlipayTestEnv,
  alipayNotificationForm,
  alipaySignContent,
  alipayTime,
  type RsaKeyPair,
  rsa2Sign,
  rsa2Verifies,
  rsaKeyPair,
  TEST_ALIPAY_APP_ID,
  TEST_ALIPAY_SELLER_ID,
  writeAlipayTestEnv,
} from './alipay-fixtures.ts';
import { type AlipayAnswerFields, type StandInTrade, tradeMethods } from './alipay-trades.ts';

/**
 * A stand-in of Alipay's gateway.do (OpenAPI 2.0) on 127.0.0.1, written from Alipay's documentation:
 * it checks each request's RSA2 signature with the app's public key, keeps trades in memory and
 * answers `{"<method>_response":{…},"sign":"…"}` signed with its own "Alipay" key.
 */
export interface AlipayStandIn {
  /** http://127.0.0.1:<port>/gateway.do */
  gateway: string;
  /** The stand-in's "Alipay" key pair: the public half goes to ALIPAY_PUBLIC_KEY_FILE. */
  alipayKeys: RsaKeyPair;
  appId: string;
  sellerId: string;
  /** Every request received, in order, with its parameters and parsed biz_content. */
  calls: GatewayCall[];
  trades: Map<string, StandInTrade>;
  /** What alipay.trade.refund does with the next new refund request. */
  refundOutcome: RefundOutcome;
  /** Delay before any answer, in ms. */
  delayMs: number;
  /** `bad`: answers signed over other content; `missing`: answers without a sign. */
  responseSignature: 'valid' | 'bad' | 'missing';
  /** `http-500` answers every request with a 500; `refused` stops listening; false comes back. */
  setDown(mode: false | 'http-500' | 'refused'): Promise<void>;
  /** The guest scans the QR code: a precreated trade now exists (WAIT_BUYER_PAY). */
  scan(outTradeNo: string): void;
  /**
   * The guest pays: the trade succeeds and, unless `notify` is false, the signed notification is
   * posted to the trade's notify_url. Returns the form and the merchant's answer (null: unreachable).
   */
  pay(
    outTradeNo: string,
    options?: { notify?: boolean },
  ): Promise<{ form: Record<string, string>; answer: string | null }>;
  /** A signed notification of the trade as it is now, with fields changed before signing. */
  notificationForm(
    outTradeNo: string,
    overrides?: Record<string, string | undefined>,
  ): Record<string, string>;
  close(): Promise<void>;
}

export type RefundOutcome = 'success' | 'pending' | { subCode: string; subMsg: string };

export interface GatewayCall {
  httpMethod: string;
  method: string;
  params: Record<string, string>;
  biz: Record<string, unknown>;
}

export async function startAlipayStandIn(options: {
  appPublicKey: string;
  appId?: string;
  sellerId?: string;
}): Promise<AlipayStandIn> {
  const alipayKeys = rsaKeyPair();
  const appId = options.appId ?? TEST_ALIPAY_APP_ID;
  const sellerId = options.sellerId ?? TEST_ALIPAY_SELLER_ID;
  const timers = new Set<NodeJS.Timeout>();
  let down: false | 'http-500' | 'refused' = false;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  const standIn: AlipayStandIn = {
    gateway: `http://127.0.0.1:${port}/gateway.do`,
    alipayKeys,
    appId,
    sellerId,
    calls: [],
    trades: new Map(),
    refundOutcome: 'success',
    delayMs: 0,
    responseSignature: 'valid',
    async setDown(mode) {
      if (mode === 'refused' && down !== 'refused') {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      } else if (mode !== 'refused' && down === 'refused') {
        server.listen(port, '127.0.0.1');
        await once(server, 'listening');
      }
      down = mode;
    },
    scan(outTradeNo) {
      const trade = tradeOf(outTradeNo);
      if (trade.status === 'PRECREATED') trade.status = 'WAIT_BUYER_PAY';
    },
    async pay(outTradeNo, payOptions = {}) {
      const trade = tradeOf(outTradeNo);
      if (trade.status !== 'PRECREATED' && trade.status !== 'WAIT_BUYER_PAY')
        throw new Error(`stand-in: trade ${outTradeNo} is ${trade.status}, it cannot be paid`);
      trade.status = 'TRADE_SUCCESS';
      trade.gmtPayment = alipayTime();
      const form = standIn.notificationForm(outTradeNo);
      if (payOptions.notify === false || !trade.notifyUrl) return { form, answer: null };
      try {
        const answer = await fetch(trade.notifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
          body: new URLSearchParams(form).toString(),
        });
        return { form, answer: await answer.text() };
      } catch {
        return { form, answer: null };
      }
    },
    notificationForm(outTradeNo, overrides = {}) {
      const trade = tradeOf(outTradeNo);
      return alipayNotificationForm(
        alipayKeys.privateKey,
        {
          appId,
          sellerId,
          outTradeNo,
          tradeNo: trade.tradeNo,
          totalAmount: trade.totalAmount,
          subject: trade.subject,
        },
        { trade_status: trade.status === 'PRECREATED' ? 'WAIT_BUYER_PAY' : trade.status, ...overrides },
      );
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      if (down !== 'refused') await new Promise((resolve) => server.close(resolve));
    },
  };
  const methods = tradeMethods(standIn);

  function tradeOf(outTradeNo: string): StandInTrade {
    const trade = standIn.trades.get(outTradeNo);
    if (!trade) throw new Error(`stand-in: no trade ${outTradeNo}`);
    return trade;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    if (standIn.delayMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, standIn.delayMs);
        timers.add(timer);
      });
    }
    if (down === 'http-500') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const params = {
      ...Object.fromEntries(url.searchParams),
      ...Object.fromEntries(new URLSearchParams(body)),
    };
    const method = params.method ?? '';
    const biz = parseBiz(params.biz_content);
    standIn.calls.push({ httpMethod: req.method ?? '', method, params, biz });

    const refused = commonProblem(params, { appId, appPublicKey: options.appPublicKey });
    if (req.method === 'GET') {
      // a page method (alipay.trade.wap.pay) opened in the guest's browser: Alipay's cashier
      const page = refused ? `错误：${refused.sub_msg}` : `支付宝收银台 ${String(biz.out_trade_no)}`;
      res.writeHead(refused ? 400 : 200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    const handler = methods[method];
    const answer =
      refused ??
      (handler
        ? handler(biz, params)
        : {
            code: '40002',
            msg: 'Invalid Arguments',
            sub_code: 'isv.invalid-method',
            sub_msg: '不存在的方法名',
          });
    reply(res, method, answer);
  }

  function reply(res: ServerResponse, method: string, answer: AlipayAnswerFields): void {
    const key = method ? `${method.replaceAll('.', '_')}_response` : 'error_response';
    const content = JSON.stringify(answer);
    const signed = standIn.responseSignature === 'bad' ? `${content} ` : content;
    const sign = rsa2Sign(alipayKeys.privateKey, signed);
    const text =
      standIn.responseSignature === 'missing'
        ? `{"${key}":${content}}`
        : `{"${key}":${content},"sign":${JSON.stringify(sign)}}`;
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' }).end(text);
  }

  return standIn;
}

/** The common parameters, checked as the gateway does before any method runs. */
function commonProblem(
  params: Record<string, string>,
  app: { appId: string; appPublicKey: string },
): AlipayAnswerFields | undefined {
  const invalid = (sub_code: string, sub_msg: string) => ({
    code: '40002',
    msg: 'Invalid Arguments',
    sub_code,
    sub_msg,
  });
  if (!params.app_id)
    return {
      code: '40001',
      msg: 'Missing Required Arguments',
      sub_code: 'isv.missing-app-id',
      sub_msg: '缺少AppID参数',
    };
  if (!params.sign)
    return {
      code: '40001',
      msg: 'Missing Required Arguments',
      sub_code: 'isv.missing-signature',
      sub_msg: '缺少签名参数',
    };
  if (params.app_id !== app.appId) return invalid('isv.invalid-app-id', '无效的AppID参数');
  if (params.sign_type !== 'RSA2') return invalid('isv.invalid-signature-type', '无效签名类型');
  if (params.charset !== 'utf-8') return invalid('isv.invalid-charset', '字符集错误');
  if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(params.timestamp ?? ''))
    return invalid('isv.invalid-timestamp', '非法的时间戳参数');
  const content = alipaySignContent(params, ['sign'], { skipEmpty: true });
  if (!rsa2Verifies(app.appPublicKey, content, params.sign))
    return invalid('isv.invalid-signature', `验签出错，网关生成的验签字符串为：${content}`);
  return undefined;
}

function parseBiz(bizContent: string | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(bizContent ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Everything a test of the Alipay adapter needs: app keys, a running stand-in, ALIPAY_* settings. */
export interface AlipayTestSetup {
  standIn: AlipayStandIn;
  settings: AlipaySettings;
  env: Record<string, string>;
  appKeys: RsaKeyPair;
  close(): Promise<void>;
}

/** `withSellerId`: ALIPAY_SELLER_ID set to the stand-in's seller, so notifications for others are refused. */
export async function createAlipayTestSetup(
  options: { withSellerId?: boolean } = {},
): Promise<AlipayTestSetup> {
  const appKeys = rsaKeyPair();
  const standIn = await startAlipayStandIn({ appPublicKey: appKeys.publicKey });
  let files: AlipayTestEnv | undefined;
  try {
    files = await writeAlipayTestEnv({
      gateway: standIn.gateway,
      sellerId: options.withSellerId ? standIn.sellerId : undefined,
      appPrivateKey: appKeys.privateKey,
      alipayPublicKey: standIn.alipayKeys.publicKey,
    });
    const settings = alipaySettingsFrom(files.env);
    if (!settings) throw new Error('stand-in: no Alipay settings from the test env');
    const written = files;
    return {
      standIn,
      settings,
      env: files.env,
      appKeys,
      async close() {
        await standIn.close();
        await written.remove();
      },
    };
  } catch (error) {
    await standIn.close();
    await files?.remove();
    throw error;
  }
}
