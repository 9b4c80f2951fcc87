import { escapeHtml } from '@hotel/shared/html';
import { fenToYuan } from '@hotel/shared/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicBaseUrlOf } from '../../lib/public-base-url.ts';
import type { PaymentProvider, WechatPayJsapi } from '../../payment-gateways/index.ts';
import { qrCodeDataUrl } from '../../payment-gateways/index.ts';
import { jsapiPayable, startJsapiPayment } from '../services/wechat-jsapi.ts';
import { plainPage } from './plain-page.ts';

/**
 * GET /pay/wechat/:attemptNo, the payUrl of a WeChat Pay attempt (with a real WeChat Pay gateway):
 * - in WeChat's browser, the guest is sent through web authorisation (silent, snsapi_base) and comes
 *   back with a code; the code gives the openid, a JSAPI payment is made for the order and the page
 *   hands its signed parameters to WeChat (`jsapi.js`: the content policy admits no inline script);
 * - in any other browser, the page shows its own address as a QR code to scan with WeChat.
 * GET /pay/wechat/jsapi.js is that script.
 */

const params = z.object({
  attemptNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,64}$/),
});
const query = z.object({
  code: z.string().trim().max(256).optional(),
  state: z.string().max(128).optional(),
});

const IN_WECHAT = /MicroMessenger/i;
/** Marks in the authorisation's `state` that the guest was sent to authorise a second time. */
const AUTHORISED_AGAIN = 'R';
const GATEWAY_DOWN_TEXT = '支付渠道暂时无法使用，请稍后再试或选择其他支付方式。';

/** Runs in WeChat's browser: asks WeChat to pay with the parameters the page carries. */
const JSAPI_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('wechat-pay').textContent);
  var button = document.getElementById('pay');
  var note = document.getElementById('note');
  function pay() {
    if (typeof WeixinJSBridge === 'undefined') { note.textContent = '请在微信中打开此页面'; return; }
    WeixinJSBridge.invoke('getBrandWCPayRequest', data.params, function (res) {
      if (res.err_msg === 'get_brand_wcpay_request:ok') { location.href = data.done; return; }
      note.textContent = res.err_msg === 'get_brand_wcpay_request:cancel' ? '已取消支付，可再次点击支付' : '支付未完成，请稍后再试';
    });
  }
  button.addEventListener('click', pay);
  if (typeof WeixinJSBridge === 'undefined') document.addEventListener('WeixinJSBridgeReady', pay, false);
  else pay();
})();
`;

/** JSON for a data block: a script's text is not HTML-decoded, so only `<` must not appear as such. */
function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

function messagePage(title: string, text: string): string {
  return plainPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

export const wechatPayPageRoutes: FastifyPluginAsyncZod<{
  gateway: PaymentProvider & WechatPayJsapi;
}> = async (app, { gateway }) => {
  const deps = () => ({ db: app.db, payments: app.payments });

  app.get('/jsapi.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSAPI_SCRIPT),
  );

  app.get('/:attemptNo', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const { attemptNo } = request.params;
    const now = new Date();
    const pageUrl = `${publicBaseUrlOf(app.config, request)}/pay/wechat/${attemptNo}`;

    const payable = await jsapiPayable(deps(), attemptNo, now);
    if (payable.kind === 'unknown')
      return reply.code(404).send(messagePage('支付单不存在', '请返回订单页面重新发起支付。'));
    if (payable.kind === 'unpayable') return messagePage('无法支付', payable.reason);

    if (!IN_WECHAT.test(request.headers['user-agent'] ?? '')) {
      return plainPage(
        '微信支付',
        `<h1>微信支付</h1>
<div class="amount">¥${fenToYuan(payable.found.attempt.amountFen).toFixed(2)}</div>
<img class="qr" alt="用微信扫一扫此二维码完成支付" src="${await qrCodeDataUrl(pageUrl)}">
<p>请使用微信扫一扫，在微信中完成支付。</p>`,
      );
    }
    const { code, state } = request.query;
    if (!code) return reply.redirect(gateway.oauthAuthorizeUrl(pageUrl, attemptNo));

    let openid: string;
    try {
      openid = await gateway.openIdFromOauthCode(code);
    } catch (err) {
      request.log.warn({ err, attemptNo }, 'WeChat web authorisation failed');
      // a used code (the page reloaded): authorise once more, marked in `state`; twice means WeChat's
      // side or our app secret is wrong, and going round again would never end
      if (state !== `${attemptNo}${AUTHORISED_AGAIN}`) {
        return reply.redirect(gateway.oauthAuthorizeUrl(pageUrl, `${attemptNo}${AUTHORISED_AGAIN}`));
      }
      return reply.code(502).send(messagePage('暂时无法支付', GATEWAY_DOWN_TEXT));
    }
    let started: Awaited<ReturnType<typeof startJsapiPayment>>;
    try {
      started = await startJsapiPayment(deps(), gateway, payable.found, openid, now);
    } catch (err) {
      request.log.error({ err, attemptNo }, 'WeChat Pay JSAPI order failed');
      return reply.code(502).send(messagePage('暂时无法支付', GATEWAY_DOWN_TEXT));
    }
    if (started.kind === 'unpayable') return messagePage('无法支付', started.reason);
    // the site's payment result page (apps/web paths.payState) once WeChat says it is paid
    const data = { params: started.params, done: `/PayState?id=${started.orderId}` };
    return plainPage(
      '微信支付',
      `<h1>微信支付</h1>
<div class="amount">¥${fenToYuan(started.amountFen).toFixed(2)}</div>
<dl><dt>酒店</dt><dd>${escapeHtml(started.hotelName)}</dd><dt>订单号</dt><dd>${escapeHtml(started.orderNo)}</dd></dl>
<div class="actions"><button class="primary" id="pay" type="button">立即支付</button></div>
<p class="note" id="note"></p>
<script type="application/json" id="wechat-pay">${jsonInScript(data)}</script>`,
      ['/pay/wechat/jsapi.js'],
    );
  });
};
