import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { onEvent } from '../../lib/events.ts';
import { SHELL_TEXT } from './messages.ts';

/**
 * Answers 'login-modal' and 'login-or-register' until the real login modal lands (a later
 * issue): it says honestly that online login is not open yet instead of doing nothing.
 */
export function LoginPendingModal() {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>();

  useEffect(() => {
    const offLogin = onEvent('login-modal', (payload) => {
      setReason(payload.reason);
      setOpen(true);
    });
    const offRegister = onEvent('login-or-register', () => {
      setReason(undefined);
      setOpen(true);
    });
    return () => {
      offLogin();
      offRegister();
    };
  }, []);

  return (
    <Modal
      open={open}
      title={SHELL_TEXT.loginTitle}
      onCancel={() => setOpen(false)}
      onOk={() => setOpen(false)}
      okText={SHELL_TEXT.gotIt}
      cancelButtonProps={{ style: { display: 'none' } }}
      centered
    >
      {reason ? <p className="login-pending__reason">{reason}</p> : null}
      <p>{SHELL_TEXT.loginComingSoon}</p>
    </Modal>
  );
}
