import type { HotelInfo } from '@hotel/shared/api/hotel';
import { HOME_MAX_PROMOTIONS } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { QueryState } from '../../components/query-state.tsx';
import { SaleCardGrid } from '../../components/sale-card.tsx';
import { SectionTitle } from '../../components/section-title.tsx';
import { paths } from '../../config/paths.ts';
import { salesQuery } from '../../lib/catalogue-queries.ts';
import styles from './hotel-home.module.css';
import { HOTEL_SITE_TEXT } from './messages.ts';

/** The hotel's latest three offers with the way to all of them. */
export function HomeOffers({ hotel }: { hotel: HotelInfo }) {
  const sales = useQuery(salesQuery(hotel.hotelCode));
  return (
    <section className={styles.hotelSection} aria-labelledby="hotel-home-offers">
      <SectionTitle
        id="hotel-home-offers"
        eyebrow={HOTEL_SITE_TEXT.offersEyebrow}
        title={HOTEL_SITE_TEXT.offersTitle}
        extra={<Link to={paths.childSales(hotel.hotelCode)}>{HOTEL_SITE_TEXT.moreOffers}</Link>}
      />
      <QueryState
        query={sales}
        loading={<Skeleton active paragraph={{ rows: 4 }} />}
        isEmpty={(all) => all.length === 0}
      >
        {(all) => (
          <SaleCardGrid
            sales={all.slice(0, HOME_MAX_PROMOTIONS)}
            linkOf={(sale) => paths.childSalesDetail(hotel.hotelCode, sale.id)}
          />
        )}
      </QueryState>
    </section>
  );
}
