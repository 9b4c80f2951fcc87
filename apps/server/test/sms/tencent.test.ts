import { SMS_TEMPLATE_NAMES, SMS_TEMPLATES } from '../../src/sms/templates.ts';
import { startTencentSmsStandIn } from '../stand-ins/tencent-sms.ts';
import { SIGN_NAME, TEMPLATE_ENV, TEMPLATE_IDS, templateNamed } from './fixtures.ts';
import { describeSmsGateway } from './gateway-suite.ts';

const SECRET_ID = 'AKIDStandInSecretId';
const SECRET_KEY = 'stand-in-secret-key-7d41be';
const SDK_APP_ID = '1400000001';

/** A received list of variables by name, in the order the templates number them {1}, {2}, … */
function byName(templateId: string, list: string[]) {
  const template = templateNamed(templateId);
  const names: readonly string[] = SMS_TEMPLATES[template].params;
  return { template, params: Object.fromEntries(names.map((name, i) => [name, list[i] ?? ''])) };
}

describeSmsGateway('Tencent Cloud SMS', async () => {
  const standIn = await startTencentSmsStandIn({
    secretId: SECRET_ID,
    secretKey: SECRET_KEY,
    sdkAppId: SDK_APP_ID,
    signName: SIGN_NAME,
    // registered with as many variables as the site sends
    templates: Object.fromEntries(
      SMS_TEMPLATE_NAMES.map((n) => [TEMPLATE_IDS[n], SMS_TEMPLATES[n].params.length]),
    ),
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
        mobile: m.phoneNumber.replace(/^\+86/, ''),
        signName: m.signName,
        ...byName(m.templateId, m.params),
      })),
    limitCode: 'LimitExceeded.PhoneNumberDailyLimit',
    secret: SECRET_KEY,
    env: (overrides = {}) => ({
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: SECRET_ID,
      TENCENT_SMS_SECRET_KEY: overrides.secret ?? SECRET_KEY,
      TENCENT_SMS_SDK_APP_ID: SDK_APP_ID,
      TENCENT_SMS_ENDPOINT: overrides.endpoint ?? standIn.endpoint,
      SMS_SIGN_NAME: SIGN_NAME,
      ...TEMPLATE_ENV,
    }),
    close: () => standIn.close(),
  };
});
