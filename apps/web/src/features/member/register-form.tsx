import { GENDER } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { Button, Checkbox, Form, Input, Radio } from 'antd';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DmySelector } from '../../components/dmy-selector.tsx';
import { SmsCodeButton } from '../../components/sms-code-button.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { emitEvent } from '../../lib/events.ts';
import { registerMember } from './api.ts';
import {
  emptyRegisterForm,
  type FormProblem,
  type RegisterField,
  type RegisterForm as RegisterValues,
  registerBody,
  registerProblem,
} from './form-rules.ts';
import { MEMBER_TEXT } from './messages.ts';
import { RegisteredDialog } from './registered-dialog.tsx';
import { SPINNER_AFTER } from './submit-spinner.ts';
import { useSendCode } from './use-send-code.ts';
import './member.css';
import { useMessage } from '../../lib/message.tsx';

/** The registration form of section 2, checked in the order of section 5. */
export function RegisterForm() {
  const message = useMessage();
  const ids = useId();
  const idOf = (field: RegisterField) => `${ids}-${field}`;
  const [form, setForm] = useState<RegisterValues>(emptyRegisterForm);
  const [problem, setProblem] = useState<FormProblem<RegisterField>>();
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);

  const set = <K extends RegisterField>(field: K, value: RegisterValues[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblem((current) => (current?.field === field ? undefined : current));
  };

  const show = useCallback(
    (next: FormProblem<RegisterField>) => {
      setProblem(next);
      // Bring the field into view (a phone shows one or two fields at a time).
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${ids}-${next.field}`)}`)?.focus();
    },
    [ids],
  );

  const onMobileProblem = useCallback((text: string) => show({ field: 'mobile', message: text }), [show]);
  const sendCode = useSendCode('1', form.mobile, onMobileProblem);

  const submit = async () => {
    if (submitting) return;
    const found = registerProblem(form);
    if (found) {
      show(found);
      return;
    }
    setSubmitting(true);
    try {
      const result = await registerMember(registerBody(form));
      if (!result.success) {
        void message.error(result.message || MSG.tryLater);
        return;
      }
      void message.success(result.message || MSG.registerSuccess);
      setForm(emptyRegisterForm());
      setProblem(undefined);
      setRegistered(true);
    } catch (error) {
      if (!(error instanceof ApiError)) void message.error(MSG.tryLater);
    } finally {
      setSubmitting(false);
    }
  };

  const status = (...fields: RegisterField[]) =>
    problem && fields.includes(problem.field) ? ('error' as const) : undefined;
  const help = (...fields: RegisterField[]) =>
    problem && fields.includes(problem.field) ? problem.message : undefined;

  return (
    <div ref={formRef}>
      <Form
        layout="vertical"
        className="member-form"
        aria-label={MEMBER_TEXT.registerTitle}
        requiredMark={false}
        onFinish={() => void submit()}
      >
        <div className="member-form__pair">
          <Form.Item
            label={MEMBER_TEXT.surname}
            htmlFor={idOf('surname')}
            validateStatus={status('surname', 'givenName')}
            help={help('surname', 'givenName')}
          >
            <Input
              id={idOf('surname')}
              aria-invalid={status('surname', 'givenName') ? true : undefined}
              value={form.surname}
              maxLength={20}
              autoComplete="family-name"
              placeholder={MEMBER_TEXT.surnamePlaceholder}
              onChange={(e) => set('surname', e.target.value)}
            />
          </Form.Item>
          <Form.Item
            label={MEMBER_TEXT.givenName}
            htmlFor={idOf('givenName')}
            validateStatus={status('surname', 'givenName')}
          >
            <Input
              id={idOf('givenName')}
              aria-invalid={status('surname', 'givenName') ? true : undefined}
              value={form.givenName}
              maxLength={20}
              autoComplete="given-name"
              placeholder={MEMBER_TEXT.givenNamePlaceholder}
              onChange={(e) => set('givenName', e.target.value)}
            />
          </Form.Item>
        </div>
        <Form.Item
          label={MEMBER_TEXT.mobile}
          htmlFor={idOf('mobile')}
          validateStatus={status('mobile')}
          help={help('mobile')}
        >
          <Input
            id={idOf('mobile')}
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
          htmlFor={idOf('smsCode')}
          validateStatus={status('smsCode')}
          help={help('smsCode')}
        >
          <div className="member-form__code">
            <Input
              id={idOf('smsCode')}
              aria-invalid={status('smsCode') ? true : undefined}
              value={form.smsCode}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={MEMBER_TEXT.smsCodePlaceholder}
              onChange={(e) => set('smsCode', e.target.value.replace(/\D/g, ''))}
            />
            <SmsCodeButton className="member-form__send" onSend={sendCode} />
          </div>
        </Form.Item>
        <Form.Item
          label={MEMBER_TEXT.password}
          htmlFor={idOf('password')}
          validateStatus={status('password')}
          help={help('password') ?? <span className="member-form__hint">{MEMBER_TEXT.passwordHint}</span>}
        >
          <Input.Password
            id={idOf('password')}
            aria-invalid={status('password') ? true : undefined}
            value={form.password}
            maxLength={64}
            autoComplete="new-password"
            placeholder={MEMBER_TEXT.passwordPlaceholder}
            onChange={(e) => set('password', e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label={MEMBER_TEXT.passwordRepeat}
          htmlFor={idOf('passwordRepeat')}
          validateStatus={status('passwordRepeat')}
          help={help('passwordRepeat')}
        >
          <Input.Password
            id={idOf('passwordRepeat')}
            aria-invalid={status('passwordRepeat') ? true : undefined}
            value={form.passwordRepeat}
            maxLength={64}
            autoComplete="new-password"
            placeholder={MEMBER_TEXT.passwordRepeatPlaceholder}
            onChange={(e) => set('passwordRepeat', e.target.value)}
          />
        </Form.Item>
        <div className="member-form__pair member-form__pair--wide">
          <Form.Item
            label={
              <span>
                {MEMBER_TEXT.birthday}
                <span className="member-form__optional">（{MEMBER_TEXT.optional}）</span>
              </span>
            }
            htmlFor={idOf('birthday')}
            validateStatus={status('birthday')}
            help={help('birthday')}
          >
            <DmySelector
              id={idOf('birthday')}
              label={MEMBER_TEXT.birthday}
              value={form.birthday}
              invalid={problem?.field === 'birthday'}
              onChange={(value) => set('birthday', value)}
            />
          </Form.Item>
          <Form.Item
            label={
              <span id={idOf('sex')}>
                {MEMBER_TEXT.sex}
                <span className="member-form__optional">（{MEMBER_TEXT.optional}）</span>
              </span>
            }
          >
            <Radio.Group
              aria-labelledby={idOf('sex')}
              className="member-form__sex"
              value={form.sex}
              onChange={(e) => set('sex', e.target.value === GENDER.male ? GENDER.male : GENDER.female)}
              options={[
                { label: MEMBER_TEXT.male, value: GENDER.male },
                { label: MEMBER_TEXT.female, value: GENDER.female },
              ]}
            />
          </Form.Item>
        </div>
        <Form.Item validateStatus={status('agreed')} help={help('agreed')}>
          <Checkbox
            id={idOf('agreed')}
            aria-invalid={status('agreed') ? true : undefined}
            checked={form.agreed}
            onChange={(e) => set('agreed', e.target.checked)}
          >
            {MEMBER_TEXT.agreePrefix}
          </Checkbox>
          <Link to={paths.footerPage('websiteTermsOfUse')} target="_blank">
            {MEMBER_TEXT.termsOfUse}
          </Link>
          {MEMBER_TEXT.and}
          <Link to={paths.footerPage('privacyPolicy')} target="_blank">
            {MEMBER_TEXT.privacyPolicy}
          </Link>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting && SPINNER_AFTER}>
          {MEMBER_TEXT.registerSubmit}
        </Button>
        <p className="member-form__switch">
          {MEMBER_TEXT.haveAccount}
          <button type="button" className="member-form__link" onClick={() => emitEvent('login-modal', {})}>
            {MEMBER_TEXT.loginNow}
          </button>
        </p>
      </Form>
      <RegisteredDialog open={registered} onClose={() => setRegistered(false)} />
    </div>
  );
}
