import { HEAD_OFFICE_CODE } from '@hotel/shared/constants';
import layoutStyles from '../../components/layout.module.css';
import { paths } from '../../config/paths.ts';
import { SalesBanner } from '../../features/sales/sales-banner.tsx';
import { SalesList } from '../../features/sales/sales-list.tsx';

/** /sales: every offer of the group (the head office's list is not filtered by hotel). */
export function SalesRoute() {
  return (
    <>
      <SalesBanner hotelCode={HEAD_OFFICE_CODE} />
      <div className={layoutStyles.pageContainer}>
        <SalesList hotelCode={HEAD_OFFICE_CODE} detailPath={paths.salesDetail} />
      </div>
    </>
  );
}
