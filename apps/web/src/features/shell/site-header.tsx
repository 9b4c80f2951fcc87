import type { SiteInfo } from '@hotel/shared/api/cms';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router';
import { LoadOnIntent } from '../../components/load-on-intent.tsx';
import { SiteIcon } from '../../components/site-icon.tsx';
import { useAppState } from '../../lib/app-store.ts';
import { BrandLogo } from './brand-logo.tsx';
import { MAIN_MENU } from './menu.ts';
import { SHELL_TEXT } from './messages.ts';
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
    <button type="button" className="hotline-bar__follow">
      <SiteIcon name="qrcode" />
      {SHELL_TEXT.followUs}
    </button>
  );

  return (
    <header className="site-header">
      <div className="hotline-bar">
        <div className="page-container hotline-bar__inner">
          {hotel ? (
            // Single-hotel mode: the hotel's own name and phone instead of the group hotline.
            <span className="hotline-bar__phone hotline-bar__hotel">
              <span className="hotline-bar__hotel-name">{hotel.hotelName}</span>
              <SiteIcon name="phone" />
              <a href={`tel:${hotel.tel.replace(/[^\d+]/g, '')}`} className="hotline-bar__number">
                {hotel.tel}
              </a>
            </span>
          ) : (
            <span className="hotline-bar__phone">
              <SiteIcon name="phone" />
              {SHELL_TEXT.hotline}
              {siteInfo ? (
                <a href={`tel:${siteInfo.hotline.replace(/[^\d+]/g, '')}`} className="hotline-bar__number">
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
      <div className="main-bar">
        <div className="page-container main-bar__inner">
          <BrandLogo brandName={brandName} />
          <nav className="main-nav" aria-label={SHELL_TEXT.mainMenu}>
            <ul className="main-nav__list">
              {MAIN_MENU.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="main-nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <button type="button" className="main-nav__link main-nav__member" onClick={openMember}>
                  <SiteIcon name="user" />
                  {SHELL_TEXT.member}
                </button>
              </li>
            </ul>
          </nav>
          <span className="main-bar__toggle">
            <button
              type="button"
              className="main-bar__menu-button"
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
