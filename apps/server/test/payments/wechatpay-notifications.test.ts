import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseWechatPayNotification,
  WechatNotificationRefused,
} from '../../src/payment-gateways/wechatpay/notifications.ts';
import { createWechatPayProvider } from '../../src/payment-gateways/wechatpay/provider.ts';
import { wechatPaySettingsFrom } from '../../src/payment-gateways/wechatpay/settings.ts';
import { makePlatformCertificate, writeWechatPayEnv } from '../stand-ins/wechatpay-keys.ts';
import {
  buildWechatPayNotification,
  gatewaySignature,
  type NotificationEvent,
  type NotificationOverrides,
  platformCertificateSigner,
} from '../stand-ins/wechatpay-notifications.ts';
import { startWechatPayTestbed, type WechatPayTestbed } from '../stand-ins/wechatpay-testbed.ts';

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let bed: WechatPayTestbed;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

/** The site as WeChat Pay reaches it: records what arrives, answers 200. */
beforeAll(async () => {
  bed = await startWechatPayTestbed();
  receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await bed.close();
});

const newAttemptNo = () => `PA${randomBytes(12).toString('hex').toUpperCase()}`;
const payment = (): NotificationEvent => ({ kind: 'payment', outTradeNo: newAttemptNo(), amountFen: 45_800 });
const nowSeconds = () => Math.floor(Date.now() / 1000);

function parse(notification: { headers: Record<string, string | string[] | undefined>; body: string }) {
  return parseWechatPayNotification(bed.settings, notification.headers, notification.body, new Date());
}

function refusalOf(notification: {
  headers: Record<string, string>;
  body: string;
}): WechatNotificationRefused {
  try {
    parse(notification);
  } catch (err) {
    if (err instanceof WechatNotificationRefused) return err;
    throw err;
  }
  throw new Error('the notification was accepted');
}

describe('notifications WeChat Pay sends', () => {
  it('a payment arrives at the notify address and reads as the attempt, the amount in fen and the transaction', async () => {
    const provider = createWechatPayProvider(bed.settings, { notifyBaseUrl: receiverUrl });
    const attemptNo = newAttemptNo();
    const expiresAt = new Date(Date.now() + 15 * 60_000);
    await provider.createPayment({
      attemptNo,
      method: 'wxpay',
      amountFen: 45_800,
      description: '订单',
      expiresAt,
      siteBaseUrl: receiverUrl,
    });

    const sent = await bed.gateway.pay(attemptNo);
    const arrived = received.at(-1);
    expect(sent.deliveredStatus).toBe(200);
    expect(arrived?.url).toBe('/crsapi/v1/pay/notify/wechatpay');
    expect(parse({ headers: arrived?.headers ?? {}, body: arrived?.body ?? '' })).toEqual({
      kind: 'payment',
      notification: {
        attemptNo,
        amountFen: 45_800,
        txnId: bed.gateway.orders.get(attemptNo)?.transactionId,
        status: 'SUCCESS',
      },
    });
  });

  it('a refund’s end arrives at the refund notify address and reads as that refund', async () => {
    const provider = createWechatPayProvider(bed.settings, { notifyBaseUrl: receiverUrl });
    const attemptNo = newAttemptNo();
    const expiresAt = new Date(Date.now() + 15 * 60_000);
    await provider.createPayment({
      attemptNo,
      method: 'wxpay',
      amountFen: 45_800,
      description: '订单',
      expiresAt,
      siteBaseUrl: receiverUrl,
    });
    await bed.gateway.pay(attemptNo, { deliver: false });
    bed.gateway.refundOutcome = 'PROCESSING';
    const { refundId } = await provider.refund({
      refundNo: 'RF20260608A1',
      attemptNo,
      amountFen: 20_000,
      attemptAmountFen: 45_800,
      providerTxnId: null,
      reason: '取消',
    });
    bed.gateway.reset();

    await bed.gateway.finishRefund('RF20260608A1', 'SUCCESS');
    const arrived = received.at(-1);
    expect(arrived?.url).toBe('/crsapi/v1/pay/refund-notify/wechatpay');
    expect(parse({ headers: arrived?.headers ?? {}, body: arrived?.body ?? '' })).toEqual({
      kind: 'refund',
      refundNo: 'RF20260608A1',
      refundId,
      status: 'SUCCESS',
      attemptNo,
      amountFen: 20_000,
    });
  });

  it.each(['SUCCESS', 'ABNORMAL', 'CLOSED'] as const)(
    'a REFUND.%s notification reads as that status',
    (status) => {
      const event: NotificationEvent = {
        kind: 'refund',
        outTradeNo: 'PA0001',
        outRefundNo: 'RF0001',
        refundId: '50300908092018010222',
        status,
        refundFen: 100,
        totalFen: 45_800,
      };
      expect(parse(buildWechatPayNotification(bed.keys, event))).toEqual({
        kind: 'refund',
        refundNo: 'RF0001',
        refundId: '50300908092018010222',
        status,
        attemptNo: 'PA0001',
        amountFen: 100,
      });
    },
  );

  it('header names are found whatever their case', () => {
    const notification = buildWechatPayNotification(bed.keys, payment());
    const headers = Object.fromEntries(
      Object.entries(notification.headers).map(([name, value]) => [
        name.replace(/(^|-)\w/g, (s) => s.toUpperCase()),
        value,
      ]),
    );
    expect(parse({ headers, body: notification.body }).kind).toBe('payment');
  });

  it('a notification signed with a platform certificate the merchant holds is read, during a switch-over', () => {
    const certificate = makePlatformCertificate();
    const files = writeWechatPayEnv(bed.keys, {
      baseUrl: bed.gateway.baseUrl,
      platformCertificates: [certificate],
    });
    const switching = wechatPaySettingsFrom(files.env);
    files.cleanup();
    if (!switching) throw new Error('incomplete settings');

    const notification = buildWechatPayNotification(bed.keys, payment(), {
      signer: platformCertificateSigner(certificate),
    });
    expect(
      parseWechatPayNotification(switching, notification.headers, notification.body, new Date()).kind,
    ).toBe('payment');
    expect(() => parse(notification)).toThrow(WechatNotificationRefused);
  });
});

describe('notifications that are refused', () => {
  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  it.each<[string, () => NotificationOverrides, string, NotificationEvent?]>([
    ['a body changed after signing', () => ({ tamper: true }), 'bad signature'],
    [
      'a signature by another key',
      () => ({ signer: { serial: bed.keys.gateway.publicKeyId, privateKey: otherKey } }),
      'bad signature',
    ],
    ['a signature over something else', () => ({ badSignature: true }), 'bad signature'],
    [
      'a timestamp 6 minutes old',
      () => ({ timestamp: nowSeconds() - 360 }),
      'timestamp more than 5 minutes away',
    ],
    [
      'a timestamp 6 minutes ahead',
      () => ({ timestamp: nowSeconds() + 360 }),
      'timestamp more than 5 minutes away',
    ],
    [
      'an unknown Wechatpay-Serial',
      () => ({ serial: 'PUB_KEY_ID_0114232134912410000000000000000000' }),
      'unknown Wechatpay-Serial',
    ],
    ['a payment to another merchant', () => ({ mchid: '1900000109' }), 'for another merchant'],
    ['a payment to another app', () => ({ appid: 'wxd678efh567hg6787' }), 'for another app'],
    [
      'a refund for another merchant',
      () => ({ mchid: '1900000109' }),
      'for another merchant',
      { kind: 'refund', outTradeNo: 'PA0002', outRefundNo: 'RF0002', refundFen: 100, totalFen: 100 },
    ],
    ['a resource sealed with another APIv3 key', () => ({ apiV3Key: 'K'.repeat(32) }), 'cannot be decrypted'],
  ])('%s', (_, overrides, reason, event) => {
    const notification = buildWechatPayNotification(bed.keys, event ?? payment(), overrides());
    const refusal = refusalOf(notification);
    expect(refusal.reason).toContain(reason);
    expect(refusal.message).not.toContain(JSON.parse(notification.body).resource.ciphertext);
  });

  it('one without WeChat Pay’s signature headers', () => {
    const notification = buildWechatPayNotification(bed.keys, payment());
    expect(() => parse({ headers: { 'content-type': 'application/json' }, body: notification.body })).toThrow(
      new WechatNotificationRefused('not signed'),
    );
  });

  it('a signed body that is not a notification', () => {
    const timestamp = String(nowSeconds());
    const body = '{"hello":"world"}';
    const headers = {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': 'n0nce',
      'wechatpay-signature': gatewaySignature(bed.keys.gateway.privateKey, timestamp, 'n0nce', body),
      'wechatpay-serial': bed.keys.gateway.publicKeyId,
    };
    expect(() => parse({ headers, body })).toThrow(
      new WechatNotificationRefused('not a WeChat Pay notification'),
    );
  });
});
