import type { SiteInfo } from '@hotel/shared/api/cms';
import { Button, Drawer } from 'antd';
import { NavLink } from 'react-router';
import { useAppState } from '../../lib/app-store.ts';
import { BrandLogo } from './brand-logo.tsx';
import { FollowUsQr } from './follow-us-qr.tsx';
import { MAIN_MENU } from './menu.ts';
import { SHELL_TEXT } from './messages.ts';
import styles from './mobile-sidebar.module.css';
import { useLogout } from './use-logout.ts';
import { useMemberEntry } from './use-member-entry.ts';

interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
  siteInfo: SiteInfo | undefined;
  brandName: string;
}

/** The narrow-screen menu: the main menu, then the member greeting or the follow-us QR. */
export function MobileSidebar({ open, onClose, siteInfo, brandName }: MobileSidebarProps) {
  const token = useAppState((s) => s.usertoken);
  const username = useAppState((s) => s.username);
  const openMember = useMemberEntry();
  const logout = useLogout();

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={300}
      title={<BrandLogo brandName={brandName} onNavigate={onClose} />}
      className="mobile-sidebar"
    >
      <nav aria-label={SHELL_TEXT.mainMenu}>
        <ul className={styles.mobileSidebarMenu}>
          <li>
            <NavLink to="/home" end onClick={onClose}>
              {SHELL_TEXT.home}
            </NavLink>
          </li>
          {MAIN_MENU.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} onClick={onClose}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                onClose();
                openMember();
              }}
            >
              {SHELL_TEXT.member}
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.mobileSidebarFoot}>
        {token ? (
          <>
            <p className={styles.mobileSidebarGreeting}>{SHELL_TEXT.greeting(username ?? '')}</p>
            <Button
              block
              size="large"
              onClick={() => {
                onClose();
                logout();
              }}
            >
              {SHELL_TEXT.logout}
            </Button>
          </>
        ) : (
          <FollowUsQr siteInfo={siteInfo} />
        )}
      </div>
    </Drawer>
  );
}
