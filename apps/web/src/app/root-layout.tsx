import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DEFAULT_BRAND_NAME } from '../config/site.ts';
import { SiteLayout } from '../features/shell/site-layout.tsx';
import { showPageTitle } from '../lib/document-title.ts';
import { dropServerPageHead } from '../lib/page-head.ts';
import { siteInfoQuery } from '../lib/site-info.ts';
import { LoginModalHost } from './login-modal-host.tsx';
import { useRouteHandle } from './route-handle.ts';
import { useHydrationEnd } from './use-hydration-end.ts';

/**
 * The shell around every route and the login modal, plus the per-navigation effects: scroll to top
 * and page title.
 */
export function RootLayout() {
  const { data: siteInfo } = useQuery(siteInfoQuery());
  const brandName = siteInfo?.brandName || DEFAULT_BRAND_NAME;
  const { pathname, search } = useLocation();
  const handle = useRouteHandle();
  const pageKey = useHydrationEnd();
  const firstAddress = useRef(`${pathname}${search}`);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the point is to run on every new path
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (`${pathname}${search}` !== firstAddress.current) dropServerPageHead();
  }, [pathname, search]);

  useEffect(() => {
    showPageTitle(handle, brandName);
  }, [handle, brandName]);

  return (
    <>
      <SiteLayout siteInfo={siteInfo} brandName={brandName}>
        <Outlet key={pageKey} />
      </SiteLayout>
      <LoginModalHost />
    </>
  );
}
