import { lazy, Suspense, useEffect, useState } from 'react';
import { paths } from '../config/paths.ts';
import { appStore } from '../lib/app-store.ts';
import { type AppEvents, onEvent } from '../lib/events.ts';
import { useAppNavigate } from '../lib/use-app-navigate.ts';

const LoginModal = lazy(() =>
  import('../features/member/login-modal.tsx').then((m) => ({ default: m.LoginModal })),
);

/**
 * Listens for the login requests of the whole site (section 2) and loads the login modal's code
 * only when the first one comes. Each request is a new object, so asking again reopens the modal.
 * 'login-or-register' sends a visitor to the register page instead.
 */
export function LoginModalHost() {
  const navigate = useAppNavigate();
  const [request, setRequest] = useState<AppEvents['login-modal']>();

  useEffect(() => {
    const offLogin = onEvent('login-modal', (payload) => setRequest({ ...payload }));
    const offRegister = onEvent('login-or-register', () => {
      if (!appStore.getState().usertoken) navigate(paths.register);
    });
    return () => {
      offLogin();
      offRegister();
    };
  }, [navigate]);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal request={request} />
    </Suspense>
  );
}
