import { QrCode } from '@hotel/ui/qr-code.tsx';
import { Flex, Typography } from 'antd';
import { AUTH_TEXT } from './messages.ts';

/** The secret to add to an authenticator app: as a QR code to scan, and as text to type. */
export function TotpSecret({ secret, otpauthUri }: { secret: string; otpauthUri: string }) {
  return (
    <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
      <QrCode value={otpauthUri} label={AUTH_TEXT.qrLabel} size={168} />
      <Typography.Text type="secondary">
        {AUTH_TEXT.secret}：
        <Typography.Text code copyable={{ text: secret }}>
          {secret}
        </Typography.Text>
      </Typography.Text>
    </Flex>
  );
}
