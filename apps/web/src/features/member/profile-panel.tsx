import type { UserDetail } from '@hotel/shared/api/user';
import { MSG } from '@hotel/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { ApiError, ServiceRefusal } from '../../lib/api-client.ts';
import { memberKeys, modifyUser } from './api.ts';
import { nameProblem } from './form-rules.ts';
import { formatBalance } from './member-card.tsx';
import { renameMemberSession } from './member-session.ts';
import { MEMBER_TEXT } from './messages.ts';
import { SPINNER_AFTER } from './submit-spinner.ts';
import './member.css';
import { useMessage } from '../../lib/message.tsx';

interface ProfilePanelProps {
  detail: UserDetail;
  token: string;
}

/** Personal center: the name (read-only until 编辑, 保存 submits) and the member's facts. */
export function ProfilePanel({ detail, token }: ProfilePanelProps) {
  const message = useMessage();
  const queryClient = useQueryClient();
  const nameId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(detail.userName);
  const [problem, setProblem] = useState<string>();

  const save = useMutation({
    mutationFn: async (name: string) => {
      const result = await modifyUser({ name });
      if (!result.success)
        throw new ServiceRefusal(result.message || MSG.profileSaveFailed, result.statusCode);
      return name;
    },
    onSuccess: (name) => {
      queryClient.setQueryData(memberKeys.detail(token), (current: UserDetail | undefined) =>
        current ? { ...current, userName: name } : current,
      );
      void queryClient.invalidateQueries({ queryKey: memberKeys.detail(token) });
      renameMemberSession(name);
      setEditing(false);
      void message.success(MSG.profileSaved);
    },
    onError: (error) => {
      // An ApiError has been told already (the catalogue message, or the login modal).
      if (error instanceof ServiceRefusal) void message.error(error.message);
      else if (!(error instanceof ApiError)) void message.error(MSG.profileSaveFailed);
    },
  });

  const submit = () => {
    const found = nameProblem(draft);
    if (found) {
      setProblem(found);
      return;
    }
    save.mutate(draft.trim());
  };

  const facts: [string, string][] = [
    [MEMBER_TEXT.mobile, detail.moible],
    [MEMBER_TEXT.cardNo, detail.cardNo],
    [MEMBER_TEXT.vipName, detail.vipName],
    [MEMBER_TEXT.score, MEMBER_TEXT.points(detail.score)],
    [MEMBER_TEXT.balance, formatBalance(detail.balance)],
  ];

  return (
    <section className="profile-panel" aria-labelledby={`${nameId}-title`}>
      <h2 className="profile-panel__title" id={`${nameId}-title`}>
        {MEMBER_TEXT.profileTitle}
      </h2>
      <dl className="profile-panel__list">
        <div className="profile-panel__row profile-panel__row--name">
          <dt>
            <label htmlFor={nameId}>{MEMBER_TEXT.name}</label>
          </dt>
          <dd>
            <form
              className="profile-panel__name"
              onSubmit={(event) => {
                event.preventDefault();
                if (editing) submit();
              }}
            >
              <Input
                id={nameId}
                value={editing ? draft : detail.userName}
                readOnly={!editing}
                variant={editing ? 'outlined' : 'borderless'}
                maxLength={20}
                status={problem ? 'error' : undefined}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${nameId}-problem` : undefined}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setProblem(undefined);
                }}
              />
              {editing ? (
                <Space>
                  <Button type="primary" htmlType="submit" loading={save.isPending && SPINNER_AFTER}>
                    {MEMBER_TEXT.save}
                  </Button>
                  <Button
                    onClick={() => {
                      setEditing(false);
                      setProblem(undefined);
                    }}
                  >
                    {MEMBER_TEXT.cancel}
                  </Button>
                </Space>
              ) : (
                <Button
                  onClick={() => {
                    setDraft(detail.userName);
                    setEditing(true);
                    document.getElementById(nameId)?.focus();
                  }}
                >
                  {MEMBER_TEXT.edit}
                </Button>
              )}
            </form>
            {problem ? (
              <p className="profile-panel__problem" id={`${nameId}-problem`} role="alert">
                {problem}
              </p>
            ) : null}
          </dd>
        </div>
        {facts.map(([label, value]) => (
          <div className="profile-panel__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
