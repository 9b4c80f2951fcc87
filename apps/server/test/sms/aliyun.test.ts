import { SMS_TEMPLATE_NAMES, SMS_TEMPLATES } from '../../src/sms/templates.ts';
import { startAliyunSmsStandIn } from '../stand-ins/aliyun-sms.ts';
import { SIGN_NAME, TEMPLATE_ENV, TEMPLATE_IDS, templateNamed } from './fixtures.ts';
import { describeSmsGateway } from './gateway-suite.ts';

const ACCESS_KEY_ID = 'LTAI5tStandInKeyId';
const ACCESS_KEY_SECRET = 'stand-in-access-key-secret-0f3a9c';

describeSmsGateway('Aliyun SMS', async () => {
  const standIn = await startAliyunSmsStandIn({
    accessKeyId: ACCESS_KEY_ID,
    accessKeySecret: ACCESS_KEY_SECRET,
    signName: SIGN_NAME,
    // registered with the variables the site sends, by name
    templates: Object.fromEntries(SMS_TEMPLATE_NAMES.map((n) => [TEMPLATE_IDS[n], SMS_TEMPLATES[n].params])),
  });
  return {
    get answer() {
      return standIn.answer;
    },
    set answer(answer) {
      standIn.answer = answer;
    },
    refusals: standIn.refusals,
    received: () =>
      standIn.messages.map((m) => ({
        mobile: m.mobile,
        signName: m.signName,
        template: templateNamed(m.templateCode),
        params: m.params,
      })),
    limitCode: 'isv.BUSINESS_LIMIT_CONTROL',
    secret: ACCESS_KEY_SECRET,
    env: (overrides = {}) => ({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: ACCESS_KEY_ID,
      ALIYUN_SMS_ACCESS_KEY_SECRET: overrides.secret ?? ACCESS_KEY_SECRET,
      ALIYUN_SMS_ENDPOINT: overrides.endpoint ?? standIn.endpoint,
      SMS_SIGN_NAME: SIGN_NAME,
      ...TEMPLATE_ENV,
    }),
    close: () => standIn.close(),
  };
});
