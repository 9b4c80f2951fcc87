import type { HotelInfo } from '@hotel/shared/api/hotel';
import { HOME_MAX_PROMOTIONS } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { paths } from '../../config/paths.ts';
import { hotelSalesQuery } from './api.ts';
import { LoadFailed } from './load-failed.tsx';
import { HOTEL_SITE_TEXT } from './messages.ts';
import { SaleCards } from './sale-cards.tsx';

/** The hotel's latest three offers with the way to all of them. */
export function HomeOffers({ hotel }: { hotel: HotelInfo }) {
  const sales = useQuery(hotelSalesQuery(hotel.hotelCode));
  const items = (sales.data ?? []).slice(0, HOME_MAX_PROMOTIONS);
  return (
    <section className="hotel-section" aria-labelledby="hotel-home-offers">
      <SectionTitle
        id="hotel-home-offers"
        eyebrow={HOTEL_SITE_TEXT.offersEyebrow}
        title={HOTEL_SITE_TEXT.offersTitle}
        extra={<Link to={paths.childSales(hotel.hotelCode)}>{HOTEL_SITE_TEXT.moreOffers}</Link>}
      />
      {sales.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {sales.isError ? <LoadFailed onRetry={() => void sales.refetch()} /> : null}
      {sales.isSuccess && items.length === 0 ? <EmptyState /> : null}
      {items.length > 0 ? (
        <SaleCards sales={items} linkOf={(sale) => paths.childSalesDetail(hotel.hotelCode, sale.id)} />
      ) : null}
    </section>
  );
}
