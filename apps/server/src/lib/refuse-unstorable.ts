import { MSG } from '@hotel/shared/messages';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * PostgreSQL cannot store the NUL character in text, nor a lone UTF-16 surrogate (JSON's "\ud800"
 * without its pair) in JSON, and a node-postgres text parameter silently turns one into U+FFFD: a
 * NUL that passed validation ended as a 500, a lone surrogate as a 500 where the audit log writes
 * the change (issue 25) and as a changed character elsewhere. Every validated part of a request
 * (body, query string, path parameters) is therefore refused when it carries either anywhere, in a
 * value or in a key, with the message the field's own schema gives for a bad value.
 */

const NUL = '\u0000';
/** A surrogate that is not half of a pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unstorable(text: string): boolean {
  return text.includes(NUL) || LONE_SURROGATE.test(text);
}
const CHINESE = /[\u4e00-\u9fa5]/;
/** Deeper than any field a schema names: past it, the refusal names the outer part of the path. */
const MAX_NAMED_DEPTH = 8;
// What fastify-type-provider-zod marks its issues with, so the error handler treats ours the same.
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

type Path = (string | number)[];
interface Found {
  path: Path;
  inKey: boolean;
}

/**
 * Whether a parsed input holds an unstorable character anywhere. Nearly every request has none, and
 * this walk builds no paths or entry lists; `findUnstorable` then runs only for the rare one that does.
 */
function hasUnstorable(input: unknown): boolean {
  const stack: unknown[] = [input];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (unstorable(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (unstorable(key)) return true;
        stack.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** The first unstorable character in a parsed input, walked without recursion: a body may nest thousands deep. */
function findUnstorable(input: unknown): Found | undefined {
  const stack: { value: unknown; path: Path }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const { value, path } = next;
    if (typeof value === 'string') {
      if (unstorable(value)) return { path, inKey: false };
    } else if (value !== null && typeof value === 'object') {
      const entries: [string | number, unknown][] = Array.isArray(value)
        ? value.map((item, i) => [i, item])
        : Object.entries(value);
      for (const [key] of entries) {
        if (typeof key === 'string' && unstorable(key)) return { path, inKey: true };
      }
      // Paths past the named depth are not built, so a deep nest costs no more than a flat one.
      const childPath = (key: string | number) => (path.length < MAX_NAMED_DEPTH ? [...path, key] : path);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const entry = entries[i];
        if (entry) stack.push({ value: entry[1], path: childPath(entry[0]) });
      }
    }
  }
  return undefined;
}

/** The input with the value at `path` replaced; everything off the path is shared, not copied. */
function replaceAt(input: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(input) && typeof head === 'number') {
    const copy = [...input];
    copy[head] = replaceAt(input[head], rest, replacement);
    return copy;
  }
  if (input !== null && typeof input === 'object' && typeof head === 'string') {
    return {
      ...input,
      [head]: replaceAt(Object.getOwnPropertyDescriptor(input, head)?.value, rest, replacement),
    };
  }
  return input;
}

function pointer(path: Path): string {
  return `/${path.join('/')}`;
}

type Validate = ReturnType<FastifySchemaCompiler<$ZodType>>;

function issuesOf(result: ReturnType<Validate>): FastifySchemaValidationError[] {
  return typeof result === 'object' && 'error' in result && Array.isArray(result.error) ? result.error : [];
}

/**
 * The field's own refusal: what its schema says for a value of the wrong type, else for an empty
 * one (a name field with only a length rule says 请填写完整的姓名); a field with no Chinese message
 * of its own (one accepted and ignored, or unknown) gets the error handler's 参数格式有误：<field>.
 */
function unstorableRefusal(validate: Validate, input: unknown, found: Found): FastifySchemaValidationError[] {
  const at = pointer(found.path);
  const generic = { [ZOD_ISSUE]: true, keyword: 'custom', instancePath: at, schemaPath: '#', params: {} };
  if (found.inKey) return [{ ...generic, message: MSG.badRequest }];
  if (found.path.length < MAX_NAMED_DEPTH) {
    for (const stand of [{}, '']) {
      const issue = issuesOf(validate(replaceAt(input, found.path, stand))).find(
        (i) => i.instancePath === at && i.message !== undefined && CHINESE.test(i.message),
      );
      if (issue) return [issue];
    }
  }
  // no Chinese on purpose: the error handler then names the field, 参数格式有误：<field>
  return [{ ...generic, message: 'unstorable character' }];
}

/** fastify-type-provider-zod's validator, refusing a NUL or lone surrogate the schema itself let through. */
export const refusingUnstorableValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (input) => {
    const result = validate(input);
    if (issuesOf(result).length > 0) return result;
    const found = hasUnstorable(input) ? findUnstorable(input) : undefined;
    return found ? { error: unstorableRefusal(validate, input, found) } : result;
  };
};
