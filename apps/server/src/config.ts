import path from 'node:path';
import { ConfigError, envSchema, readSettings, settingsProblems } from './config-env.ts';
import type { StatementLimits } from './db/client.ts';
import { DEFAULT_ADMIN_DIST_DIR, DEFAULT_WEB_DIST_DIR } from './paths.ts';
import { type PaymentSettings, paymentSettingsFrom } from './payment-gateways/index.ts';
import { type SmsSettings, smsSettingsFrom } from './sms/settings.ts';

/** Everything configurable, from environment variables with working defaults. */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database when no DATABASE_URL is given. */
  dataDir: string;
  /** PostgreSQL connection string; undefined means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  production: boolean;
  /**
   * Public base URL of this site, for links the server hands out (payment pages, QR codes).
   * PUBLIC_BASE_URL; unset, each request's own scheme and host are used (lib/public-base-url.ts).
   */
  publicBaseUrl: string | undefined;
  /** Folder of the built web app; the server serves it when it exists. */
  webDistDir: string;
  /** Folder of the built back office (apps/admin), served under /admin. */
  adminDistDir: string;
  logLevel: string;
  /** Which proxies' X-Forwarded-For to believe (client IPs feed the SMS limits): addresses or subnets. */
  trustProxy: string | boolean;
  requestTimeoutMs: number;
  /**
   * After SIGTERM the server answers this long (health check 503, `Connection: close`) before it
   * stops listening, so a load balancer can stop sending first. SHUTDOWN_DRAIN_MS.
   */
  shutdownDrainMs: number;
  /** The server's own statements give up before the request does (DB_LOCK_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS). */
  statementLimits: StatementLimits;
  /**
   * Keys what must not be readable from a copy of the database (sealed TOTP secrets, CSRF tokens).
   * APP_SECRET; required in production, a fixed development value otherwise.
   */
  appSecret: string;
  /** Keys the stored SMS code hashes (HMAC): SMS_CODE_SECRET, else APP_SECRET. */
  smsCodeSecret: string;
  /** STAFF_REQUIRE_TOTP=1: every member of staff must use a TOTP code to sign in. */
  staffRequireTotp: boolean;
  /** SMS_PROVIDER (console, aliyun, tencent) with the gateway's keys and template ids: sms/settings.ts. */
  sms: SmsSettings;
  /**
   * Where booking confirmations are mailed: an SMTP URL (smtp://user:pass@host:587, smtps://…).
   * SMTP_URL; unset, mail goes to the development outbox, and in production nowhere.
   */
  smtpUrl: string | undefined;
  /** The sender of those e-mails. MAIL_FROM; the brand's name and e-mail by default. */
  mailFrom: string;
  /** WeChat Pay and Alipay: their gateways, the sandbox or nothing (payments/gateways/settings.ts). */
  payments: PaymentSettings;
  /**
   * How long a public catalogue or content answer may be served from the in-process cache
   * (READ_CACHE_TTL_MS, 5 s; 0 turns the cache off). Changes made here or, on PostgreSQL, on
   * another instance drop answers at once; this bounds the rest (scheduled publishing, a lost NOTIFY).
   */
  readCacheTtlMs: number;
  /**
   * Write the demo group (hotels, content, the demo member with a known password) into an empty
   * database. Always outside production; in production only with SEED_DEMO=1 (a demonstration
   * server), never by default (seed/index.ts).
   */
  seedDemo: boolean;
  /** Run the order jobs (expiry, completion) every minute; JOBS_ENABLED, off by default under NODE_ENV=test. */
  jobsEnabled: boolean;
  /** How often the jobs run (JOBS_INTERVAL_MS, a minute; at least a second): channels' reservations are read as often. */
  jobsIntervalMs: number;
  mapTileUrl: string;
  /** External WeChat booking page the hotel list's QR codes point to (never loaded by the site). */
  wechatBookingUrl: string;
  brand: {
    name: string;
    hotline: string;
    email: string;
    recordNumber: string;
    copyright: string;
  };
}

type Env = Record<string, string | undefined>;

const DEFAULT_BRAND_EMAIL = 'service@guangying-hotels.example.cn';

/** Unset trusts only a proxy on this machine; 'true' or a comma-separated address list widen it. */
function trustProxyFrom(raw: string | undefined): string | boolean {
  if (raw === undefined) return 'loopback';
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return raw;
}

/** Known only to development machines: a production start without APP_SECRET is refused. */
const DEVELOPMENT_SECRET = 'development-only-secret-never-used-in-production';
const MIN_SECRET_LENGTH = 32;

/** SMS_CODE_SECRET when given (as long as APP_SECRET must be), else the app secret. */
function smsCodeSecretFrom(secret: string | undefined, appSecret: string | undefined): string | undefined {
  if (secret === undefined) return appSecret;
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`SMS_CODE_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  return secret;
}

function appSecretFrom(secret: string | undefined, production: boolean): string {
  if (secret === undefined) {
    if (production)
      throw new Error(
        `APP_SECRET must be set in production (at least ${MIN_SECRET_LENGTH} random characters)`,
      );
    return DEVELOPMENT_SECRET;
  }
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`APP_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  return secret;
}

/**
 * The configuration from the environment (config-env.ts): the variables checked by one schema, then
 * the secret and the gateways' settings, each of which knows what belongs together. Whatever is
 * wrong stops the start with one ConfigError naming every variable at fault.
 */
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(settingsProblems(parsed.error));
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  const problems: string[] = [];
  const appSecret = readSettings(problems, () => appSecretFrom(vars.APP_SECRET, production));
  const smsCodeSecret = readSettings(problems, () => smsCodeSecretFrom(vars.SMS_CODE_SECRET, appSecret));
  const sms = readSettings(problems, () => smsSettingsFrom(env, production));
  const payments = readSettings(problems, () => paymentSettingsFrom(env, production, vars.PUBLIC_BASE_URL));
  if (problems.length > 0 || !appSecret || !smsCodeSecret || !sms || !payments)
    throw new ConfigError(problems);

  const brandName = vars.BRAND_NAME ?? '光影酒店集团';
  const requestTimeoutMs = vars.REQUEST_TIMEOUT_MS ?? 15_000;
  return {
    port: vars.PORT ?? 8080,
    host: vars.HOST ?? '0.0.0.0',
    dataDir: path.resolve(vars.DATA_DIR ?? './data'),
    databaseUrl: vars.DATABASE_URL,
    production,
    publicBaseUrl: vars.PUBLIC_BASE_URL,
    webDistDir: vars.WEB_DIST_DIR ? path.resolve(vars.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    adminDistDir: vars.ADMIN_DIST_DIR ? path.resolve(vars.ADMIN_DIST_DIR) : DEFAULT_ADMIN_DIST_DIR,
    trustProxy: trustProxyFrom(vars.TRUST_PROXY),
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    requestTimeoutMs,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS ?? (production ? 5_000 : 500),
    // a statement that waits a third of the request's time for a lock fails with a clear answer
    // while the request can still say so; a whole statement at most two thirds
    statementLimits: {
      lockTimeoutMs: vars.DB_LOCK_TIMEOUT_MS ?? Math.floor(requestTimeoutMs / 3),
      statementTimeoutMs: vars.DB_STATEMENT_TIMEOUT_MS ?? Math.floor((requestTimeoutMs * 2) / 3),
    },
    appSecret,
    smsCodeSecret,
    staffRequireTotp: vars.STAFF_REQUIRE_TOTP ?? false,
    sms,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? `"${brandName}" <${vars.BRAND_EMAIL ?? DEFAULT_BRAND_EMAIL}>`,
    payments,
    readCacheTtlMs: vars.READ_CACHE_TTL_MS ?? 5_000,
    seedDemo: !production || (vars.SEED_DEMO ?? false),
    jobsEnabled: vars.JOBS_ENABLED ?? vars.NODE_ENV !== 'test',
    jobsIntervalMs: Math.max(1_000, vars.JOBS_INTERVAL_MS ?? 60_000),
    // AutoNavi (高德) tiles use GCJ-02, which is why coordinates are converted from BD-09.
    mapTileUrl:
      vars.MAP_TILE_URL ??
      'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    wechatBookingUrl: vars.WECHAT_BOOKING_URL ?? 'https://wx.guangying-hotels.example.cn/booking',
    brand: {
      name: brandName,
      hotline: vars.BRAND_HOTLINE ?? '400-820-6688',
      email: vars.BRAND_EMAIL ?? DEFAULT_BRAND_EMAIL,
      recordNumber: vars.BRAND_RECORD_NUMBER ?? '鲁ICP备20260001号-1',
      copyright: vars.BRAND_COPYRIGHT ?? `© 2026 ${brandName} 版权所有`,
    },
  };
}
