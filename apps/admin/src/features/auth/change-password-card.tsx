import { changePasswordBody } from '@hotel/shared/admin/auth';
import { formRule } from '@hotel/shared/form-rules';
import { Button, Card, Form, Input } from 'antd';
import { repeatRule } from '../../lib/form-rules.ts';
import { useChangePassword } from './api.ts';
import { AUTH_TEXT } from './messages.ts';

interface PasswordValues {
  current: string;
  next: string;
  repeat: string;
}

const rules = {
  current: [formRule(changePasswordBody.shape.current)],
  next: [formRule(changePasswordBody.shape.next)],
  repeat: [repeatRule('next')],
};

export function ChangePasswordCard() {
  const change = useChangePassword();

  return (
    <Card title={AUTH_TEXT.changePassword}>
      <Form<PasswordValues>
        name="password"
        aria-label={AUTH_TEXT.changePassword}
        layout="vertical"
        style={{ maxWidth: 360 }}
        onFinish={({ current, next }) => change.mutate({ current, next })}
      >
        <Form.Item label={AUTH_TEXT.currentPassword} name="current" rules={rules.current} required>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={AUTH_TEXT.newPassword} name="next" rules={rules.next} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={AUTH_TEXT.repeatPassword}
          name="repeat"
          rules={rules.repeat}
          dependencies={['next']}
          required
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {AUTH_TEXT.changePassword}
        </Button>
      </Form>
    </Card>
  );
}
