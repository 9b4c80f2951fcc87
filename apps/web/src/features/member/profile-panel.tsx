import type { UserDetail } from '@hotel/shared/api/user';
import { MSG } from '@hotel/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useMessage } from '../../lib/message.tsx';
import { checkInOrder, clearProblems, forgetChanged, useApiMutation } from '../../lib/use-api-mutation.ts';
import { memberKeys, modifyUser } from './api.ts';
import { profileFieldOf, profileRules } from './form-rules.ts';
import styles from './member.module.css';
import { formatBalance } from './member-card.tsx';
import { renameMemberSession } from './member-session.ts';
import { MEMBER_TEXT } from './messages.ts';
import { SPINNER_AFTER } from './submit-spinner.ts';

/** The name field's id (antd's `<form name>_<field>`); antd points its aria-describedby at `<id>_help`. */
const NAME_ID = 'profile_name';

interface ProfilePanelProps {
  detail: UserDetail;
  token: string;
}

/** Personal center: the name (read-only until 编辑, 保存 submits) and the member's facts. */
export function ProfilePanel({ detail, token }: ProfilePanelProps) {
  const message = useMessage();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [form] = Form.useForm<{ name: string }>();
  const [editing, setEditing] = useState(false);

  // Not editing, the field shows the saved name.
  useEffect(() => {
    if (!editing) form.setFieldsValue({ name: detail.userName });
  }, [editing, detail.userName, form]);

  const save = useApiMutation({
    call: modifyUser,
    fallback: MSG.profileSaveFailed,
    form,
    fieldOf: profileFieldOf,
  });

  const submit = async () => {
    if (!editing || save.pending || !(await checkInOrder(form, ['name']))) return;
    const name = String(form.getFieldValue('name') ?? '').trim();
    if (!(await save.run({ name }))) return;
    queryClient.setQueryData(memberKeys.detail(token), (current: UserDetail | undefined) =>
      current ? { ...current, userName: name } : current,
    );
    void queryClient.invalidateQueries({ queryKey: memberKeys.detail(token) });
    renameMemberSession(name);
    setEditing(false);
    message.success(MSG.profileSaved);
  };

  const facts: [string, string][] = [
    [MEMBER_TEXT.mobile, detail.moible],
    [MEMBER_TEXT.cardNo, detail.cardNo],
    [MEMBER_TEXT.vipName, detail.vipName],
    [MEMBER_TEXT.score, MEMBER_TEXT.points(detail.score)],
    [MEMBER_TEXT.balance, formatBalance(detail.balance)],
  ];

  return (
    <section aria-labelledby={titleId}>
      <h2 className={styles.profilePanelTitle} id={titleId}>
        {MEMBER_TEXT.profileTitle}
      </h2>
      <dl className={styles.profilePanelList}>
        <div className={`${styles.profilePanelRow} profile-panel__row--name`}>
          <dt>
            <label htmlFor={NAME_ID}>{MEMBER_TEXT.name}</label>
          </dt>
          <dd>
            {/* The form context only: the <form> is the row of field and buttons, the problem goes under it. */}
            <Form<{ name: string }>
              form={form}
              name="profile"
              component={false}
              initialValues={{ name: detail.userName }}
              // Checked on submit only (lib/use-api-mutation.ts).
              validateTrigger={false}
              onValuesChange={(changed) => forgetChanged(form, changed)}
            >
              <form
                className={styles.profilePanelName}
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit();
                }}
              >
                <Form.Item name="name" noStyle rules={profileRules.name}>
                  <Input readOnly={!editing} variant={editing ? 'outlined' : 'borderless'} maxLength={20} />
                </Form.Item>
                {editing ? (
                  <Space>
                    <Button type="primary" htmlType="submit" loading={save.pending && SPINNER_AFTER}>
                      {MEMBER_TEXT.save}
                    </Button>
                    <Button
                      onClick={() => {
                        clearProblems(form);
                        setEditing(false);
                      }}
                    >
                      {MEMBER_TEXT.cancel}
                    </Button>
                  </Space>
                ) : (
                  <Button
                    onClick={() => {
                      setEditing(true);
                      document.getElementById(NAME_ID)?.focus();
                    }}
                  >
                    {MEMBER_TEXT.edit}
                  </Button>
                )}
              </form>
              <Form.Item noStyle shouldUpdate={() => true}>
                {({ getFieldError }) => {
                  const [problem] = getFieldError('name');
                  return problem ? (
                    <p className={styles.profilePanelProblem} id={`${NAME_ID}_help`} role="alert">
                      {problem}
                    </p>
                  ) : null;
                }}
              </Form.Item>
            </Form>
          </dd>
        </div>
        {facts.map(([label, value]) => (
          <div className={styles.profilePanelRow} key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
