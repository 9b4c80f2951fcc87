import { Button, Flex, Form, Typography } from 'antd';
import { AUTH_TEXT } from './messages.ts';
import { TotpCodeField } from './totp-code-field.tsx';
import { TotpSecret } from './totp-secret.tsx';

interface TotpStepProps {
  /** Present when the account must first add a secret to its app (the group requires codes). */
  setup: { secret: string; otpauthUri: string } | undefined;
  pending: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** The second step of signing in: the code of the authenticator app. */
export function TotpStep({ setup, pending, onSubmit, onBack }: TotpStepProps) {
  return (
    <Form<{ code: string }>
      name="login-totp"
      aria-label={AUTH_TEXT.totpFormName}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => onSubmit(values.code.trim())}
    >
      <Typography.Paragraph type="secondary">
        {setup ? AUTH_TEXT.totpSetupPrompt : AUTH_TEXT.totpPrompt}
      </Typography.Paragraph>
      {setup && <TotpSecret secret={setup.secret} otpauthUri={setup.otpauthUri} />}
      <TotpCodeField autoFocus />
      <Flex vertical gap={8}>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {setup ? AUTH_TEXT.bindAndSignIn : AUTH_TEXT.verify}
        </Button>
        <Button type="link" onClick={onBack} disabled={pending}>
          {AUTH_TEXT.back}
        </Button>
      </Flex>
    </Form>
  );
}
