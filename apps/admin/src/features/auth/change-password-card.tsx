import { changePasswordBody } from '@hotel/shared/admin/auth';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { formRule } from '@hotel/shared/form-rules';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { repeatRule } from '../../lib/form-rules.ts';
import { notify } from '../../lib/notify.ts';
import { useLeaveSession } from '../../lib/use-leave-session.ts';
import { changePassword } from './api.ts';
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
  const leave = useLeaveSession();
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      // The server ends every session of the account, this one included: sign in again.
      leave();
      notify.success(`${ADMIN_MSG.passwordChanged}，${AUTH_TEXT.signInAgain}`);
    },
  });

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
