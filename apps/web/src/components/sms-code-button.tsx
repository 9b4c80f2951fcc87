import { SMS_RESEND_SECONDS } from '@hotel/shared/constants';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';

const SMS_BUTTON_TEXT = {
  send: '发送',
  resend: (seconds: number) => `重新发送 ${seconds}s`,
} as const;

interface SmsCodeButtonProps {
  /**
   * Checks the form and asks for a code; resolves true when a code is on its way, which starts
   * the countdown. A refusal (false or a rejection) leaves the button ready for another try.
   */
  onSend: () => Promise<boolean>;
  /** Length of the countdown; the spec's 60 s. */
  seconds?: number;
  className?: string;
}

/**
 * The send-code button of the spec: 发送, then 重新发送 59s … 1s while no new code may be asked
 * for, then 发送 again. The countdown runs from a deadline, so a throttled background tab still
 * ends it on time.
 */
export function SmsCodeButton({ onSend, seconds = SMS_RESEND_SECONDS, className }: SmsCodeButtonProps) {
  const [deadline, setDeadline] = useState<number>();
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (deadline === undefined) return;
    const tick = () => {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      if (left <= 0) {
        setRemaining(0);
        setDeadline(undefined);
      } else {
        setRemaining(left);
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const counting = remaining > 0;

  const send = async () => {
    // A double click or a click during the countdown asks for nothing.
    if (busy.current || counting) return;
    busy.current = true;
    setSending(true);
    try {
      if (await onSend()) {
        setRemaining(seconds);
        setDeadline(Date.now() + seconds * 1000);
      }
    } catch {
      // The caller has shown why; the button is ready again.
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    // No spinner while sending: its icon would change the button's accessible name mid-request.
    <Button className={className} disabled={counting || sending} onClick={() => void send()}>
      {counting ? SMS_BUTTON_TEXT.resend(remaining) : SMS_BUTTON_TEXT.send}
    </Button>
  );
}
