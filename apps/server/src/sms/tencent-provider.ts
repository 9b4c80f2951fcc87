import type { FastifyBaseLogger } from 'fastify';
import * as tencentcloud from 'tencentcloud-sdk-nodejs-sms';
import { maskMobile } from '../lib/log-privacy.ts';
import type { SmsProvider } from './provider.ts';
import { refusalReason, SmsSendError, sdkFailureReason } from './send-error.ts';
import type { TencentSmsSettings } from './settings.ts';
import { orderedParams } from './templates.ts';

const GATEWAY = 'Tencent Cloud SMS';
const SmsClient = tencentcloud.sms.v20210111.Client;

/**
 * Tencent Cloud SMS (API 2021-01-11, SendSms) through the official SDK, which signs each call with
 * the SecretKey (TC3-HMAC-SHA256). Variables go as a list in the template's order (orderedParams);
 * numbers in E.164 (+86). One number per call, so the answer's first status is this message's.
 */
export function createTencentSmsProvider(settings: TencentSmsSettings, log: FastifyBaseLogger): SmsProvider {
  const client = new SmsClient({
    credential: { secretId: settings.secretId, secretKey: settings.secretKey },
    region: settings.region,
    profile: {
      httpProfile: {
        endpoint: settings.endpoint.host,
        protocol: `${settings.endpoint.protocol}://`,
        // the SDK counts in seconds
        reqTimeout: settings.timeoutMs / 1000,
      },
    },
  });
  return {
    async send(message) {
      const answer = await client
        .SendSms({
          PhoneNumberSet: [`+86${message.mobile}`],
          SmsSdkAppId: settings.sdkAppId,
          SignName: settings.signName,
          TemplateId: settings.templates[message.template],
          TemplateParamSet: orderedParams(message),
        })
        .catch((err: unknown) => {
          throw new SmsSendError(GATEWAY, sdkFailureReason(err), message);
        });
      const status = answer.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') throw new SmsSendError(GATEWAY, refusalReason(status?.Code), message);
      log.info(
        {
          sms: { mobile: maskMobile(message.mobile), template: message.template, serialNo: status.SerialNo },
        },
        'sms sent (tencent)',
      );
    },
  };
}
