import { digitsOnly } from '@hotel/shared/form-rules';
import { MSG } from '@hotel/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../config/paths.ts';
import type { AppEvents } from '../../lib/events.ts';
import { useMessage } from '../../lib/message.tsx';
import { checkInOrder, clearProblems, forgetChanged, useApiMutation } from '../../lib/use-api-mutation.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { loginMember, memberKeys } from './api.ts';
import { LOGIN_ORDER, type LoginValues, loginFieldOf, loginRules } from './form-rules.ts';
import styles from './member.module.css';
import { startMemberSession } from './member-session.ts';
import { MEMBER_TEXT } from './messages.ts';
import { SmsCodeInput } from './sms-code-input.tsx';
import { SPINNER_AFTER } from './submit-spinner.ts';
import { useSendCode } from './use-send-code.ts';

const emptyForm: LoginValues = { mobile: '', code: '' };

/**
 * The shell's login modal (section 2): mobile and SMS code. It opens on each new `request` (from
 * the 'login-modal' event: 会员中心, booking, a login that timed out, which hands in 登录超时 as
 * the reason).
 */
export function LoginModal({ request }: { request: AppEvents['login-modal'] }) {
  const message = useMessage();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LoginValues>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>();
  // What asked for this opening carries on after the login (a 预订); closing the modal drops it.
  const afterLogin = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    afterLogin.current = request.onLoggedIn;
    setReason(request.reason);
    setOpen(true);
  }, [request]);

  /** Closes the modal; what was typed stays for the next opening, its problems do not. */
  const close = () => {
    afterLogin.current = undefined;
    clearProblems(form);
    setOpen(false);
  };

  const login = useApiMutation({ call: loginMember, fallback: MSG.tryLater, form, fieldOf: loginFieldOf });
  const sendCode = useSendCode('2', form, loginFieldOf);

  const submit = async () => {
    if (login.pending || !(await checkInOrder(form, LOGIN_ORDER))) return;
    const { mobile, code } = form.getFieldsValue();
    const result = await login.run({ mobile: mobile.trim(), code: code.trim(), mode: 1 });
    if (!result) return;
    // Whatever was cached for an earlier member goes.
    queryClient.removeQueries({ queryKey: memberKeys.all });
    startMemberSession(result.data.token, result.data.name);
    form.resetFields();
    setReason(undefined);
    setOpen(false);
    message.success(result.message || MSG.loginSuccess);
    const carryOn = afterLogin.current;
    afterLogin.current = undefined;
    carryOn?.();
  };

  return (
    <Modal
      open={open}
      title={MEMBER_TEXT.loginTitle}
      onCancel={close}
      footer={null}
      centered
      width={420}
      className="login-modal"
    >
      <p className={styles.loginModalIntro}>{MEMBER_TEXT.loginIntro}</p>
      {reason ? <Alert className={styles.loginModalReason} type="warning" showIcon title={reason} /> : null}
      <Form<LoginValues>
        form={form}
        name="login"
        layout="vertical"
        className={styles.memberForm}
        aria-label={MEMBER_TEXT.loginTitle}
        requiredMark={false}
        initialValues={emptyForm}
        // Checked on submit only, one problem at a time (lib/use-api-mutation.ts).
        validateTrigger={false}
        onValuesChange={(changed) => forgetChanged(form, changed)}
        onFinish={() => void submit()}
        onFinishFailed={() => void submit()}
      >
        <Form.Item label={MEMBER_TEXT.mobile} name="mobile" rules={loginRules.mobile} normalize={digitsOnly}>
          <Input
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={MEMBER_TEXT.mobilePlaceholder}
          />
        </Form.Item>
        <Form.Item label={MEMBER_TEXT.smsCode} name="code" rules={loginRules.code} normalize={digitsOnly}>
          <SmsCodeInput onSend={sendCode} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={login.pending && SPINNER_AFTER}>
          {MEMBER_TEXT.loginSubmit}
        </Button>
      </Form>
      <p className={styles.memberFormSwitch}>
        {MEMBER_TEXT.noAccount}
        <button
          type="button"
          className={styles.memberFormLink}
          onClick={() => {
            close();
            navigate(paths.register);
          }}
        >
          {MEMBER_TEXT.registerNow}
        </button>
      </p>
    </Modal>
  );
}
