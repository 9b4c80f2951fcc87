import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { loginBody } from '@hotel/shared/admin/auth';
import { formRule } from '@hotel/shared/form-rules';
import { Button, Form, Input } from 'antd';

import { AUTH_TEXT } from './messages.ts';

export interface Credentials {
  username: string;
  password: string;
}

interface CredentialsFormProps {
  /** Kept when coming back from the code step, so only the password is typed again. */
  username: string | undefined;
  pending: boolean;
  onSubmit: (credentials: Credentials) => void;
}

const rules = {
  username: [formRule(loginBody.shape.username)],
  password: [formRule(loginBody.shape.password)],
};

export function CredentialsForm({ username, pending, onSubmit }: CredentialsFormProps) {
  return (
    <Form<Credentials>
      name="login"
      aria-label={AUTH_TEXT.formName}
      layout="vertical"
      requiredMark={false}
      initialValues={{ username }}
      onFinish={(values) => onSubmit({ username: values.username.trim(), password: values.password })}
    >
      <Form.Item label={AUTH_TEXT.username} name="username" rules={rules.username}>
        <Input size="large" prefix={<UserOutlined />} autoComplete="username" autoFocus={!username} />
      </Form.Item>
      <Form.Item label={AUTH_TEXT.password} name="password" rules={rules.password}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          autoFocus={Boolean(username)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {AUTH_TEXT.signIn}
      </Button>
    </Form>
  );
}
