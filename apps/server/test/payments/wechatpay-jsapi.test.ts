import { randomBytes, verify } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseWechatPayNotification } from '../../src/payment-gateways/wechatpay/notifications.ts';
import { createWechatPayProvider } from '../../src/payment-gateways/wechatpay/provider.ts';
import { startWechatPayTestbed, type WechatPayTestbed } from '../stand-ins/wechatpay-testbed.ts';

const SITE = 'https://hotel.example.cn';

let bed: WechatPayTestbed;
let provider: ReturnType<typeof createWechatPayProvider>;

beforeAll(async () => {
  bed = await startWechatPayTestbed();
  provider = createWechatPayProvider(bed.settings, { notifyBaseUrl: SITE });
});
afterEach(() => bed.gateway.reset());
afterAll(() => bed.close());

const newAttemptNo = () => `PA${randomBytes(12).toString('hex').toUpperCase()}`;

describe('web authorisation', () => {
  it('sends the guest through silent (snsapi_base) authorisation with the parameters in WeChat’s order', () => {
    const back = `${SITE}/pay/wechat/PA0001?from=qr`;
    expect(provider.oauthAuthorizeUrl(back, 'PA0001x7')).toBe(
      `${bed.settings.oauthAuthorizeUrl}?appid=${bed.keys.appid}&redirect_uri=${encodeURIComponent(back)}` +
        '&response_type=code&scope=snsapi_base&state=PA0001x7#wechat_redirect',
    );
  });

  it('refuses a state WeChat would not pass back', () => {
    expect(() => provider.oauthAuthorizeUrl(SITE, 'a b')).toThrow(/state/);
  });

  it('turns the code WeChat comes back with into the guest’s openid', async () => {
    bed.gateway.oauthCodes.set('061Xy2000pZ3', 'oGuestOpenId0001');
    expect(await provider.openIdFromOauthCode('061Xy2000pZ3')).toBe('oGuestOpenId0001');
  });

  it('throws for a code WeChat does not know, or already used, without telling the app secret', async () => {
    bed.gateway.oauthCodes.set('061Once', 'oGuestOpenId0002');
    await provider.openIdFromOauthCode('061Once');

    const refused = await provider.openIdFromOauthCode('061Once').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(Error);
    expect(String(refused)).toMatch(/errcode 40029/);
    expect(String(refused)).not.toContain(bed.keys.appSecret);
  });
});

describe('a JSAPI payment', () => {
  it('makes the documented JSAPI order for the guest’s openid and returns its prepay_id', async () => {
    const attemptNo = newAttemptNo();
    const prepayId = await provider.jsapiPrepay({
      attemptNo,
      openid: 'oGuestOpenId0003',
      amountFen: 45_800,
      description: '光影酒店（上海外滩店）订单 R2026060800018',
      expiresAt: new Date('2030-06-08T02:34:56Z'),
    });

    const order = bed.gateway.orders.get(attemptNo);
    expect(prepayId).toBe(order?.prepayId);
    expect(order?.request).toEqual({
      appid: bed.keys.appid,
      mchid: bed.keys.mchid,
      description: '光影酒店（上海外滩店）订单 R2026060800018',
      out_trade_no: attemptNo,
      time_expire: '2030-06-08T10:34:56+08:00',
      notify_url: `${SITE}/crsapi/v1/pay/notify/wechatpay`,
      amount: { total: 45_800, currency: 'CNY' },
      payer: { openid: 'oGuestOpenId0003' },
    });
  });

  it('gives the page pay parameters signed so WeChat can check them with the merchant key', () => {
    const params = provider.jsapiPayParams('wx201410272009395522657a690389285100');

    expect(params).toMatchObject({
      appId: bed.keys.appid,
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
    });
    expect(params.timeStamp).toMatch(/^\d{10}$/);
    expect(params.nonceStr.length).toBeLessThanOrEqual(32);
    const signed = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    const valid = verify(
      'sha256',
      Buffer.from(signed),
      bed.keys.merchant.publicKey,
      Buffer.from(params.paySign, 'base64'),
    );
    expect(valid).toBe(true);
  });

  it('is paid through the same notification as a Native order', async () => {
    const attemptNo = newAttemptNo();
    const expiresAt = new Date(Date.now() + 15 * 60_000);
    await provider.jsapiPrepay({
      attemptNo,
      openid: 'oGuestOpenId0004',
      amountFen: 12_800,
      description: '订单',
      expiresAt,
    });
    const sent = await bed.gateway.pay(attemptNo, { deliver: false });

    const parsed = parseWechatPayNotification(bed.settings, sent.headers, sent.body, new Date());
    expect(parsed).toEqual({
      kind: 'payment',
      notification: {
        attemptNo,
        amountFen: 12_800,
        status: 'SUCCESS',
        txnId: bed.gateway.orders.get(attemptNo)?.transactionId,
      },
    });
  });

  it('cannot reuse the attempt number of a Native order: WeChat Pay refuses it as a duplicate', async () => {
    const attemptNo = newAttemptNo();
    const order = {
      attemptNo,
      amountFen: 45_800,
      description: '订单',
      expiresAt: new Date(Date.now() + 15 * 60_000),
    };
    await provider.createPayment({ ...order, method: 'wxpay', siteBaseUrl: SITE });

    await expect(provider.jsapiPrepay({ ...order, openid: 'oGuestOpenId0005' })).rejects.toMatchObject({
      code: 'OUT_TRADE_NO_USED',
    });
  });
});
