import { z } from 'zod';
import { SMS_TEMPLATE_NAMES, SMS_TEMPLATES, type SmsTemplate } from './templates.ts';

/** Where a gateway is called: `host[:port]` and the scheme, as both SDKs take them apart. */
export interface GatewayEndpoint {
  protocol: 'http' | 'https';
  host: string;
}

/** What every gateway needs: the approved sign, a template id per message, how long to wait. */
interface GatewaySettings {
  signName: string;
  templates: Record<SmsTemplate, string>;
  timeoutMs: number;
  endpoint: GatewayEndpoint;
}

export interface AliyunSmsSettings extends GatewaySettings {
  provider: 'aliyun';
  accessKeyId: string;
  accessKeySecret: string;
}

export interface TencentSmsSettings extends GatewaySettings {
  provider: 'tencent';
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  region: string;
}

export type SmsSettings = { provider: 'console' } | AliyunSmsSettings | TencentSmsSettings;

type Env = Record<string, string | undefined>;

const MISSING = 'missing';
const DEFAULT_TIMEOUT_MS = 5_000;

/** An empty variable is an unset one: `FOO=` in a .env file means "not given". */
const unsetWhenBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const required = z.preprocess(unsetWhenBlank, z.string({ error: MISSING }));

/** `host[:port]` (https) or `http(s)://host[:port]`; plain http only outside production (stand-ins). */
function endpoint(fallback: string, production: boolean) {
  return z.preprocess(
    unsetWhenBlank,
    z
      .string()
      .default(fallback)
      .transform((raw, ctx): GatewayEndpoint => {
        const text = raw.includes('://') ? raw : `https://${raw}`;
        const url = URL.canParse(text) ? new URL(text) : undefined;
        const plain = url && url.pathname === '/' && !url.search && !url.username && url.hostname !== '';
        if (!url || !plain || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
          ctx.addIssue({ code: 'custom', message: 'must be a host name or http(s)://host[:port]' });
          return z.NEVER;
        }
        if (production && url.protocol === 'http:') {
          ctx.addIssue({ code: 'custom', message: 'must use https in production' });
          return z.NEVER;
        }
        return { protocol: url.protocol === 'http:' ? 'http' : 'https', host: url.host };
      }),
  );
}

const NOT_A_TIMEOUT = { error: 'must be a whole number of milliseconds above 0' };
const timeoutMs = z.preprocess(
  unsetWhenBlank,
  z.coerce.number(NOT_A_TIMEOUT).int(NOT_A_TIMEOUT).positive(NOT_A_TIMEOUT).default(DEFAULT_TIMEOUT_MS),
);

type TemplateVariable = (typeof SMS_TEMPLATES)[SmsTemplate]['env'];

const templateIdShape = Object.fromEntries(
  SMS_TEMPLATE_NAMES.map((name) => [SMS_TEMPLATES[name].env, required]),
) as Record<TemplateVariable, typeof required>;

/** What every gateway reads besides its own keys and endpoint. */
const gatewayShape = { SMS_SIGN_NAME: required, SMS_TIMEOUT_MS: timeoutMs, ...templateIdShape };

type GatewayEnv = z.output<z.ZodObject<typeof gatewayShape>>;

function gatewaySettings(env: GatewayEnv, endpoint: GatewayEndpoint): GatewaySettings {
  const templates = Object.fromEntries(
    SMS_TEMPLATE_NAMES.map((name) => [name, env[SMS_TEMPLATES[name].env]]),
  ) as Record<SmsTemplate, string>;
  return { signName: env.SMS_SIGN_NAME, templates, timeoutMs: env.SMS_TIMEOUT_MS, endpoint };
}

function aliyunSchema(production: boolean) {
  return z
    .object({
      ...gatewayShape,
      ALIYUN_SMS_ACCESS_KEY_ID: required,
      ALIYUN_SMS_ACCESS_KEY_SECRET: required,
      ALIYUN_SMS_ENDPOINT: endpoint('dysmsapi.aliyuncs.com', production),
    })
    .transform(
      (env): AliyunSmsSettings => ({
        provider: 'aliyun',
        accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID,
        accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET,
        ...gatewaySettings(env, env.ALIYUN_SMS_ENDPOINT),
      }),
    );
}

function tencentSchema(production: boolean) {
  return z
    .object({
      ...gatewayShape,
      TENCENT_SMS_SECRET_ID: required,
      TENCENT_SMS_SECRET_KEY: required,
      TENCENT_SMS_SDK_APP_ID: required,
      TENCENT_SMS_REGION: z.preprocess(unsetWhenBlank, z.string().default('ap-guangzhou')),
      TENCENT_SMS_ENDPOINT: endpoint('sms.tencentcloudapi.com', production),
    })
    .transform(
      (env): TencentSmsSettings => ({
        provider: 'tencent',
        secretId: env.TENCENT_SMS_SECRET_ID,
        secretKey: env.TENCENT_SMS_SECRET_KEY,
        sdkAppId: env.TENCENT_SMS_SDK_APP_ID,
        region: env.TENCENT_SMS_REGION,
        ...gatewaySettings(env, env.TENCENT_SMS_ENDPOINT),
      }),
    );
}

/**
 * The SMS settings from the environment (SMS_PROVIDER, console outside production by default). A
 * gateway with a setting missing or wrong stops the start, with every variable named at once (never a
 * value: some are keys). In production SMS_PROVIDER must be said: `console` reaches nobody, so a
 * site left on it by default would answer every code as sent and no guest could register or log in.
 */
export function smsSettingsFrom(env: Env, production: boolean): SmsSettings {
  const given = env.SMS_PROVIDER?.trim();
  if (production && !given) {
    throw new Error('SMS_PROVIDER must be set in production: aliyun or tencent (console sends nothing)');
  }
  const provider = given || 'console';
  if (provider === 'console') return { provider };
  if (provider !== 'aliyun' && provider !== 'tencent') {
    throw new Error(`Unknown SMS_PROVIDER "${provider}"; known: console, aliyun, tencent`);
  }
  const schema = provider === 'aliyun' ? aliyunSchema(production) : tencentSchema(production);
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;

  const missing = parsed.error.issues.filter((i) => i.message === MISSING).map((i) => String(i.path[0]));
  const wrong = parsed.error.issues
    .filter((i) => i.message !== MISSING)
    .map((i) => `${String(i.path[0])} ${i.message}`);
  const problems = [...(missing.length > 0 ? [`missing ${missing.join(', ')}`] : []), ...wrong];
  throw new Error(`SMS_PROVIDER=${provider} cannot start: ${problems.join('; ')}`);
}
