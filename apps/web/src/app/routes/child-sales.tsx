import { FLAG } from '@hotel/shared/constants';
import { useParams } from 'react-router';
import layoutStyles from '../../components/layout.module.css';
import { paths } from '../../config/paths.ts';
import { useHotelSite } from '../../features/hotel-site/hotel-context.ts';
import { SaleDetail } from '../../features/sales/sale-detail.tsx';
import { SalesBanner } from '../../features/sales/sales-banner.tsx';
import { SalesList } from '../../features/sales/sales-list.tsx';
import { recordIdOf } from '../../lib/not-found.ts';

/** ChildSales: the hotel's offers (its own and the group's) with the theme chips. */
export function ChildSalesRoute() {
  const { hotel } = useHotelSite();
  const code = hotel.hotelCode;
  return (
    <>
      <SalesBanner hotelCode={code} />
      <div className={layoutStyles.pageContainer}>
        <SalesList hotelCode={code} detailPath={(saleId) => paths.childSalesDetail(code, saleId)} />
      </div>
    </>
  );
}

/** One offer inside the hotel's site; 立即预订 leads to this hotel's rooms (or the offer's own hotel's). */
export function ChildSalesDetailRoute() {
  const { hotel } = useHotelSite();
  const { saleId } = useParams();
  const code = hotel.hotelCode;
  return (
    <SaleDetail
      saleId={recordIdOf(saleId)}
      listPath={paths.childSales(code)}
      homePath={paths.childHome(code)}
      bookPath={(sale) =>
        paths.childRooms(sale.isGroup === FLAG.yes || !sale.hotelCode ? code : sale.hotelCode)
      }
    />
  );
}
