import { MSG } from '@hotel/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SmsCodeButton } from '../../components/sms-code-button.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { AppEvents } from '../../lib/events.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { loginMember, memberKeys } from './api.ts';
import { type FormProblem, type LoginForm, loginProblem } from './form-rules.ts';
import { startMemberSession } from './member-session.ts';
import { MEMBER_TEXT } from './messages.ts';
import { SPINNER_AFTER } from './submit-spinner.ts';
import { useSendCode } from './use-send-code.ts';
import './member.css';
import { useMessage } from '../../lib/message.tsx';

const emptyForm: LoginForm = { mobile: '', code: '' };

/**
 * The shell's login modal (section 2): mobile and SMS code. It opens on each new `request` (from
 * the 'login-modal' event: 会员中心, booking, a login that timed out, which hands in 登录超时 as
 * the reason).
 */
export function LoginModal({ request }: { request: AppEvents['login-modal'] }) {
  const message = useMessage();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>();
  const [form, setForm] = useState<LoginForm>(emptyForm);
  const [problem, setProblem] = useState<FormProblem<keyof LoginForm>>();
  const [submitting, setSubmitting] = useState(false);
  // What asked for this opening carries on after the login (a 预订); closing the modal drops it.
  const afterLogin = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    afterLogin.current = request.onLoggedIn;
    setReason(request.reason);
    setProblem(undefined);
    setOpen(true);
  }, [request]);

  const set = (field: keyof LoginForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblem((current) => (current?.field === field ? undefined : current));
  };

  const onMobileProblem = useCallback((text: string) => setProblem({ field: 'mobile', message: text }), []);
  const sendCode = useSendCode('2', form.mobile, onMobileProblem);

  const submit = async () => {
    if (submitting) return;
    const found = loginProblem(form);
    if (found) {
      setProblem(found);
      document.getElementById(`${ids}-${found.field}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const result = await loginMember({ mobile: form.mobile.trim(), code: form.code.trim(), mode: 1 });
      if (!result.success) {
        void message.error(result.message || MSG.tryLater);
        return;
      }
      // Whatever was cached for an earlier member goes.
      queryClient.removeQueries({ queryKey: memberKeys.all });
      startMemberSession(result.data.token, result.data.name);
      setForm(emptyForm);
      setProblem(undefined);
      setReason(undefined);
      setOpen(false);
      void message.success(result.message || MSG.loginSuccess);
      const carryOn = afterLogin.current;
      afterLogin.current = undefined;
      carryOn?.();
    } catch (error) {
      if (!(error instanceof ApiError)) void message.error(MSG.tryLater);
    } finally {
      setSubmitting(false);
    }
  };

  const status = (field: keyof LoginForm) => (problem?.field === field ? ('error' as const) : undefined);
  const help = (field: keyof LoginForm) => (problem?.field === field ? problem.message : undefined);

  return (
    <Modal
      open={open}
      title={MEMBER_TEXT.loginTitle}
      onCancel={() => {
        afterLogin.current = undefined;
        setOpen(false);
      }}
      footer={null}
      centered
      width={420}
      className="login-modal"
    >
      <p className="login-modal__intro">{MEMBER_TEXT.loginIntro}</p>
      {reason ? <Alert className="login-modal__reason" type="warning" showIcon title={reason} /> : null}
      <Form
        layout="vertical"
        className="member-form"
        aria-label={MEMBER_TEXT.loginTitle}
        requiredMark={false}
        onFinish={() => void submit()}
      >
        <Form.Item
          label={MEMBER_TEXT.mobile}
          htmlFor={`${ids}-mobile`}
          validateStatus={status('mobile')}
          help={help('mobile')}
        >
          <Input
            id={`${ids}-mobile`}
            aria-invalid={status('mobile') ? true : undefined}
            value={form.mobile}
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={MEMBER_TEXT.mobilePlaceholder}
            onChange={(e) => set('mobile', e.target.value.replace(/\D/g, ''))}
          />
        </Form.Item>
        <Form.Item
          label={MEMBER_TEXT.smsCode}
          htmlFor={`${ids}-code`}
          validateStatus={status('code')}
          help={help('code')}
        >
          <div className="member-form__code">
            <Input
              id={`${ids}-code`}
              aria-invalid={status('code') ? true : undefined}
              value={form.code}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={MEMBER_TEXT.smsCodePlaceholder}
              onChange={(e) => set('code', e.target.value.replace(/\D/g, ''))}
            />
            <SmsCodeButton className="member-form__send" onSend={sendCode} />
          </div>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting && SPINNER_AFTER}>
          {MEMBER_TEXT.loginSubmit}
        </Button>
      </Form>
      <p className="member-form__switch">
        {MEMBER_TEXT.noAccount}
        <button
          type="button"
          className="member-form__link"
          onClick={() => {
            afterLogin.current = undefined;
            setOpen(false);
            navigate(paths.register);
          }}
        >
          {MEMBER_TEXT.registerNow}
        </button>
      </p>
    </Modal>
  );
}
