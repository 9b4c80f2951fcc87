import { LogoutOutlined, MenuOutlined, SettingOutlined } from '@ant-design/icons';
import type { StaffProfile } from '@hotel/shared/admin/auth';
import { Button, Flex, Layout, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { APP_TITLE } from '../config/layout.ts';
import { paths } from '../config/paths.ts';
import { useSignOut } from '../features/auth/api.ts';
import { StaffBadge } from './staff-badge.tsx';

interface HeaderBarProps {
  staff: StaffProfile;
  phone: boolean;
  onOpenMenu: () => void;
}

/** Who is signed in and the account's two actions; on phones the menu button and icons only. */
export function HeaderBar({ staff, phone, onOpenMenu }: HeaderBarProps) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        borderBottom: '1px solid var(--ant-color-border-secondary)',
      }}
    >
      {phone && <Button type="text" icon={<MenuOutlined />} aria-label="打开菜单" onClick={onOpenMenu} />}
      {phone && (
        <Typography.Text strong ellipsis style={{ flex: 1 }}>
          {APP_TITLE}
        </Typography.Text>
      )}
      <Flex align="center" gap={8} style={{ marginInlineStart: 'auto' }}>
        {!phone && <StaffBadge staff={staff} />}
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label="账号设置"
          onClick={() => navigate(paths.account)}
        >
          {phone ? null : '账号设置'}
        </Button>
        <Button
          type="text"
          icon={<LogoutOutlined />}
          aria-label="退出登录"
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {phone ? null : '退出登录'}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
