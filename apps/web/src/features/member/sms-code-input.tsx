import { Input, type InputProps } from 'antd';
import { SmsCodeButton } from '../../components/sms-code-button.tsx';
import styles from './member.module.css';
import { MEMBER_TEXT } from './messages.ts';

interface SmsCodeInputProps extends InputProps {
  /** Checks the mobile and asks for a code; true when one is on its way (the button counts down). */
  onSend: () => Promise<boolean>;
}

/**
 * The 6-digit code field with its send button beside it. A Form.Item's control: the value, the
 * id and the aria attributes the Form.Item hands in go to the input.
 */
export function SmsCodeInput({ onSend, ...input }: SmsCodeInputProps) {
  return (
    <div className={styles.memberFormCode}>
      <Input
        {...input}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={MEMBER_TEXT.smsCodePlaceholder}
      />
      <SmsCodeButton className={styles.memberFormSend} onSend={onSend} />
    </div>
  );
}
