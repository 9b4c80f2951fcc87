import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import type { FormRule } from 'antd';
import type { z } from 'zod';

/** Only the screens ask for a password twice, so the server has no message for it. */
export const PASSWORD_MISMATCH = '两次输入的密码不一致';

/**
 * An antd form rule from a field of the shared request schema, so the form says exactly what the
 * server would (the server validates the same body with the same schema).
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? ADMIN_MSG.badRequest);
    },
  };
}

/** The second entry of a new password must match the first: a typo would lock the account out. */
export function repeatRule(field: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value !== getFieldValue(field)) throw new Error(PASSWORD_MISMATCH);
    },
  });
}
