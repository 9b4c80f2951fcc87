import { createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, type TestApp } from '../helpers/app.ts';
import {
  attemptsOf,
  type BookingWorld,
  bookWithOnlinePayment,
  createBookingWorld,
  orderById,
} from '../helpers/order-factories.ts';
import { startWechatPayTestbed, type WechatPayTestbed } from '../stand-ins/wechatpay-testbed.ts';

/**
 * The WeChat Pay page a payUrl opens: in WeChat's browser, web authorisation gives the guest's
 * openid and a JSAPI payment of its own is made for the order (WeChat Pay takes one order per
 * out_trade_no, and the QR code's Native order has it); elsewhere, the page's own QR code.
 */
let t: TestApp;
let wechat: WechatPayTestbed;
let world: BookingWorld;
let base: string;
const IN_WECHAT =
  'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI';

beforeAll(async () => {
  wechat = await startWechatPayTestbed();
  const listening = await createListeningTestApp({ ...wechat.env, PAYMENT_PROVIDER: 'none' });
  t = listening;
  base = listening.baseUrl;
  world = await createBookingWorld(t.db, { rooms: 20 });
});
afterAll(async () => {
  await t?.close();
  await wechat?.close();
});

const wechatOrder = () => bookWithOnlinePayment(t.app, t.db, world, 'wxpay');

function open(path: string, userAgent = IN_WECHAT) {
  return t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': userAgent } });
}

describe('the WeChat Pay page', () => {
  it('shows its own address as a QR code in a browser that is not WeChat', async () => {
    const { cashier } = await wechatOrder();
    expect(cashier.payUrl).toBe(`${base}/pay/wechat/${cashier.attemptNo}`);
    const page = await open(new URL(cashier.payUrl).pathname, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('请使用微信扫一扫');
    expect(page.body).toMatch(/<img class="qr"[^>]+src="data:image\/png;base64,/);
  });

  it('in WeChat: authorises, makes a JSAPI payment of its own and hands WeChat signed parameters; paying it pays the order', async () => {
    const { order, cashier } = await wechatOrder();
    const path = new URL(cashier.payUrl).pathname;

    const first = await open(path);
    expect(first.statusCode).toBe(302);
    const authorize = new URL(first.headers.location as string);
    expect(authorize.searchParams.get('appid')).toBe(wechat.keys.appid);
    expect(authorize.searchParams.get('redirect_uri')).toBe(cashier.payUrl);
    expect(authorize.searchParams.get('scope')).toBe('snsapi_base');
    expect(authorize.searchParams.get('state')).toBe(cashier.attemptNo);
    expect(authorize.hash).toBe('#wechat_redirect');

    wechat.gateway.oauthCodes.set('CODE-1', 'o-guest-openid-1');
    const page = await open(`${path}?code=CODE-1&state=${cashier.attemptNo}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/pay/wechat/jsapi.js"></script>');
    const block = /<script type="application\/json" id="wechat-pay">([^<]*)<\/script>/.exec(page.body)?.[1];
    const data = JSON.parse(block ?? '{}') as {
      params: { appId: string; timeStamp: string; nonceStr: string; package: string; paySign: string };
      done: string;
    };
    expect(data.done).toBe(`/PayState?id=${order.id}`);
    const { appId, timeStamp, nonceStr, package: pack, paySign } = data.params;
    const signed = createVerify('RSA-SHA256').update(`${appId}\n${timeStamp}\n${nonceStr}\n${pack}\n`);
    expect(signed.verify(wechat.keys.merchant.publicKey, paySign, 'base64')).toBe(true);

    const attempts = await attemptsOf(t.db, order.id);
    expect(attempts.map((a) => a.status)).toEqual(['closed', 'pending']);
    const jsapi = attempts[1];
    const jsapiOrder = wechat.gateway.requests.find((r) => r.url === '/v3/pay/transactions/jsapi');
    expect(jsapiOrder?.body).toMatchObject({
      out_trade_no: jsapi?.attemptNo,
      payer: { openid: 'o-guest-openid-1' },
    });
    expect(pack).toMatch(/^prepay_id=/);
    expect(
      wechat.gateway.requests.some((r) => r.url.includes(`/out-trade-no/${cashier.attemptNo}/close`)),
    ).toBe(true);

    const sent = await wechat.gateway.pay(jsapi?.attemptNo ?? '');
    expect(sent.deliveredStatus).toBe(204);
    expect(await orderById(t.db, order.id)).toMatchObject({ payResult: 1, payMethod: 'wxpay' });
  });

  it('authorises again when the page is reloaded with a used code, and says why an order cannot be paid', async () => {
    const { order, cashier } = await wechatOrder();
    const path = new URL(cashier.payUrl).pathname;
    const reloaded = await open(`${path}?code=USED-CODE&state=${cashier.attemptNo}`);
    expect(reloaded.statusCode).toBe(302);
    const again = new URL(reloaded.headers.location as string);
    expect(again.pathname).toContain('/connect/oauth2/authorize');
    expect(again.searchParams.get('state')).toBe(`${cashier.attemptNo}R`);
    // authorised again and failing again: a page that says so, not a loop
    const stuck = await open(`${path}?code=OTHER-USED-CODE&state=${cashier.attemptNo}R`);
    expect(stuck.statusCode).toBe(502);
    expect(stuck.body).toContain('支付渠道暂时无法使用');

    await wechat.gateway.pay(cashier.attemptNo);
    expect((await orderById(t.db, order.id)).payResult).toBe(1);
    const paid = await open(path);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('无法支付');
    expect(paid.body).toContain('订单已支付');

    expect((await open('/pay/wechat/PA000000000000000000000000')).statusCode).toBe(404);
  });
});
