import type { SiteInfo } from '@hotel/shared/api/cms';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { LoadOnIntent } from '../../components/load-on-intent.tsx';
import { SiteIcon } from '../../components/site-icon.tsx';
import { useAppState } from '../../lib/app-store.ts';
import { BrandLogo } from './brand-logo.tsx';
import { MAIN_MENU } from './menu.ts';
import { SHELL_TEXT } from './messages.ts';
import styles from './site-header.module.css';
import { useMemberEntry } from './use-member-entry.ts';

// The narrow-screen menu (antd's Drawer) loads when it is first opened.
const MobileSidebar = lazy(() => import('./mobile-sidebar.tsx').then((m) => ({ default: m.MobileSidebar })));
// The 关注我们 popup's code (antd's Popover) comes when the guest points at or presses the button.
const loadFollowUs = () => import('./follow-us-popover.tsx');
const FollowUsPopover = lazy(loadFollowUs);

interface SiteHeaderProps {
  siteInfo: SiteInfo | undefined;
  brandName: string;
}

export function SiteHeader({ siteInfo, brandName }: SiteHeaderProps) {
  const openMember = useMemberEntry();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const hotel = useAppState((s) => (s.isHeadQuarter ? undefined : s.currentHotel));
  const followButton = (
    <button type="button" className={styles.hotlineBarFollow}>
      <SiteIcon name="qrcode" />
      {SHELL_TEXT.followUs}
    </button>
  );

  return (
    <header className={styles.siteHeader}>
      <div className={styles.hotlineBar}>
        <div className={`${layoutStyles.pageContainer} ${styles.hotlineBarInner}`}>
          {hotel ? (
            // Single-hotel mode: the hotel's own name and phone instead of the group hotline.
            <span className={`${styles.hotlineBarPhone} ${styles.hotlineBarHotel}`}>
              <span className={styles.hotlineBarHotelName}>{hotel.hotelName}</span>
              <SiteIcon name="phone" />
              <a href={`tel:${hotel.tel.replace(/[^\d+]/g, '')}`} className={styles.hotlineBarNumber}>
                {hotel.tel}
              </a>
            </span>
          ) : (
            <span className={styles.hotlineBarPhone}>
              <SiteIcon name="phone" />
              {SHELL_TEXT.hotline}
              {siteInfo ? (
                <a
                  href={`tel:${siteInfo.hotline.replace(/[^\d+]/g, '')}`}
                  className={styles.hotlineBarNumber}
                >
                  {siteInfo.hotline}
                </a>
              ) : null}
            </span>
          )}
          <LoadOnIntent load={loadFollowUs} lookalike={followButton} hoverReaches>
            {(reach) => (
              <FollowUsPopover siteInfo={siteInfo} reach={reach}>
                {followButton}
              </FollowUsPopover>
            )}
          </LoadOnIntent>
        </div>
      </div>
      <div>
        <div className={`${layoutStyles.pageContainer} ${styles.mainBarInner}`}>
          <BrandLogo brandName={brandName} />
          <nav className={styles.mainNav} aria-label={SHELL_TEXT.mainMenu}>
            <ul className={styles.mainNavList}>
              {MAIN_MENU.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={styles.mainNavLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={`${styles.mainNavLink} ${styles.mainNavMember}`}
                  onClick={openMember}
                >
                  <SiteIcon name="user" />
                  {SHELL_TEXT.member}
                </button>
              </li>
            </ul>
          </nav>
          <span className={styles.mainBarToggle}>
            <button
              type="button"
              className={styles.mainBarMenuButton}
              aria-label={SHELL_TEXT.openMenu}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            >
              <SiteIcon name="menu" />
            </button>
          </span>
        </div>
      </div>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileSidebar
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            siteInfo={siteInfo}
            brandName={brandName}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
