import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { forgetSignIn } from './session.ts';

/**
 * After signing out on purpose (退出登录, a new password): forget the session and open a plain
 * sign-in page. Forgotten first, so the sign-in page finds nobody signed in; the route change is
 * synchronous, so the guard is gone before it hears of the empty session (it would otherwise send
 * the user to the sign-in page with `next`, as for an expired session).
 */
export function useLeaveSession(): () => void {
  const client = useQueryClient();
  const navigate = useNavigate();
  return () => {
    forgetSignIn(client);
    void navigate(paths.login, { replace: true, flushSync: true });
  };
}
