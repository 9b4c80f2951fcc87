import { DownloadOutlined } from '@ant-design/icons';
import { FRONT_DESK_LABELS, ORDER_EXPORT_MAX_ROWS } from '@hotel/shared/admin/orders';
import { ADMIN_SCREENS } from '@hotel/shared/admin/roles';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Segmented, Tooltip } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { hotelsQuery } from '../../lib/hotels.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { exportUrl, orderListQuery } from './api.ts';
import { FrontDeskList } from './front-desk-list.tsx';
import { ORDERS_TEXT } from './messages.ts';
import { OrderDrawer } from './order-drawer.tsx';
import { OrderFilters } from './order-filters.tsx';
import { OrdersTable } from './orders-table.tsx';

const FILTERS = ['orderNo', 'guest', 'hotelCode', 'arrivalFrom', 'arrivalTo', 'status'] as const;
const VIEWS = ['search', 'arrivals', 'departures'] as const;
type View = (typeof VIEWS)[number];
const VIEW_LABELS: Record<View, string> = { search: ORDERS_TEXT.viewSearch, ...FRONT_DESK_LABELS };

/**
 * 订单管理: the search (with its Excel export) and the front desk's 今日到店 / 今日离店. The view, the
 * filters and the open order (?order=) live in the address.
 */
export function OrdersPage() {
  const { filters, page, pageSize, setFilters, setPage } = useListParams(FILTERS);
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.find((v) => v === params.get('view')) ?? 'search';
  const openId = Number(params.get('order')) || undefined;
  const hotels = useQuery(hotelsQuery());
  const list = useQuery({ ...orderListQuery({ ...filters, page, pageSize }), enabled: view === 'search' });

  const setParam = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  return (
    <>
      <PageHeading
        title={ADMIN_SCREENS.orders}
        extra={
          view === 'search' && (
            <Tooltip title={`${ORDERS_TEXT.exportCap}（${ORDER_EXPORT_MAX_ROWS}）`}>
              <Button icon={<DownloadOutlined />} href={exportUrl(filters)}>
                {ORDERS_TEXT.export}
              </Button>
            </Tooltip>
          )
        }
      />
      <Segmented<View>
        value={view}
        onChange={(v) => setParam('view', v === 'search' ? '' : v)}
        options={VIEWS.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
        style={{ marginBottom: 16 }}
      />
      <Card>
        {view === 'search' ? (
          <>
            <OrderFilters
              key={FILTERS.map((key) => filters[key]).join('|')}
              values={filters}
              hotels={hotels.data ?? []}
              onSearch={setFilters}
            />
            <OrdersTable
              rows={list.data?.rows ?? []}
              total={list.data?.total ?? 0}
              totalCapped={list.data?.totalCapped ?? false}
              page={page}
              pageSize={pageSize}
              loading={list.isFetching}
              onPage={setPage}
              onOpen={(id) => setParam('order', String(id))}
            />
          </>
        ) : (
          <FrontDeskList
            list={view}
            hotelCode={filters.hotelCode}
            hotels={hotels.data ?? []}
            onHotel={(code) => setFilters({ hotelCode: code })}
            onOpen={(id) => setParam('order', String(id))}
          />
        )}
      </Card>
      {openId && <OrderDrawer orderId={openId} onClose={() => setParam('order', '')} />}
    </>
  );
}
