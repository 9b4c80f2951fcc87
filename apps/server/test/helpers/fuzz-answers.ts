/** How a fuzz judges an answer: a clean answer, or a clean refusal in Chinese without internal detail. */

import { REFUSAL_CODES } from '@hotel/shared/api/refusal-codes';

const CHINESE = /[\u4e00-\u9fa5]/;
/** What must never leave the server: stack frames, module paths, SQL, database and framework codes. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat [^\s"]*[/\\][^\s"]*:\d+|\bat \S+ \(/],
  ['module path', /node_modules|\/src\/|\.ts:\d+/],
  [
    'SQL',
    /\b(select|insert into|update \w+ set|delete from)\b[^"]*\b(from|values|where)\b|relation "|violates|syntax error/i,
  ],
  ['database name', /SQLSTATE|PGlite|postgres/i],
  ['framework code', /FST_|ERR_/],
  ['error text', /\bError:|TypeError|RangeError|Cannot read|undefined is not/],
  ['validation text', /Invalid input|[Ee]xpected|Too (big|small)|Unrecognized key|invalid_type/],
];
/** A PostgreSQL error code (22P02, 23505 …) in a refusal's message; answers with data may hold such digits. */
const SQLSTATE = /\b(?:08|22|23|25|40|42|53|54|55|57|58|XX)[0-9A-Z]{3}\b/;
/** A refusal carries these and nothing else (so no `stack` or `error` field, no framework's `code`). */
const ENVELOPE_KEYS = new Set(['success', 'statusCode', 'message', 'msg', 'code', 'data', 'rows', 'total']);
const KNOWN_CODES = new Set<string>(REFUSAL_CODES);

/** Why an answer is wrong, or undefined when it is a clean answer or a clean refusal. */
export function problemOf(status: number, contentType: string, body: string): string | undefined {
  if (status >= 500) return `HTTP ${status}`;
  for (const [what, pattern] of LEAKS) if (pattern.test(body)) return `${what} in the answer`;
  if (status < 400) return undefined;
  // The sandbox cashier is a page for a browser: its refusals are pages too.
  if (contentType.startsWith('text/html')) return CHINESE.test(body) ? undefined : 'page without Chinese';
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    return 'refusal that is not JSON';
  }
  if (typeof envelope !== 'object' || envelope === null) return 'refusal that is no envelope';
  const fields = Object.entries(envelope);
  const get = (key: string) => fields.find(([k]) => k === key)?.[1];
  if (fields.some(([k]) => !ENVELOPE_KEYS.has(k))) return 'refusal with fields beside the envelope';
  if (get('success') !== false || typeof get('statusCode') !== 'number')
    return 'refusal without success:false';
  const message = get('message');
  if (typeof message !== 'string' || !CHINESE.test(message)) return 'refusal without a Chinese message';
  if (SQLSTATE.test(message)) return 'database code in the message';
  if (get('msg') !== message) return 'msg differs from message';
  if (!KNOWN_CODES.has(String(get('code'))))
    return 'refusal without a code of @hotel/shared/api/refusal-codes';
  return undefined;
}
