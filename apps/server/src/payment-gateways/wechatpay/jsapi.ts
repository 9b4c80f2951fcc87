import { z } from 'zod';
import { answerFields, type WechatPayCall } from './client.ts';
import { type TransactionOrder, transactionFields } from './order-fields.ts';
import type { WechatPaySettings } from './settings.ts';
import { merchantSignature, randomNonce, unixSeconds } from './signing.ts';

/** What WeixinJSBridge.invoke('getBrandWCPayRequest', …) takes, signed by the merchant. */
export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export interface JsapiPrepayRequest extends TransactionOrder {
  /** The guest's openid under our AppID, from web authorisation. */
  openid: string;
}

/**
 * Paying inside WeChat's browser: web authorisation (snsapi_base, silent) gives the guest's openid,
 * a JSAPI order gives a prepay_id, and the page hands the signed pay parameters to WeChat.
 */
export interface WechatPayJsapi {
  /** Where to send the guest so WeChat comes back to `redirectUri` with ?code=…&state=…. */
  oauthAuthorizeUrl(redirectUri: string, state: string): string;
  openIdFromOauthCode(code: string): Promise<string>;
  /** A JSAPI order (out_trade_no = attemptNo); resolves with its prepay_id. */
  jsapiPrepay(request: JsapiPrepayRequest): Promise<string>;
  jsapiPayParams(prepayId: string): JsapiPayParams;
}

/** WeChat passes `state` back untouched; it takes only letters and digits, at most 128. */
const OAUTH_STATE = /^[A-Za-z0-9]{0,128}$/;

const oauthAnswer = z.union([
  z.object({ openid: z.string().min(1) }),
  z.object({ errcode: z.number(), errmsg: z.string().optional() }),
]);

const prepayAnswer = z.object({ prepay_id: z.string().min(1) });

export function wechatPayJsapi(
  settings: WechatPaySettings,
  call: WechatPayCall,
  options: { notifyUrl: string; timeoutMs: number },
): WechatPayJsapi {
  return {
    oauthAuthorizeUrl(redirectUri, state) {
      if (!OAUTH_STATE.test(state))
        throw new Error('WeChat web authorisation state: letters and digits, at most 128');
      // WeChat wants these parameters in this order, and #wechat_redirect at the end
      const query = [
        `appid=${encodeURIComponent(settings.appid)}`,
        `redirect_uri=${encodeURIComponent(redirectUri)}`,
        'response_type=code',
        'scope=snsapi_base',
        `state=${state}`,
      ].join('&');
      return `${settings.oauthAuthorizeUrl}?${query}#wechat_redirect`;
    },

    async openIdFromOauthCode(code) {
      const query = new URLSearchParams({
        appid: settings.appid,
        secret: settings.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      let answer: unknown;
      try {
        const response = await fetch(`${settings.wechatApiBaseUrl}/sns/oauth2/access_token?${query}`, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        answer = await response.json();
      } catch {
        // the address carries the app secret: never let it into a message
        throw new Error('WeChat web authorisation (code → openid) gave no JSON answer');
      }
      const parsed = oauthAnswer.safeParse(answer);
      if (!parsed.success) throw new Error('WeChat web authorisation answered without an openid');
      if ('errcode' in parsed.data) {
        throw new Error(`WeChat web authorisation refused the code: errcode ${parsed.data.errcode}`);
      }
      return parsed.data.openid;
    },

    async jsapiPrepay(request) {
      const body = {
        ...transactionFields(settings, options.notifyUrl, request),
        payer: { openid: request.openid },
      };
      const answer = await call('POST', '/v3/pay/transactions/jsapi', body);
      return answerFields(prepayAnswer, answer, 'a JSAPI order').prepay_id;
    },

    jsapiPayParams(prepayId) {
      const timeStamp = unixSeconds(new Date());
      const nonceStr = randomNonce();
      const pack = `prepay_id=${prepayId}`;
      const paySign = merchantSignature(settings, [settings.appid, timeStamp, nonceStr, pack]);
      return { appId: settings.appid, timeStamp, nonceStr, package: pack, signType: 'RSA', paySign };
    },
  };
}
