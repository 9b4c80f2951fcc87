import type { Order } from '@hotel/shared/api/member-orders';
import { MSG } from '@hotel/shared/messages';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Collapse, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { bookingKeys, orderListQuery } from './api.ts';
import { InvoiceDialog } from './invoice-dialog.tsx';
import { BOOKING_TEXT } from './messages.ts';
import { OrderBody, OrderHeader, useOrderActions } from './order-details.tsx';
import styles from './order-list.module.css';
import { ORDER_TAB, ORDER_TABS, type OrderTab } from './order-tabs.ts';

interface OrderTabPanelProps {
  tab: OrderTab;
  token: string;
}

function OrderTabPanel({ tab, token }: OrderTabPanelProps) {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(orderListQuery(token, tab.callState));
  const { pay, cancel } = useOrderActions();
  const [invoicing, setInvoicing] = useState<Order>();

  if (list.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (list.isError)
    return (
      <div className={styles.orderListFailed}>
        <EmptyState description={list.error.message || BOOKING_TEXT.listFailed} />
        <Button onClick={() => void list.refetch()}>{BOOKING_TEXT.retry}</Button>
      </div>
    );

  const orders = list.data.pages.flatMap((page) => page.data).filter(tab.shows);
  return (
    <div>
      {orders.length === 0 ? (
        <EmptyState description={MSG.noOrders} />
      ) : (
        <Collapse
          className={styles.orderListItems}
          expandIconPlacement="end"
          items={orders.map((order) => ({
            key: order.id,
            label: <OrderHeader order={order} />,
            children: <OrderBody order={order} onPay={pay} onCancel={cancel} onInvoice={setInvoicing} />,
          }))}
        />
      )}
      {invoicing ? (
        <InvoiceDialog
          orderId={invoicing.id}
          onClose={() => setInvoicing(undefined)}
          onDone={() => {
            setInvoicing(undefined);
            void queryClient.invalidateQueries({ queryKey: bookingKeys.ofMember(token) });
          }}
        />
      ) : null}
      {list.hasNextPage ? (
        <div className={styles.orderListMore}>
          <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {BOOKING_TEXT.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** My booking: 待入住, 待支付, 已完成 and 已取消, each an accordion of the member's orders. */
export function OrderList({ token }: { token: string }) {
  const [active, setActive] = useState<OrderTab['value']>(ORDER_TAB.upcoming);
  return (
    // antd's App for the modal API the cancel confirmation uses (lib/message.tsx).
    <App component={false}>
      <Tabs
        className={styles.orderTabs}
        activeKey={String(active)}
        onChange={(key) => {
          const found = ORDER_TABS.find((tab) => String(tab.value) === key);
          if (found) setActive(found.value);
        }}
        destroyOnHidden
        items={ORDER_TABS.map((tab) => ({
          key: String(tab.value),
          label: tab.label,
          children: <OrderTabPanel tab={tab} token={token} />,
        }))}
      />
    </App>
  );
}
