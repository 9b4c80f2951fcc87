import * as dysmsapi from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '../lib/log-privacy.ts';
import type { SmsProvider } from './provider.ts';
import { refusalReason, SmsSendError, sdkFailureReason } from './send-error.ts';
import type { AliyunSmsSettings } from './settings.ts';

const GATEWAY = 'Aliyun SMS';

/**
 * Node's loader hands a CommonJS module's whole exports object to a default import, so the client
 * class is one `default` further down there (a bundler would hand over the class itself).
 */
function commonJsDefault<T>(imported: T): T {
  return (imported as { default?: T }).default ?? imported;
}

const Dysmsapi = commonJsDefault(dysmsapi.default);

/**
 * Aliyun SMS (dysmsapi 2017-05-25, SendSms) through the official SDK, which signs each call with
 * the AccessKey (signature V3, ACS3-HMAC-SHA256). Variables go by name (TemplateParam). The SDK
 * does not retry: a message is sent once, and a failure is the caller's to handle.
 */
export function createAliyunSmsProvider(settings: AliyunSmsSettings, log: FastifyBaseLogger): SmsProvider {
  const client = new Dysmsapi(
    new $OpenApiUtil.Config({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      endpoint: settings.endpoint.host,
      protocol: settings.endpoint.protocol,
      connectTimeout: settings.timeoutMs,
      readTimeout: settings.timeoutMs,
    }),
  );
  return {
    async send(message) {
      const request = new dysmsapi.SendSmsRequest({
        phoneNumbers: message.mobile,
        signName: settings.signName,
        templateCode: settings.templates[message.template],
        templateParam: JSON.stringify(message.params),
      });
      const answer = await client.sendSms(request).catch((err: unknown) => {
        throw new SmsSendError(GATEWAY, sdkFailureReason(err), message);
      });
      if (answer.body?.code !== 'OK')
        throw new SmsSendError(GATEWAY, refusalReason(answer.body?.code), message);
      log.info(
        { sms: { mobile: maskMobile(message.mobile), template: message.template, bizId: answer.body.bizId } },
        'sms sent (aliyun)',
      );
    },
  };
}
