import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const DEFAULT_ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/** The Alipay open platform app this site is, in public-key mode (公钥模式), RSA2. */
export interface AlipaySettings {
  /** ALIPAY_APP_ID: the app's id on open.alipay.com (2021…). */
  appId: string;
  /** The app's RSA private key (ALIPAY_PRIVATE_KEY_FILE), as PKCS#8 PEM whatever the file held. */
  privateKey: string;
  /** Alipay's RSA public key (ALIPAY_PUBLIC_KEY_FILE), as SPKI PEM: answers and notifications are checked with it. */
  alipayPublicKey: string;
  /** ALIPAY_GATEWAY: gateway.do of production, of the sandbox, or of a test stand-in. */
  gateway: string;
  /** ALIPAY_SELLER_ID: the merchant's 2088… id; set, notifications for another seller are refused. */
  sellerId: string | undefined;
}

type Env = Record<string, string | undefined>;

const REQUIRED = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE'] as const;
const OPTIONAL = ['ALIPAY_GATEWAY', 'ALIPAY_SELLER_ID'] as const;

const alipayEnvSchema = z.object({
  ALIPAY_APP_ID: z.string().regex(/^\d+$/, 'must be the app id, digits only (2021…)'),
  ALIPAY_PRIVATE_KEY_FILE: z.string(),
  ALIPAY_PUBLIC_KEY_FILE: z.string(),
  ALIPAY_GATEWAY: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default(DEFAULT_ALIPAY_GATEWAY),
  ALIPAY_SELLER_ID: z
    .string()
    .regex(/^2088\d{12}$/, 'must be the merchant id of 16 digits starting with 2088')
    .optional(),
});

/**
 * The Alipay settings, or undefined when no ALIPAY_* variable is set (Alipay not offered). Some
 * set but not all that are needed, a malformed value or a key file that cannot be read or holds
 * no RSA key stops the start with the variable's name (never the key itself).
 */
export function alipaySettingsFrom(env: Env): AlipaySettings | undefined {
  const given = Object.fromEntries(
    [...REQUIRED, ...OPTIONAL].filter((name) => env[name]).map((name) => [name, env[name]]),
  );
  if (Object.keys(given).length === 0) return undefined;
  const missing = REQUIRED.filter((name) => !given[name]);
  if (missing.length > 0)
    throw new Error(`Alipay is half configured: set ${missing.join(', ')} (or no ALIPAY_* variable at all)`);

  const parsed = alipayEnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Alipay settings: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  return {
    appId: vars.ALIPAY_APP_ID,
    privateKey: exportPem(readKey('ALIPAY_PRIVATE_KEY_FILE', vars.ALIPAY_PRIVATE_KEY_FILE, 'private')),
    alipayPublicKey: exportPem(readKey('ALIPAY_PUBLIC_KEY_FILE', vars.ALIPAY_PUBLIC_KEY_FILE, 'public')),
    gateway: vars.ALIPAY_GATEWAY,
    sellerId: vars.ALIPAY_SELLER_ID,
  };
}

function readKey(name: string, file: string, kind: 'private' | 'public'): KeyObject {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new Error(`${name}: cannot read ${file} (${code})`);
  }
  const key = parseKey(text, kind);
  if (key?.asymmetricKeyType !== 'rsa')
    throw new Error(
      `${name}: ${file} holds no RSA ${kind} key (PEM, or the bare base64 of Alipay's key tool)`,
    );
  return key;
}

/**
 * PEM (PKCS#8 or PKCS#1), or the bare base64 DER Alipay's key tool hands out. A private key in the
 * public key's place is refused rather than turned into its public half: that is a mix-up.
 */
function parseKey(text: string, kind: 'private' | 'public'): KeyObject | undefined {
  if (kind === 'public' && text.includes('PRIVATE KEY')) return undefined;
  const attempts: Array<() => KeyObject> = text.startsWith('-----BEGIN')
    ? [() => (kind === 'private' ? createPrivateKey(text) : createPublicKey(text))]
    : derAttempts(Buffer.from(text.replace(/\s+/g, ''), 'base64'), kind);
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch {
      // not this encoding: try the next
    }
  }
  return undefined;
}

function derAttempts(der: Buffer, kind: 'private' | 'public'): Array<() => KeyObject> {
  return kind === 'private'
    ? [
        () => createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }),
        () => createPrivateKey({ key: der, format: 'der', type: 'pkcs1' }),
      ]
    : [
        () => createPublicKey({ key: der, format: 'der', type: 'spki' }),
        () => createPublicKey({ key: der, format: 'der', type: 'pkcs1' }),
      ];
}

function exportPem(key: KeyObject): string {
  const type = key.type === 'private' ? 'pkcs8' : 'spki';
  return key.export({ type, format: 'pem' }).toString();
}
