import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { useMutation } from '@tanstack/react-query';
import { notify } from '../../lib/notify.ts';
import { useLeaveSession } from '../../lib/use-leave-session.ts';
import { signOut } from './api.ts';

/** 退出登录: ends the session on the server, forgets every cached answer, back to the sign-in page. */
export function useSignOut() {
  const leave = useLeaveSession();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      leave();
      notify.success(ADMIN_MSG.signedOut);
    },
  });
}
