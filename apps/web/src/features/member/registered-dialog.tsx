import { Button, Modal, Result } from 'antd';
import { paths } from '../../config/paths.ts';
import { emitEvent } from '../../lib/events.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import styles from './member.module.css';
import { MEMBER_TEXT } from './messages.ts';

interface RegisteredDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 注册成功, with 登录 (the login modal) and 去首页 (/). Registration does not log in. */
export function RegisteredDialog({ open, onClose }: RegisteredDialogProps) {
  const navigate = useAppNavigate();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      centered
      width={420}
      title={MEMBER_TEXT.registeredTitle}
      className={styles.registeredDialog}
    >
      <Result
        status="success"
        subTitle={MEMBER_TEXT.registeredText}
        extra={[
          <Button
            key="login"
            type="primary"
            onClick={() => {
              onClose();
              emitEvent('login-modal', {});
            }}
          >
            {MEMBER_TEXT.login}
          </Button>,
          <Button
            key="home"
            onClick={() => {
              onClose();
              navigate(paths.root);
            }}
          >
            {MEMBER_TEXT.goHome}
          </Button>,
        ]}
      />
    </Modal>
  );
}
