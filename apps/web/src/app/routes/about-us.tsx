import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { AboutView } from '../../features/content/about-view.tsx';
import { hotelInfoQuery } from '../../lib/catalogue-queries.ts';

/** /home/about-us: the group's About-us page; its narrow banner shows the group's picture. */
export function AboutUsRoute() {
  const group = useQuery(hotelInfoQuery(HEAD_OFFICE_CODE));
  return <AboutView narrowImage={group.data?.showImage} />;
}
