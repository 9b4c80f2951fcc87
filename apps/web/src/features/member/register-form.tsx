import { GENDER } from '@hotel/shared/constants';
import { digitsOnly } from '@hotel/shared/form-rules';
import { MSG } from '@hotel/shared/messages';
import { Button, Checkbox, type CheckboxProps, Form, Input, Radio } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DmySelector, type DmyValue } from '../../components/dmy-selector.tsx';
import { paths } from '../../config/paths.ts';
import { emitEvent } from '../../lib/events.ts';
import { useMessage } from '../../lib/message.tsx';
import { checkInOrder, forgetChanged, useApiMutation } from '../../lib/use-api-mutation.ts';
import { registerMember } from './api.ts';
import {
  emptyRegisterForm,
  REGISTER_ORDER,
  type RegisterValues,
  registerFieldOf,
  registerRequest,
  registerRules,
} from './form-rules.ts';
import styles from './member.module.css';
import { MEMBER_TEXT } from './messages.ts';
import { RegisteredDialog } from './registered-dialog.tsx';
import { SmsCodeInput } from './sms-code-input.tsx';
import { SPINNER_AFTER } from './submit-spinner.ts';
import { useSendCode } from './use-send-code.ts';

interface BirthdayInputProps {
  id?: string;
  value?: DmyValue;
  onChange?: (value: DmyValue) => void;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/** The birthday selector as a Form.Item's control. */
function BirthdayInput({ id, value, onChange, 'aria-invalid': invalid }: BirthdayInputProps) {
  return (
    <DmySelector
      id={id}
      label={MEMBER_TEXT.birthday}
      value={value ?? {}}
      invalid={invalid === true || invalid === 'true'}
      onChange={(next) => onChange?.(next)}
    />
  );
}

/** The agree box with the links to what is agreed to, as a Form.Item's control (its `checked`). */
function AgreeTerms(props: CheckboxProps) {
  return (
    <>
      <Checkbox {...props}>{MEMBER_TEXT.agreePrefix}</Checkbox>
      <Link to={paths.footerPage('websiteTermsOfUse')} target="_blank">
        {MEMBER_TEXT.termsOfUse}
      </Link>
      {MEMBER_TEXT.and}
      <Link to={paths.footerPage('privacyPolicy')} target="_blank">
        {MEMBER_TEXT.privacyPolicy}
      </Link>
    </>
  );
}

const passwordHint = <span className={styles.memberFormHint}>{MEMBER_TEXT.passwordHint}</span>;

/** The registration form of section 2, checked in the order of section 5. */
export function RegisterForm() {
  const message = useMessage();
  const [form] = Form.useForm<RegisterValues>();
  const sexLabel = useId();
  const [registered, setRegistered] = useState(false);

  const register = useApiMutation({
    call: registerMember,
    fallback: MSG.tryLater,
    form,
    fieldOf: registerFieldOf,
  });
  const sendCode = useSendCode('1', form, registerFieldOf);

  const submit = async () => {
    if (register.pending || !(await checkInOrder(form, REGISTER_ORDER))) return;
    const result = await register.run(registerRequest(form.getFieldsValue(true)));
    if (!result) return;
    message.success(result.message || MSG.registerSuccess);
    form.resetFields();
    setRegistered(true);
  };

  return (
    <div>
      <Form<RegisterValues>
        form={form}
        name="register"
        layout="vertical"
        className={styles.memberForm}
        aria-label={MEMBER_TEXT.registerTitle}
        requiredMark={false}
        initialValues={emptyRegisterForm()}
        // Checked on submit only, one problem at a time (lib/use-api-mutation.ts).
        validateTrigger={false}
        onValuesChange={(changed) => {
          forgetChanged(form, changed);
          // the given name's problems show at the surname
          if ('givenName' in changed) forgetChanged(form, { surname: '' });
        }}
        onFinish={() => void submit()}
        onFinishFailed={() => void submit()}
      >
        {/* The name is checked as a whole at the surname: its message shows there, both parts are marked. */}
        <Form.Item noStyle shouldUpdate={() => true}>
          {({ getFieldError }) => {
            const nameWrong = getFieldError('surname').length > 0;
            return (
              <div className={styles.memberFormPair}>
                <Form.Item
                  label={MEMBER_TEXT.surname}
                  name="surname"
                  rules={registerRules.name}
                  validateFirst
                >
                  <Input
                    maxLength={20}
                    autoComplete="family-name"
                    placeholder={MEMBER_TEXT.surnamePlaceholder}
                  />
                </Form.Item>
                <Form.Item
                  label={MEMBER_TEXT.givenName}
                  name="givenName"
                  validateStatus={nameWrong ? 'error' : undefined}
                >
                  <Input
                    aria-invalid={nameWrong ? true : undefined}
                    maxLength={20}
                    autoComplete="given-name"
                    placeholder={MEMBER_TEXT.givenNamePlaceholder}
                  />
                </Form.Item>
              </div>
            );
          }}
        </Form.Item>
        <Form.Item
          label={MEMBER_TEXT.mobile}
          name="mobile"
          rules={registerRules.mobile}
          normalize={digitsOnly}
        >
          <Input
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={MEMBER_TEXT.mobilePlaceholder}
          />
        </Form.Item>
        <Form.Item
          label={MEMBER_TEXT.smsCode}
          name="smsCode"
          rules={registerRules.smsCode}
          normalize={digitsOnly}
        >
          <SmsCodeInput onSend={sendCode} />
        </Form.Item>
        {/* The hint under the password gives way to its problem. */}
        <Form.Item noStyle shouldUpdate={() => true}>
          {({ getFieldError }) => (
            <Form.Item
              label={MEMBER_TEXT.password}
              name="password"
              rules={registerRules.password}
              help={getFieldError('password').length > 0 ? undefined : passwordHint}
            >
              <Input.Password
                maxLength={64}
                autoComplete="new-password"
                placeholder={MEMBER_TEXT.passwordPlaceholder}
              />
            </Form.Item>
          )}
        </Form.Item>
        <Form.Item
          label={MEMBER_TEXT.passwordRepeat}
          name="passwordRepeat"
          rules={registerRules.passwordRepeat}
        >
          <Input.Password
            maxLength={64}
            autoComplete="new-password"
            placeholder={MEMBER_TEXT.passwordRepeatPlaceholder}
          />
        </Form.Item>
        <div className={`${styles.memberFormPair} ${styles.memberFormPairWide}`}>
          <Form.Item
            label={
              <span>
                {MEMBER_TEXT.birthday}
                <span className={styles.memberFormOptional}>（{MEMBER_TEXT.optional}）</span>
              </span>
            }
            name="birthday"
            rules={registerRules.birthday}
            validateFirst
          >
            <BirthdayInput />
          </Form.Item>
          <Form.Item
            label={
              <span id={sexLabel}>
                {MEMBER_TEXT.sex}
                <span className={styles.memberFormOptional}>（{MEMBER_TEXT.optional}）</span>
              </span>
            }
            name="sex"
            // A radio group is named by its label's text (aria-labelledby), not by a label's `for`.
            htmlFor={undefined}
          >
            <Radio.Group
              aria-labelledby={sexLabel}
              className={styles.memberFormSex}
              options={[
                { label: MEMBER_TEXT.male, value: GENDER.male },
                { label: MEMBER_TEXT.female, value: GENDER.female },
              ]}
            />
          </Form.Item>
        </div>
        <Form.Item name="agreed" valuePropName="checked" rules={registerRules.agreed}>
          <AgreeTerms />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={register.pending && SPINNER_AFTER}
        >
          {MEMBER_TEXT.registerSubmit}
        </Button>
        <p className={styles.memberFormSwitch}>
          {MEMBER_TEXT.haveAccount}
          <button
            type="button"
            className={styles.memberFormLink}
            onClick={() => emitEvent('login-modal', {})}
          >
            {MEMBER_TEXT.loginNow}
          </button>
        </p>
      </Form>
      <RegisteredDialog open={registered} onClose={() => setRegistered(false)} />
    </div>
  );
}
