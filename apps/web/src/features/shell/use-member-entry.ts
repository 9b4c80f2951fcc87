import { paths } from '../../config/paths.ts';
import { useAppState } from '../../lib/app-store.ts';
import { emitEvent } from '../../lib/events.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';

/** 会员中心: members go to the courtesy page, visitors get the login modal. */
export function useMemberEntry(): () => void {
  const token = useAppState((s) => s.usertoken);
  const navigate = useAppNavigate();
  return () => {
    if (token) navigate(paths.courtesy);
    else emitEvent('login-modal', {});
  };
}
