import path from 'node:path';
import { DEFAULT_WEB_DIST_DIR } from './paths.ts';

/** Everything configurable, from environment variables with working defaults. */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database when no DATABASE_URL is given. */
  dataDir: string;
  /** PostgreSQL connection string; undefined means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  production: boolean;
  /** Public base URL of this site, for links the server hands out (payment pages, QR codes). */
  publicBaseUrl: string;
  /** Folder of the built web app; the server serves it when it exists. */
  webDistDir: string;
  logLevel: string;
  /** Which proxies' X-Forwarded-For to believe (client IPs feed the SMS limits): addresses or subnets. */
  trustProxy: string | boolean;
  requestTimeoutMs: number;
  smsProvider: string;
  paymentProvider: string;
  /** Run the order jobs (expiry, completion) every minute; JOBS_ENABLED, off by default under NODE_ENV=test. */
  jobsEnabled: boolean;
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

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** Unset trusts only a proxy on this machine; 'true' or a comma-separated address list widen it. */
function trustProxyFrom(raw: string | undefined): string | boolean {
  if (raw === undefined || raw === '') return 'loopback';
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const port = intFrom(env, 'PORT', 8080);
  const brandName = env.BRAND_NAME ?? '光影酒店集团';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    requestTimeoutMs: intFrom(env, 'REQUEST_TIMEOUT_MS', 15_000),
    smsProvider: env.SMS_PROVIDER ?? 'console',
    paymentProvider: env.PAYMENT_PROVIDER ?? 'sandbox',
    jobsEnabled: env.JOBS_ENABLED ? env.JOBS_ENABLED === 'true' : env.NODE_ENV !== 'test',
    // AutoNavi (高德) tiles use GCJ-02, which is why coordinates are converted from BD-09.
    mapTileUrl:
      env.MAP_TILE_URL ??
      'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    wechatBookingUrl: env.WECHAT_BOOKING_URL ?? 'https://wx.guangying-hotels.example.cn/booking',
    brand: {
      name: brandName,
      hotline: env.BRAND_HOTLINE ?? '400-820-6688',
      email: env.BRAND_EMAIL ?? 'service@guangying-hotels.example.cn',
      recordNumber: env.BRAND_RECORD_NUMBER ?? '鲁ICP备20260001号-1',
      copyright: env.BRAND_COPYRIGHT ?? `© 2026 ${brandName} 版权所有`,
    },
  };
}
