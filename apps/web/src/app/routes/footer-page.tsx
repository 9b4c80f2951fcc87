import type { FooterNavName } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { FooterPageView } from '../../features/content/footer-page-view.tsx';
import { siteInfoQuery } from '../../lib/site-info.ts';

/** /{footerNavName}: a footer information page with the configured contact details. */
export function FooterPageRoute({ name }: { name: FooterNavName }) {
  const site = useQuery(siteInfoQuery());
  return <FooterPageView key={name} name={name} hotline={site.data?.hotline} email={site.data?.email} />;
}
