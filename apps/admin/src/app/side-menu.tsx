import { ADMIN_SCREENS, type AdminScreen, SCREENS_OF_ROLE, type StaffRole } from '@hotel/shared/admin/roles';
import { Menu } from 'antd';
import { Link } from 'react-router';
import { screenPath } from '../config/paths.ts';
import { SCREEN_ICONS } from './screen-icons.tsx';

interface SideMenuProps {
  role: StaffRole;
  current: AdminScreen | undefined;
  /** The drawer closes once a screen is chosen. */
  onNavigate?: () => void;
}

/** The screens this role opens, in the order and with the labels of ADMIN_SCREENS. */
export function SideMenu({ role, current, onNavigate }: SideMenuProps) {
  const screens = (Object.keys(ADMIN_SCREENS) as AdminScreen[]).filter((screen) =>
    SCREENS_OF_ROLE[role].includes(screen),
  );
  return (
    <Menu
      theme="dark"
      mode="inline"
      aria-label="主菜单"
      selectedKeys={current ? [current] : []}
      onClick={onNavigate}
      items={screens.map((screen) => ({
        key: screen,
        icon: SCREEN_ICONS[screen],
        // A real link: staff open screens in new tabs with a middle click.
        label: <Link to={screenPath(screen)}>{ADMIN_SCREENS[screen]}</Link>,
      }))}
    />
  );
}
