import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFrom } from '../config/paths.ts';
import { SessionContext, sessionQuery } from '../lib/session.ts';
import { AdminLayout } from './admin-layout.tsx';

export function FullPageSpin() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}

/**
 * The guard of every screen: nobody signed in (or the session ended, any call's 401 sets this)
 * goes to the sign-in page, which remembers the page and its filters to return to.
 */
export function RequireSession() {
  const location = useLocation();
  const session = useQuery(sessionQuery());

  if (session.data) {
    return (
      <SessionContext value={session.data}>
        <AdminLayout staff={session.data.staff}>
          <Outlet />
        </AdminLayout>
      </SessionContext>
    );
  }
  if (session.data === null) {
    return <Navigate to={loginPathFrom(location.pathname + location.search)} replace />;
  }
  if (session.isError) {
    return (
      <Result
        status="warning"
        title="暂时无法连接服务器"
        subTitle={session.error.message}
        extra={
          <Button type="primary" onClick={() => void session.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  return <FullPageSpin />;
}
