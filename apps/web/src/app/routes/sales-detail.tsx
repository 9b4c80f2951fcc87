import type { Sale } from '@hotel/shared/api/hotel';
import { FLAG } from '@hotel/shared/constants';
import { useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { SaleDetail } from '../../features/sales/sale-detail.tsx';
import { recordIdOf } from '../../lib/not-found.ts';

/** A group-wide offer is booked from the hotel list; a hotel's own from that hotel's rooms. */
function bookPath(sale: Sale): string {
  return sale.isGroup === FLAG.yes || !sale.hotelCode ? paths.hotels : paths.childRooms(sale.hotelCode);
}

/** /sales/{saleId}: one offer. */
export function SalesDetailRoute() {
  const { saleId } = useParams();
  const id = recordIdOf(saleId);
  return <SaleDetail key={id} saleId={id} listPath={paths.sales} homePath={paths.home} bookPath={bookPath} />;
}
