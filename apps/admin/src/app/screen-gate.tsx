import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { type AdminScreen, canOpen, SCREENS_OF_ROLE } from '@hotel/shared/admin/roles';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths, screenPath } from '../config/paths.ts';
import { useStaffSession } from '../lib/session.ts';

/** A screen the role does not open says so instead of showing an empty page (the server refuses anyway). */
export function ScreenGate({ screen, children }: { screen: AdminScreen; children: ReactNode }) {
  const { staff } = useStaffSession();
  const navigate = useNavigate();
  if (canOpen(staff.role, screen)) return children;
  return (
    <Result
      status="403"
      title="403"
      subTitle={ADMIN_MSG.forbidden}
      extra={
        <Button type="primary" onClick={() => navigate(paths.home)}>
          返回首页
        </Button>
      }
    />
  );
}

/** /admin itself: the first screen this role opens. */
export function FirstScreen() {
  const { staff } = useStaffSession();
  const first = SCREENS_OF_ROLE[staff.role][0];
  return <Navigate to={first ? screenPath(first) : paths.account} replace />;
}
