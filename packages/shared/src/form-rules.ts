import type { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * Form rules from the request schemas, so a form says exactly what the server would say for the
 * same value (the server validates the request with the same schema) and each rule is written once.
 * Free of any UI library: a rule has the `{ validator }` shape antd's Form takes.
 */

/** The first message `schema` gives for `value` (the first of its checks that fails), or undefined. */
export function problemOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? MSG.badRequest);
}

export interface FormRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * A form field's rule: it fails with the schema's first message. `input` turns the field's value
 * into what the schema checks, when the request carries it differently (surname and given name
 * sent as one name).
 */
export function formRule(schema: z.ZodType, input: (value: unknown) => unknown = (value) => value): FormRule {
  return {
    validator: async (_rule, value) => {
      const problem = problemOf(schema, input(value));
      if (problem) throw new Error(problem);
    },
  };
}

/** A field's `normalize` for a mobile or an SMS code: only the digits typed are kept. */
export function digitsOnly(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '') : '';
}
