import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths.ts';
import { crsApi } from '../../lib/api-client.ts';
import { appStore } from '../../lib/app-store.ts';
import { useMessage } from '../../lib/message.tsx';
import { clearMemberSession } from '../../lib/session.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { SHELL_TEXT } from './messages.ts';

/** Member data is cached under this key prefix (see features/member/api.ts). */
const MEMBER_QUERY_KEY = ['user'] as const;

/** Logout: end the token on the server, forget token and name, clear the store, go to /. */
export function useLogout(): () => void {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const message = useMessage();
  return () => {
    if (appStore.getState().usertoken) {
      // The request takes the token with it before it is forgotten below; the member is logged
      // out here whatever the server answers.
      crsApi.post('/user/logout', 'logoutResponse', {}).catch(() => undefined);
    }
    clearMemberSession();
    queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
    message.success(SHELL_TEXT.loggedOut);
    navigate(paths.root);
  };
}
