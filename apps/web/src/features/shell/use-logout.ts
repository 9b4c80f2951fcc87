import { App } from 'antd';
import { paths } from '../../config/paths.ts';
import { clearMemberSession } from '../../lib/session.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { SHELL_TEXT } from './messages.ts';

/** Logout: forget token and name, clear the store, go to /. */
export function useLogout(): () => void {
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  return () => {
    clearMemberSession();
    void message.success(SHELL_TEXT.loggedOut);
    navigate(paths.root);
  };
}
