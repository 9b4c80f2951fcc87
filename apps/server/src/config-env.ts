import { z } from 'zod';

/**
 * The environment variables config.ts reads, as one Zod schema: an unset or empty variable takes
 * its default there; a value that cannot be right (a port that is not a number, an address that is
 * not http(s), an unknown log level) stops the start, every such variable named at once. The
 * gateways' own variables are checked by their settings (payments/*, sms/settings.ts), which know
 * what belongs together.
 */

const blank = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

const text = optional(z.string());
const wholeNumber = optional(z.string().regex(/^\d+$/, 'must be a whole number').transform(Number));
const yesNo = optional(
  z
    .enum(['1', 'true', '0', 'false'], { error: 'must be 1, true, 0 or false' })
    .transform((v) => v === '1' || v === 'true'),
);

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return protocols.includes(url.protocol) && url.hostname !== '';
}

const webAddress = optional(
  z
    .string()
    .refine((v) => hasProtocol(v, ['http:', 'https:']), 'must be an http:// or https:// address')
    .transform((v) => v.replace(/\/+$/, '')),
);

export const envSchema = z.object({
  // a typo such as "prod" must not start a production site as a development one (demo data, sandbox)
  NODE_ENV: optional(
    z.enum(['development', 'test', 'production'], { error: 'must be development, test or production' }),
  ),
  PORT: optional(
    z
      .string()
      .regex(/^\d+$/, 'must be a port number')
      .transform(Number)
      .refine((port) => port <= 65_535, 'must be a port number'),
  ),
  HOST: text,
  DATA_DIR: text,
  DATABASE_URL: optional(
    z
      .string()
      .refine((v) => hasProtocol(v, ['postgres:', 'postgresql:']), 'must be a postgres:// connection string'),
  ),
  PUBLIC_BASE_URL: webAddress,
  WEB_DIST_DIR: text,
  ADMIN_DIST_DIR: text,
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    }),
  ),
  TRUST_PROXY: text,
  REQUEST_TIMEOUT_MS: wholeNumber,
  SHUTDOWN_DRAIN_MS: wholeNumber,
  DB_LOCK_TIMEOUT_MS: wholeNumber,
  DB_STATEMENT_TIMEOUT_MS: wholeNumber,
  APP_SECRET: text,
  SMS_CODE_SECRET: text,
  STAFF_REQUIRE_TOTP: yesNo,
  SMTP_URL: optional(
    z
      .string()
      .refine(
        (v) => hasProtocol(v, ['smtp:', 'smtps:']),
        'must look like smtp://user:password@host:587 or smtps://host:465',
      ),
  ),
  MAIL_FROM: text,
  READ_CACHE_TTL_MS: wholeNumber,
  SEED_DEMO: yesNo,
  JOBS_ENABLED: yesNo,
  JOBS_INTERVAL_MS: wholeNumber,
  MAP_TILE_URL: text,
  WECHAT_BOOKING_URL: webAddress,
  BRAND_NAME: text,
  BRAND_HOTLINE: text,
  BRAND_EMAIL: text,
  BRAND_RECORD_NUMBER: text,
  BRAND_COPYRIGHT: text,
});

export type Settings = z.infer<typeof envSchema>;

/** Settings that stop the start: each problem names its variable, never a secret's value. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The server cannot start with these settings:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Every problem of the environment at once, as `VARIABLE message`. */
export function settingsProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')} ${issue.message}`);
}

/**
 * Runs one settings reader and keeps what it refuses in `problems` (each of a ConfigError's), so
 * that one start names every variable at fault rather than the first.
 */
export function readSettings<T>(problems: string[], read: () => T): T | undefined {
  try {
    return read();
  } catch (err) {
    if (err instanceof ConfigError) problems.push(...err.problems);
    else problems.push(err instanceof Error ? err.message : String(err));
    return undefined;
  }
}
