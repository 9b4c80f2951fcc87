import type { Order } from '@hotel/shared/api/member-orders';
import { PAY_RESULT } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Collapse, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { paths } from '../../config/paths.ts';
import { useMessage } from '../../lib/message.tsx';
import { hotelKeys } from '../../lib/query-keys.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { bookingKeys, cancelOrder, orderListQuery } from './api.ts';
import { clearBookingKeys } from './booking-storage.ts';
import { InvoiceDialog } from './invoice-dialog.tsx';
import { BOOKING_TEXT } from './messages.ts';
import { formatMoney } from './money.ts';
import { OrderBody, OrderHeader } from './order-details.tsx';
import { ORDER_TAB, ORDER_TABS, type OrderTab } from './order-tabs.ts';
import './booking.css';

interface OrderTabPanelProps {
  tab: OrderTab;
  token: string;
}

function OrderTabPanel({ tab, token }: OrderTabPanelProps) {
  const { modal } = App.useApp();
  const message = useMessage();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(orderListQuery(token, tab.callState));
  const cancelling = useApiMutation({ call: cancelOrder, fallback: MSG.tryLater });
  const [invoicing, setInvoicing] = useState<Order>();

  const pay = (order: Order) => {
    const query = new URLSearchParams({ orderNo: order.orderNo, id: String(order.id), revNo: order.revNo });
    navigate(`${paths.payStep}?${query.toString()}`);
  };

  const cancel = (order: Order) => {
    const paid = order.payResult === PAY_RESULT.paid;
    modal.confirm({
      title: BOOKING_TEXT.prompt,
      // a paid order says what comes back, and where, before the guest agrees: the server's own
      // figure, the one the cancellation refunds
      content: paid ? (
        <>
          <p className="order-cancel__question">{BOOKING_TEXT.cancelConfirm}</p>
          <p className="order-cancel__refund">
            {BOOKING_TEXT.refundOnCancel(formatMoney(order.cancelRefund ?? 0), order.payMethod)}
          </p>
        </>
      ) : (
        BOOKING_TEXT.cancelConfirm
      ),
      okText: BOOKING_TEXT.yes,
      cancelText: BOOKING_TEXT.no,
      onOk: async () => {
        const result = await cancelling.run(order.id);
        if (!result) return;
        message.success(result.message || MSG.cancelSucceeded);
        clearBookingKeys();
        // "Reload": the member's data (every order list, the card balance a refund restored) and
        // the rooms the order gave back.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: bookingKeys.member }),
          queryClient.invalidateQueries({ queryKey: hotelKeys.roomAndRateOf(order.hotelCode) }),
        ]);
      },
    });
  };

  if (list.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (list.isError)
    return (
      <div className="order-list__failed">
        <EmptyState description={list.error.message || BOOKING_TEXT.listFailed} />
        <Button onClick={() => void list.refetch()}>{BOOKING_TEXT.retry}</Button>
      </div>
    );

  const orders = list.data.pages.flatMap((page) => page.data).filter(tab.shows);
  return (
    <div className="order-list">
      {orders.length === 0 ? (
        <EmptyState description={MSG.noOrders} />
      ) : (
        <Collapse
          className="order-list__items"
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
        <div className="order-list__more">
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
        className="order-tabs"
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
