import { useQuery } from '@tanstack/react-query';
import { JoinInView } from '../../features/content/join-in-view.tsx';
import { siteInfoQuery } from '../../lib/site-info.ts';

/** /joinIn: the franchise page with the national hotline and e-mail from configuration. */
export function JoinInRoute() {
  const site = useQuery(siteInfoQuery());
  return <JoinInView hotline={site.data?.hotline} email={site.data?.email} />;
}
