import fc from 'fast-check';

/** Hostile values for the fuzz: strings, numbers, nestings, header values and bodies no parser likes. */

/** Real values by lower-cased field name, so that a fuzzed request sometimes reaches a real row. */
export type KnownValues = Record<string, readonly (string | number)[]>;

// Strings that broke or might break something: NUL, numbers PostgreSQL cannot hold, impossible
// dates, injection attempts, lone surrogates, direction marks. None contains a word the leak check
// looks for, so an echo of one in a 200 is no false alarm.
export const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '%00',
  '',
  ' ',
  '  1  ',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '0x1F',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '9007199254740993',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '9999-12-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-12:00',
  '2024-13-01',
  '1970-01-01',
  '31/12/2099',
  '29/2/2023',
  '2026-01-01 25:61:61',
  'null',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '"; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\ud800',
  '\u202e\u0041',
  '😀'.repeat(30),
  '１３８００１３８０００',
  '__proto__',
];
export const NASTY_NUMBERS = [
  -1,
  0,
  0.5,
  1e-7,
  2147483648,
  -2147483649,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
];
/** Raw query or path text: broken percent-encoding and encoded NUL, sent as is. */
export const RAW_ENCODED = [
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%80',
  '%FF%FE',
  '%2500',
  '+',
  '..',
  '%2e%2e',
];
export const UNKNOWN_FIELDS = ['extra', 'a\u0000b', '', '0', 'constructor', 'toString', 'x'.repeat(300)];
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/octet-stream',
];
/** Header values a client can send (visible ASCII): well-formed, empty, odd or far too long. */
export const headerText = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
  fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
  fc.constantFrom('', ' ', '%00', "' OR 1=1 --", '../../etc/passwd', '0', '-1'),
  fc.integer({ min: 100, max: 8_000 }).map((n) => 'h'.repeat(n)),
);
/** Well-formed JSON past the body limit, or nested deeper than any parser should recurse. */
export const EXTREME_JSON = [
  `["${'x'.repeat(300_000)}"]`,
  `${'['.repeat(120_000)}${']'.repeat(120_000)}`,
  `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`,
];
export const BAD_JSON = [
  '{"a":',
  '{a:1}',
  "{'a':1}",
  '[1,]',
  'nul',
  '\u0000',
  '',
  '{"__proto__":{"x":1}}',
  '{"a":1}{"b":2}',
];

/** Percent-encoding that also takes lone surrogates (as UTF-8 of U+FFFD, as a browser sends them). */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(Buffer.from(text, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

export function nastyString(known: KnownValues): fc.Arbitrary<string> {
  const realIds = Object.values(known).flatMap((values) => values.map(String));
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...realIds).map((id) => `${id}\u0000`) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => '长'.repeat(n)) },
  );
}

export function nastyValue(known: KnownValues): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    { weight: 5, arbitrary: nastyString(known) },
    { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer(), fc.double()) },
    { weight: 1, arbitrary: fc.oneof(fc.boolean(), fc.constant(null)) },
  );
  const deep = fc.tuple(fc.integer({ min: 20, max: 3_000 }), fc.boolean()).map(([depth, asArray]) => {
    let value: unknown = '\u0000';
    for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
    return value;
  });
  return fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 201, maxLength: 400 }) },
    { weight: 1, arbitrary: deep },
  );
}

/** How a value travels as form or query text: strings as they are, the rest as JSON. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}
