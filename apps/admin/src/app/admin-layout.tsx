import type { StaffProfile } from '@hotel/shared/admin/auth';
import { useMediaQuery } from '@hotel/ui/use-media-query.ts';
import { Drawer, Layout } from 'antd';
import { type ReactNode, useState } from 'react';
import { useMatches } from 'react-router';
import { APP_TITLE, PHONE_QUERY, SIDER_WIDTH } from '../config/layout.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { HeaderBar } from './header-bar.tsx';
import { isRouteHandle, type RouteHandle } from './route-handle.ts';
import { SideMenu } from './side-menu.tsx';
import { StaffBadge } from './staff-badge.tsx';
import { SIDE_DARK } from './theme.ts';

/** The deepest route's handle: the screen shown now. */
function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(isRouteHandle);
}

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <div
      style={{
        color: 'var(--white)',
        fontWeight: 600,
        padding: '18px 20px',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      {collapsed ? '光影' : APP_TITLE}
    </div>
  );
}

/** Side menu on desktops, a drawer menu on phones; the header says who is signed in. */
export function AdminLayout({ staff, children }: { staff: StaffProfile; children: ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const handle = useRouteHandle();

  useDocumentTitle(handle?.title);

  const menu = (
    <SideMenu role={staff.role} current={handle?.screen} onNavigate={() => setDrawerOpen(false)} />
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!phone && (
        <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={SIDER_WIDTH}>
          <Brand collapsed={collapsed} />
          {menu}
        </Layout.Sider>
      )}
      {phone && (
        <Drawer
          open={drawerOpen}
          placement="left"
          size={SIDER_WIDTH + 48}
          onClose={() => setDrawerOpen(false)}
          title={<StaffBadge staff={staff} vertical />}
          styles={{ body: { padding: 0, background: SIDE_DARK } }}
        >
          {menu}
        </Drawer>
      )}
      <Layout>
        <HeaderBar staff={staff} phone={phone} onOpenMenu={() => setDrawerOpen(true)} />
        <Layout.Content style={{ padding: phone ? 12 : 24, minWidth: 0 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
