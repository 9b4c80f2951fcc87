import fc from 'fast-check';
import type { Field, Operation } from './fuzz-operations.ts';
import {
  asText,
  BAD_JSON,
  EXTREME_JSON,
  encode,
  headerText,
  type KnownValues,
  nastyString,
  nastyValue,
  RAW_ENCODED,
  UNKNOWN_FIELDS,
  WRONG_CONTENT_TYPES,
} from './fuzz-values.ts';

/**
 * Hostile requests for every operation of the OpenAPI document. Each field starts from a plausible
 * value (a real id where the test knows one) and a few are then spoiled.
 */

export type Auth = 'member' | 'none' | 'garbage';

export interface FuzzCase {
  operation: Operation;
  url: string;
  /** `member`: the test adds a live usertoken; `garbage`: `headers` carries a made-up one. */
  auth: Auth;
  headers: Record<string, string>;
  contentType: string | undefined;
  payload: string | undefined;
}

/** A value the field would accept, or near it: a known id, the schema's default, its first enum value. */
function plausible(field: Field, known: KnownValues): fc.Arbitrary<unknown> {
  const real = known[field.name.toLowerCase()];
  if (real && real.length > 0) return fc.constantFrom(...real);
  if (field.schema.enum && field.schema.enum.length > 0) return fc.constantFrom(...field.schema.enum);
  if (field.schema.default !== undefined) return fc.constant(field.schema.default);
  return fc.constantFrom('1', 1, 'x');
}

/** All fields plausible, some left out, one to three (or an unknown one) spoiled. */
function spoiledFields(fields: Field[], known: KnownValues, spoil: fc.Arbitrary<unknown>) {
  const names = [...fields.map((f) => f.name), ...UNKNOWN_FIELDS];
  return fc
    .tuple(
      fc.tuple(...fields.map((f) => fc.option(plausible(f, known), { freq: 6, nil: undefined }))),
      fc.subarray(names, { minLength: 1, maxLength: 3 }),
      fc.array(spoil, { minLength: 3, maxLength: 3 }),
    )
    .map(([values, spoiled, spoilers]) => {
      const entries: [string, unknown][] = fields.map((f, i) => [f.name, values[i]]);
      const result = new Map(entries.filter(([, v]) => v !== undefined));
      spoiled.forEach((name, i) => {
        result.set(name, spoilers[i]);
      });
      return result;
    });
}

function queryString(fields: Map<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of fields) {
    const values = Array.isArray(value) ? value.slice(0, 3) : [value];
    for (const v of values) {
      const text = asText(v).slice(0, 500);
      parts.push(`${encode(name)}=${RAW_ENCODED.includes(text) ? text : encode(text)}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function bodyArbitrary(fields: Field[], known: KnownValues) {
  const json = (value: unknown) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  });
  const object = spoiledFields(fields, known, nastyValue(known)).map((m) => Object.fromEntries(m));
  return fc.oneof(
    { weight: 8, arbitrary: object.map(json) },
    { weight: 2, arbitrary: nastyValue(known).map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...BAD_JSON)
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(object, fc.constantFrom(...WRONG_CONTENT_TYPES)).map(([body, contentType]) => ({
        contentType,
        payload: contentType.includes('urlencoded')
          ? new URLSearchParams(
              Object.entries(body).map(([k, v]): [string, string] => [k, asText(v)]),
            ).toString()
          : JSON.stringify(body),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...EXTREME_JSON)
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: object.map((body) => ({ contentType: undefined, payload: JSON.stringify(body) })),
    },
  );
}

function pathSegment(field: Field, known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: plausible(field, known).map((v) => encode(String(v))) },
    { weight: 3, arbitrary: nastyString(known).map((s) => encode(s.slice(0, 150))) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_ENCODED) },
    { weight: 1, arbitrary: fc.integer({ min: 101, max: 2_000 }).map((n) => 'p'.repeat(n)) },
  );
}

/**
 * Whether the request reaches the operation's path: a dot segment (`%2e%2e`) in a parameter is
 * resolved away before routing, and the answer is then another path's.
 */
export function staysOnPath(c: FuzzCase): boolean {
  const path = c.url.split('?')[0];
  return new URL(c.url, 'http://fuzz.test').pathname === path;
}

/** One line a person can replay: method, URL, login, content type and the start of the body. */
export function describeCase(c: FuzzCase): string {
  const body =
    c.payload === undefined ? '' : ` ${c.contentType ?? '(no content-type)'} ${c.payload.slice(0, 300)}`;
  const headers = Object.entries(c.headers).map(([name, value]) => ` ${name}: ${value.slice(0, 80)}`);
  return `${c.operation.method} ${c.url.slice(0, 300)} [login: ${c.auth}]${headers.join('')}${body}`;
}

export function fuzzCase(operations: Operation[], known: KnownValues): fc.Arbitrary<FuzzCase> {
  return fc.constantFrom(...operations).chain((operation) => {
    const segments = fc.tuple(...operation.pathParams.map((p) => pathSegment(p, known)));
    const query =
      operation.query.length > 0 || operation.method === 'GET'
        ? spoiledFields(operation.query, known, nastyValue(known)).map(queryString)
        : fc.constant('');
    const body = operation.body
      ? bodyArbitrary(operation.body, known)
      : fc.constant({ contentType: undefined, payload: undefined });
    const auths: Auth[] = operation.needsLogin
      ? ['member', 'member', 'none', 'garbage']
      : ['member', 'none', 'none', 'garbage'];
    const auth = fc.constantFrom(...auths);
    const headerValues = fc.tuple(
      headerText,
      ...operation.headers.map(() => fc.option(headerText, { nil: undefined })),
    );
    return fc
      .record({ segments, query, body, auth, headerValues })
      .map(({ segments: values, query: qs, body: b, auth: a, headerValues: [token, ...others] }) => {
        let path = operation.path;
        operation.pathParams.forEach((p, i) => {
          path = path.replace(`{${p.name}}`, values[i] ?? '');
        });
        const c: FuzzCase = {
          operation,
          url: `${path}${qs}`,
          auth: a,
          headers: Object.fromEntries([
            ...(a === 'garbage' ? [['usertoken', token]] : []),
            ...operation.headers.flatMap((h, i) => (others[i] === undefined ? [] : [[h.name, others[i]]])),
          ]),
          contentType: b.contentType,
          payload: b.payload,
        };
        // a counterexample printed as the request it is, not as the whole operation
        return Object.assign(c, { [fc.toStringMethod]: () => describeCase(c) });
      });
  });
}
