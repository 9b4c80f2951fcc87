import { totpCodeBody } from '@hotel/shared/admin/auth';
import { formRule } from '@hotel/shared/form-rules';
import { Form, Input } from 'antd';

import { AUTH_TEXT } from './messages.ts';

const rules = [formRule(totpCodeBody.shape.code)];

/** The 6-digit code of an authenticator app, checked with the server's own rule. */
export function TotpCodeField({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <Form.Item label={AUTH_TEXT.totpCode} name="code" rules={rules}>
      <Input
        size="large"
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        style={{ letterSpacing: '0.3em' }}
      />
    </Form.Item>
  );
}
