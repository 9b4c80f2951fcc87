import type { FormRule } from 'antd';

/*
 * The back office's own form rules; a field the server checks takes its rule from the shared request
 * schema with formRule (@hotel/shared/form-rules), as the site's forms do.
 */

/** Only the screens ask for a password twice, so the server has no message for it. */
export const PASSWORD_MISMATCH = '两次输入的密码不一致';

/** The second entry of a new password must match the first: a typo would lock the account out. */
export function repeatRule(field: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value !== getFieldValue(field)) throw new Error(PASSWORD_MISMATCH);
    },
  });
}
