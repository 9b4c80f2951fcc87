import type { Order } from '@hotel/shared/api/order';
import { PAY_RESULT } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Collapse, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { bookingKeys, cancelOrder, orderListQuery } from './api.ts';
import { clearBookingKeys } from './booking-storage.ts';
import { BOOKING_TEXT } from './messages.ts';
import { formatMoney } from './money.ts';
import { isOpenUnpaid, ORDER_TABS, type OrderTab } from './order-tabs.ts';
import './booking.css';

function stateTag(order: Order) {
  const name = BOOKING_TEXT.stateLabel[order.state] ?? '';
  if (order.state === 2 || order.state === 10) return <Tag>{name}</Tag>;
  if (order.state === 9) return <Tag color="default">{name}</Tag>;
  return order.payResult === PAY_RESULT.paid ? (
    <Tag color="green">{BOOKING_TEXT.paidTag}</Tag>
  ) : (
    <Tag color="orange">{BOOKING_TEXT.unpaid}</Tag>
  );
}

function OrderHeader({ order }: { order: Order }) {
  return (
    <div className="order-head">
      <div className="order-head__main">
        <p className="order-head__hotel">{order.hotelName}</p>
        <p className="order-head__room">
          {order.roomTypeName} · {order.rateName}
        </p>
        <p className="order-head__dates">
          {order.checkinDate} 至 {order.checkoutDate} · {BOOKING_TEXT.nights(order.days)} ·{' '}
          {BOOKING_TEXT.rooms(order.roomQty)}
        </p>
        <p className="order-head__no">
          {BOOKING_TEXT.orderNo} {order.orderNo}
        </p>
      </div>
      <div className="order-head__side">
        <span className="order-head__amount">{formatMoney(order.actualAmount)}</span>
        {stateTag(order)}
      </div>
    </div>
  );
}

interface OrderBodyProps {
  order: Order;
  onPay: (order: Order) => void;
  onCancel: (order: Order) => void;
}

function OrderBody({ order, onPay, onCancel }: OrderBodyProps) {
  const open = isOpenUnpaid(order);
  const rows: [string, string][] = [
    [BOOKING_TEXT.orderNo, order.orderNo],
    [BOOKING_TEXT.guest, order.revUser],
    [BOOKING_TEXT.contact, order.mobile],
    [BOOKING_TEXT.arrival, order.arrivalTime || '—'],
    [BOOKING_TEXT.remarkLabel, order.remark || '—'],
    [BOOKING_TEXT.createTime, order.createTime],
    [
      BOOKING_TEXT.payMethodLabel,
      order.payMethod
        ? (BOOKING_TEXT.payMethodNames[order.payMethod] ?? order.payMethod)
        : BOOKING_TEXT.unpaid,
    ],
    [BOOKING_TEXT.total, formatMoney(order.totalAmount)],
  ];
  if (order.discountAmount > 0) rows.push([BOOKING_TEXT.discount, `-${formatMoney(order.discountAmount)}`]);
  rows.push([BOOKING_TEXT.actual, formatMoney(order.actualAmount)]);
  return (
    <div className="order-body">
      <dl className="order-body__rows">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {open && (order.canPay || order.canCancel) ? (
        <>
          {order.canPay ? (
            <p className="order-body__hold">{BOOKING_TEXT.holdUntil(order.holdUntil)}</p>
          ) : null}
          <div className="order-body__actions">
            {order.canCancel ? (
              <Button onClick={() => onCancel(order)}>{BOOKING_TEXT.cancelOrder}</Button>
            ) : null}
            {order.canPay ? (
              <Button type="primary" onClick={() => onPay(order)}>
                {BOOKING_TEXT.pay}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}

interface OrderTabPanelProps {
  tab: OrderTab;
  token: string;
}

function OrderTabPanel({ tab, token }: OrderTabPanelProps) {
  const { message, modal } = App.useApp();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(orderListQuery(token, tab.callState));

  const pay = (order: Order) => {
    const query = new URLSearchParams({ orderNo: order.orderNo, id: String(order.id), revNo: order.revNo });
    navigate(`${paths.payStep}?${query.toString()}`);
  };

  const cancel = (order: Order) => {
    modal.confirm({
      title: BOOKING_TEXT.prompt,
      content: BOOKING_TEXT.cancelConfirm,
      okText: BOOKING_TEXT.yes,
      cancelText: BOOKING_TEXT.no,
      onOk: async () => {
        try {
          const result = await cancelOrder(order.id);
          if (!result.success) {
            void message.error(result.message || MSG.tryLater);
            return;
          }
          void message.success(result.message || MSG.cancelSucceeded);
          clearBookingKeys();
          // "Reload": every order list of the member, and the rooms the order gave back.
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: bookingKeys.ofMember(token) }),
            queryClient.invalidateQueries({ queryKey: ['hotel', 'roomAndRate', order.hotelCode] }),
          ]);
        } catch (error) {
          if (!(error instanceof ApiError)) void message.error(MSG.tryLater);
        }
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
            children: <OrderBody order={order} onPay={pay} onCancel={cancel} />,
          }))}
        />
      )}
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
  const [active, setActive] = useState<OrderTab['value']>(0);
  return (
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
  );
}
