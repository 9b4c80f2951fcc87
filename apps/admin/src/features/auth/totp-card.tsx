import { Button, Card, Flex, Form, Tag, Typography } from 'antd';
import { useStaffSession } from '../../lib/session.ts';
import { useDisableTotp, useEnableTotp, useTotpSetup } from './api.ts';
import { AUTH_TEXT } from './messages.ts';
import { TotpCodeField } from './totp-code-field.tsx';
import { TotpSecret } from './totp-secret.tsx';

/** Switching the second factor on (secret, then its first code) or off (a current code). */
export function TotpCard() {
  const { staff } = useStaffSession();
  const [form] = Form.useForm<{ code: string }>();
  const setup = useTotpSetup();
  const enable = useEnableTotp();
  const disable = useDisableTotp();

  const status = staff.totpEnabled ? (
    <Tag color="success">{AUTH_TEXT.totpOn}</Tag>
  ) : (
    <Tag>{AUTH_TEXT.totpOff}</Tag>
  );

  return (
    <Card title={AUTH_TEXT.totpTitle} extra={status}>
      {staff.totpEnabled ? (
        <Form<{ code: string }>
          form={form}
          name="totp-disable"
          layout="vertical"
          style={{ maxWidth: 360 }}
          onFinish={({ code }) => disable.mutate(code.trim(), { onSuccess: () => form.resetFields() })}
        >
          <Typography.Paragraph type="secondary">{AUTH_TEXT.totpDisableHint}</Typography.Paragraph>
          <TotpCodeField />
          <Button danger htmlType="submit" loading={disable.isPending}>
            {AUTH_TEXT.totpDisable}
          </Button>
        </Form>
      ) : setup.data ? (
        <Form<{ code: string }>
          form={form}
          name="totp-enable"
          layout="vertical"
          style={{ maxWidth: 360 }}
          onFinish={({ code }) =>
            enable.mutate(code.trim(), {
              onSuccess: () => {
                setup.reset();
                form.resetFields();
              },
            })
          }
        >
          <Typography.Paragraph type="secondary">{AUTH_TEXT.totpSetupHint}</Typography.Paragraph>
          <TotpSecret secret={setup.data.secret} otpauthUri={setup.data.otpauthUri} />
          <TotpCodeField autoFocus />
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={enable.isPending}>
              {AUTH_TEXT.totpConfirm}
            </Button>
            <Button onClick={() => setup.reset()}>{AUTH_TEXT.cancel}</Button>
          </Flex>
        </Form>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{AUTH_TEXT.totpOffHint}</Typography.Paragraph>
          <Button type="primary" loading={setup.isPending} onClick={() => setup.mutate()}>
            {AUTH_TEXT.totpStart}
          </Button>
        </>
      )}
    </Card>
  );
}
