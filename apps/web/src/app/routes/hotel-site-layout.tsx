import { EXCERPT_LENGTH, HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import { excerpt } from '@hotel/shared/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { QueryFailed } from '../../components/query-state.tsx';
import { paths } from '../../config/paths.ts';
import { enterHotel, type HotelSiteContext } from '../../features/hotel-site/hotel-context.ts';
import hotelSiteStyles from '../../features/hotel-site/hotel-site.module.css';
import { hotelStructuredData } from '../../features/hotel-site/hotel-structured-data.ts';
import { HotelSubNav } from '../../features/hotel-site/hotel-sub-nav.tsx';
import { hotelInfoQuery } from '../../lib/catalogue-queries.ts';
import { isNotFoundError } from '../../lib/not-found.ts';
import { usePageHead } from '../../lib/page-head.ts';
import { renderedLazy } from '../../lib/rendered-lazy.tsx';
import { useRouteHandle } from '../route-handle.ts';

// antd's Result with its pictures loads only for an unknown hotel code (the server waits for it).
const HotelNotFound = renderedLazy(() =>
  import('../../features/hotel-site/hotel-not-found.tsx').then((m) => ({ default: m.HotelNotFound })),
);

/**
 * Frame of a hotel's own site: loads the hotel, enters its context (single-hotel mode, name and
 * phone stored), shows its menu, and hands the hotel to the page; 酒店不存在 for an unknown code.
 */
export function HotelSiteLayout() {
  const { hotelCode = '' } = useParams();
  const info = useQuery(hotelInfoQuery(hotelCode));
  const hotel = info.data;
  const handle = useRouteHandle();
  const queryClient = useQueryClient();
  usePageHead(
    hotel
      ? {
          title: `${hotel.hotelName} ${handle?.title ?? ''}`.trim(),
          description: excerpt(hotel.hotelRemark, EXCERPT_LENGTH) || `${hotel.hotelName}，${hotel.address}`,
          image: hotel.showImage || undefined,
          jsonLd: [hotelStructuredData(hotel, queryClient)],
        }
      : {},
  );

  useEffect(() => {
    if (hotel) enterHotel(hotel);
  }, [hotel]);

  // The head office is the group site, not a hotel of its own.
  if (hotelCode === HEAD_OFFICE_CODE) return <Navigate to={paths.home} replace />;
  if (info.isPending) {
    return (
      <div className={`${layoutStyles.pageContainer} ${hotelSiteStyles.hotelSiteLoading}`} aria-busy="true">
        <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 1 }} />
        <Skeleton.Node active className={hotelSiteStyles.hotelSiteLoadingHero} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (info.isError) {
    if (isNotFoundError(info.error)) {
      return (
        <Suspense fallback={null}>
          <HotelNotFound />
        </Suspense>
      );
    }
    return (
      <div className={`${layoutStyles.pageContainer} ${hotelSiteStyles.hotelSiteLoading}`}>
        <QueryFailed
          message={info.error instanceof Error ? info.error.message : undefined}
          onRetry={() => void info.refetch()}
        />
      </div>
    );
  }
  const context: HotelSiteContext = { hotel: info.data };
  return (
    <div className="hotel-site">
      <HotelSubNav hotel={info.data} />
      <Outlet context={context} />
    </div>
  );
}
