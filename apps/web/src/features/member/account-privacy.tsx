import { closeAccountBody, type MemberDataExport } from '@hotel/shared/api/account';
import type { UserDetail } from '@hotel/shared/api/user';
import { POLICY_DOCUMENTS, POLICY_PAGES, POLICY_VERSIONS } from '@hotel/shared/constants';
import { digitsOnly, formRule } from '@hotel/shared/form-rules';
import { MSG } from '@hotel/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useMessage } from '../../lib/message.tsx';
import { clearMemberSession } from '../../lib/session.ts';
import { checkInOrder, forgetChanged, useApiMutation } from '../../lib/use-api-mutation.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import styles from './account-privacy.module.css';
import { closeAccount, exportMemberData, memberKeys, sendCloseAccountCode } from './api.ts';
import { loginFieldOf } from './form-rules.ts';
import memberStyles from './member.module.css';
import { ACCOUNT_TEXT, MEMBER_TEXT, maskedMobile } from './messages.ts';
import { SmsCodeInput } from './sms-code-input.tsx';
import { SPINNER_AFTER } from './submit-spinner.ts';

/** Saves `data` as a JSON file the way a download link would. */
function saveJson(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file by the next turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 下载我的数据: the export call, then the file. */
function ExportSection({ titleId }: { titleId: string }) {
  const message = useMessage();
  const exporting = useApiMutation({ call: exportMemberData, fallback: ACCOUNT_TEXT.exportFailed });
  const download = async () => {
    if (exporting.pending) return;
    const result = await exporting.run(undefined);
    if (!result) return;
    const data: MemberDataExport = result.data;
    saveJson(ACCOUNT_TEXT.fileName(data.profile.cardNo, data.exportedAt.slice(0, 10)), data);
    message.success(ACCOUNT_TEXT.exportDone);
  };
  return (
    <section className={styles.accountPrivacySection} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.accountPrivacyTitle}>
        {ACCOUNT_TEXT.exportTitle}
      </h3>
      <p className={styles.accountPrivacyText}>{ACCOUNT_TEXT.exportText}</p>
      <Button type="primary" onClick={() => void download()} loading={exporting.pending && SPINNER_AFTER}>
        {ACCOUNT_TEXT.exportButton}
      </Button>
    </section>
  );
}

/** What was agreed to at registration, with the versions in force and links to read them. */
function ConsentSection({ titleId }: { titleId: string }) {
  return (
    <section className={styles.accountPrivacySection} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.accountPrivacyTitle}>
        {ACCOUNT_TEXT.consentTitle}
      </h3>
      <p className={styles.accountPrivacyText}>{ACCOUNT_TEXT.consentText}</p>
      <ul className={styles.accountPrivacyDocuments}>
        {POLICY_DOCUMENTS.map((document) => (
          <li key={document}>
            <Link to={paths.footerPage(POLICY_PAGES[document].footerNavName)} target="_blank">
              《{POLICY_PAGES[document].name}》
            </Link>
            <span className={styles.accountPrivacyVersion}>
              {ACCOUNT_TEXT.version(POLICY_VERSIONS[document])}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface CloseValues {
  code: string;
}

/** The closure's code refusals show at the code field; the rest (an open order …) above it. */
const codeFieldOf = (text: string) => (loginFieldOf(text) === 'code' ? 'code' : undefined);

/**
 * The confirmation of 注销账号: what happens, a fresh SMS code to the member's own mobile, then
 * 确认注销. A refusal (an open order, money on the card) shows in the dialog with its reason.
 */
function CloseAccountDialog({ mobile, onClose }: { mobile: string; onClose: () => void }) {
  const message = useMessage();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CloseValues>();
  const [refusal, setRefusal] = useState<string>();
  const titleId = useId();

  const sending = useApiMutation({
    call: sendCloseAccountCode,
    fallback: MSG.tryLater,
    onFailure: setRefusal,
  });
  const closing = useApiMutation({
    call: closeAccount,
    fallback: MSG.tryLater,
    form,
    fieldOf: codeFieldOf,
    onFailure: setRefusal,
  });

  const sendCode = async () => {
    setRefusal(undefined);
    const result = await sending.run(undefined);
    if (!result) return false;
    message.success(result.message || MSG.smsCodeSent);
    return true;
  };

  const submit = async () => {
    setRefusal(undefined);
    if (closing.pending || !(await checkInOrder(form, ['code']))) return;
    const result = await closing.run({ code: String(form.getFieldValue('code') ?? '').trim() });
    if (!result) return;
    // The token ended with the account: forget the member here, without a logout call that would
    // only be answered 登录超时.
    clearMemberSession();
    queryClient.removeQueries({ queryKey: memberKeys.all });
    message.success(result.message || ACCOUNT_TEXT.closed);
    onClose();
    navigate(paths.root, { replace: true });
  };

  return (
    <Modal
      open
      centered
      width={520}
      title={<span id={titleId}>{ACCOUNT_TEXT.closeDialogTitle}</span>}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {ACCOUNT_TEXT.cancel}
        </Button>,
        <Button
          key="close"
          type="primary"
          danger
          onClick={() => void submit()}
          loading={closing.pending && SPINNER_AFTER}
        >
          {ACCOUNT_TEXT.confirmClose}
        </Button>,
      ]}
    >
      <ul className={styles.accountPrivacyConsequences}>
        {ACCOUNT_TEXT.closeWhatHappens.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {refusal ? (
        <Alert type="error" showIcon title={refusal} className={styles.accountPrivacyRefusal} />
      ) : null}
      <Form<CloseValues>
        form={form}
        name="close-account"
        layout="vertical"
        className={memberStyles.memberForm}
        aria-labelledby={titleId}
        requiredMark={false}
        initialValues={{ code: '' }}
        validateTrigger={false}
        onValuesChange={(changed) => forgetChanged(form, changed)}
        onFinish={() => void submit()}
        onFinishFailed={() => void submit()}
      >
        <Form.Item
          label={MEMBER_TEXT.smsCode}
          name="code"
          rules={[formRule(closeAccountBody.shape.code)]}
          normalize={digitsOnly}
          extra={ACCOUNT_TEXT.codeSentTo(maskedMobile(mobile))}
        >
          <SmsCodeInput onSend={sendCode} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 注销账号: what it means, and the button that opens the confirmation. */
function CloseSection({ titleId, detail }: { titleId: string; detail: UserDetail | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      className={`${styles.accountPrivacySection} ${styles.accountPrivacySectionDanger}`}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className={styles.accountPrivacyTitle}>
        {ACCOUNT_TEXT.closeTitle}
      </h3>
      <p className={styles.accountPrivacyText}>{ACCOUNT_TEXT.closeText}</p>
      <Button danger disabled={!detail} onClick={() => setOpen(true)}>
        {ACCOUNT_TEXT.closeButton}
      </Button>
      {open && detail ? <CloseAccountDialog mobile={detail.moible} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

/** 账号与隐私 in the member centre: download one's data, the documents agreed to, close the account. */
export function AccountPrivacyPanel({ detail }: { detail: UserDetail | undefined }) {
  const exportTitle = useId();
  const consentTitle = useId();
  const closeTitle = useId();
  return (
    <div className={styles.accountPrivacy}>
      <ExportSection titleId={exportTitle} />
      <ConsentSection titleId={consentTitle} />
      <CloseSection titleId={closeTitle} detail={detail} />
    </div>
  );
}
