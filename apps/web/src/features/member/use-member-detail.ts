import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-store.ts';
import { useMessage } from '../../lib/message.tsx';
import { clearMemberSession } from '../../lib/session.ts';
import { persistentStore } from '../../lib/storage.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { memberKeys, userDetailQuery } from './api.ts';
import { MEMBER_TEXT } from './messages.ts';

/**
 * The member's own detail. When it cannot be read the member is logged out and sent to /
 * (section 4) with one message: 会员信息读取失败, unless the client has told the guest already.
 */
export function useMemberDetail() {
  const token = useAppState((s) => s.usertoken);
  const query = useQuery({ ...userDetailQuery(token ?? ''), enabled: token !== undefined });
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const message = useMessage();
  const { error, data } = query;

  useEffect(() => {
    if (!error) return;
    // A failure the client has told (its catalogue message, or 登录超时 in the login modal) needs no second one.
    if (!(error instanceof ApiError) || !error.shown) message.error(MEMBER_TEXT.detailFailed);
    clearMemberSession();
    queryClient.removeQueries({ queryKey: memberKeys.all });
    navigate(paths.root, { replace: true });
  }, [error, message, navigate, queryClient]);

  useEffect(() => {
    // Logged out meanwhile (the sidebar, or a 9999 from another call): nothing to show here.
    if (token === undefined) navigate(paths.root, { replace: true });
  }, [token, navigate]);

  useEffect(() => {
    // The card number is one of the stored member keys (section 3); member-card payment uses it.
    if (data) persistentStore.set('cardNo', data.cardNo);
  }, [data]);

  return { ...query, token };
}
