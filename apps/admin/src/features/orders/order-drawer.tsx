import { DESK_PAY_METHOD_LABELS, type OrderDetail, PAY_METHOD_LABELS } from '@hotel/shared/admin/orders';
import { cancelPolicyText } from '@hotel/shared/cancel-policy';
import { yuanText } from '@hotel/shared/money';
import { useMediaQuery } from '@hotel/ui/use-media-query.ts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Result, Skeleton, Table, Typography } from 'antd';
import { PHONE_QUERY } from '../../config/layout.ts';
import { CARD_LEDGER_KIND_LABELS } from '../../lib/card-ledger.ts';
import { orderDetailQuery } from './api.ts';
import { InvoicePanel } from './invoice-panel.tsx';
import { HISTORY_LABELS, ORDERS_TEXT, PAYMENT_STATUS_LABELS } from './messages.ts';
import { OrderActionButtons } from './order-actions.tsx';
import { StatusTag } from './status-tag.tsx';

const methodOf = (method: string | null) => (method ? (PAY_METHOD_LABELS[method] ?? method) : '—');

function historyText(detail: unknown): string {
  if (!detail || typeof detail !== 'object') return '';
  const d = detail as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof d.refund === 'number') parts.push(`退款 ${yuanText(d.refund)}`);
  if (typeof d.fee === 'number') parts.push(`收取 ${yuanText(d.fee)}`);
  if (typeof d.points === 'number') parts.push(`积分 +${d.points}`);
  if (typeof d.collectedAtDesk === 'number') parts.push(`前台收款 ${yuanText(d.collectedAtDesk)}`);
  if (typeof d.reason === 'string') parts.push(`原因：${d.reason}`);
  if (typeof d.settledBy === 'string') parts.push(`费用由${d.settledBy}结算`);
  if (typeof d.channelResId === 'string') parts.push(`渠道单号 ${d.channelResId}`);
  return parts.join('，');
}

/** 门市价, each discount the order has (会员价, 优惠码, 抵用券, 积分), and what was paid. */
function amountText(order: OrderDetail): string {
  // a channel's order is at the price the channel sold it, with no discount of ours
  if (order.channel) return ORDERS_TEXT.channelPrice(order.amount);
  const parts = [`门市价 ${yuanText(order.totalAmount)}`];
  if (order.memberDiscountAmount > 0) parts.push(`会员价优惠 ${yuanText(order.memberDiscountAmount)}`);
  if (order.discountAmount > 0) parts.push(`优惠码 ${yuanText(order.discountAmount)}`);
  if (order.couponAmount > 0) parts.push(`抵用券 ${yuanText(order.couponAmount)}`);
  if (order.pointsAmount > 0)
    parts.push(`积分抵扣 ${yuanText(order.pointsAmount)}（${order.pointsUsed}积分）`);
  parts.push(`实付 ${yuanText(order.amount)}`);
  return parts.join('，');
}

function Section({ title }: { title: string }) {
  return (
    <Typography.Title level={5} style={{ marginTop: 20 }}>
      {title}
    </Typography.Title>
  );
}

function DetailBody({ order }: { order: OrderDetail }) {
  return (
    <>
      <OrderActionButtons order={order} />
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginTop: 16 }} bordered>
        <Descriptions.Item label="状态">
          <StatusTag status={order.status} />
        </Descriptions.Item>
        <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
        <Descriptions.Item label="酒店">{order.hotelName}</Descriptions.Item>
        <Descriptions.Item label="房型 / 房价">{`${order.roomTypeName} / ${order.rateName}`}</Descriptions.Item>
        <Descriptions.Item label="入住人">{order.guestNames.join('、')}</Descriptions.Item>
        <Descriptions.Item label="手机号">{order.mobile}</Descriptions.Item>
        {order.member && (
          <Descriptions.Item label="会员">{`${order.member.name}（卡号 ${order.member.cardNo}）`}</Descriptions.Item>
        )}
        {order.channel && (
          <Descriptions.Item label={ORDERS_TEXT.channel}>
            {ORDERS_TEXT.channelOf(order.channel)}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="入住人数">{`${order.adultNum}成人 ${order.childrenNum}儿童`}</Descriptions.Item>
        <Descriptions.Item label="入住 / 离店">{`${order.checkinDate} 至 ${order.checkoutDate}（${order.nights}晚 × ${order.roomQty}间）`}</Descriptions.Item>
        <Descriptions.Item label="每晚房价">
          {order.nightlyPrices.map((n) => `${n.night} ${yuanText(n.price)}`).join('；')}
        </Descriptions.Item>
        <Descriptions.Item label="金额">{amountText(order)}</Descriptions.Item>
        <Descriptions.Item label="支付">{`${methodOf(order.payMethod)}${order.paidAt ? `，${order.paidAt}` : ''}`}</Descriptions.Item>
        <Descriptions.Item label="取消政策">
          {order.channel ? ORDERS_TEXT.channelCancelPolicy : cancelPolicyText(order.cancelPolicy)}
        </Descriptions.Item>
        <Descriptions.Item label="备注">{order.remark || '—'}</Descriptions.Item>
        {order.stay.checkedInAt && (
          <Descriptions.Item label="入住时间">{order.stay.checkedInAt}</Descriptions.Item>
        )}
        {order.stay.checkedOutAt && (
          <Descriptions.Item label="退房时间">{order.stay.checkedOutAt}</Descriptions.Item>
        )}
        {order.stay.collected && (
          <Descriptions.Item label="前台收款">
            {ORDERS_TEXT.collectedAtDesk(
              order.stay.collected.amount,
              DESK_PAY_METHOD_LABELS[order.stay.collected.method],
            )}
          </Descriptions.Item>
        )}
        {order.stay.noShowAt && (
          <Descriptions.Item label="未到店">
            {order.channel
              ? ORDERS_TEXT.channelNoShow(order.stay.noShowAt)
              : `${order.stay.noShowAt}，收取 ${yuanText(order.stay.noShowFee ?? 0)}`}
          </Descriptions.Item>
        )}
      </Descriptions>
      {order.invoice && (
        <>
          <Section title={ORDERS_TEXT.invoice} />
          <InvoicePanel orderId={order.id} invoice={order.invoice} />
        </>
      )}
      <Section title="支付记录" />
      <Table
        size="small"
        rowKey="attemptNo"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.payments}
        columns={[
          { title: '支付方式', dataIndex: 'method', render: methodOf },
          { title: '金额', dataIndex: 'amount', render: yuanText },
          { title: '状态', dataIndex: 'status', render: (s: string) => PAYMENT_STATUS_LABELS[s] ?? s },
          { title: '发起时间', dataIndex: 'createdAt' },
          { title: '支付时间', dataIndex: 'paidAt', render: (t: string | null) => t ?? '—' },
        ]}
      />
      <Section title="退款记录" />
      <Table
        size="small"
        rowKey="refundNo"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.refunds}
        columns={[
          { title: '退回至', dataIndex: 'method', render: methodOf },
          { title: '金额', dataIndex: 'amount', render: yuanText },
          { title: '状态', dataIndex: 'status', render: (s: string) => REFUND_STATUS_TEXT[s] ?? s },
          { title: '时间', dataIndex: 'createdAt' },
        ]}
      />
      <Section title="会员卡流水" />
      <Table
        size="small"
        rowKey="at"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.ledger}
        columns={[
          { title: '类型', dataIndex: 'kind', render: (k: string) => CARD_LEDGER_KIND_LABELS[k] ?? k },
          { title: '金额', dataIndex: 'amount', render: yuanText },
          { title: '余额', dataIndex: 'balanceAfter', render: yuanText },
          { title: '时间', dataIndex: 'at' },
        ]}
      />
      <Section title="操作记录" />
      <Table
        size="small"
        rowKey={(row) => `${row.at}-${row.action}`}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.history}
        columns={[
          { title: '时间', dataIndex: 'at' },
          { title: '员工', dataIndex: 'staff' },
          { title: '操作', dataIndex: 'action', render: (a: string) => HISTORY_LABELS[a] ?? a },
          { title: '说明', dataIndex: 'detail', render: historyText },
        ]}
      />
    </>
  );
}

/** failed: the gateway will never take the refund; the money goes back another way (by hand). */
const REFUND_STATUS_TEXT: Record<string, string> = {
  done: '已退回',
  pending: '退款中',
  failed: '退款失败，请在支付平台处理',
};

/** The order's detail beside the list (its id in the address, ?order=). */
export function OrderDrawer({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const detail = useQuery(orderDetailQuery(orderId));
  return (
    <Drawer open title={ORDERS_TEXT.detail} size={phone ? '100%' : 760} onClose={onClose} destroyOnHidden>
      {detail.data ? (
        <DetailBody order={detail.data} />
      ) : detail.error ? (
        // no such order, or another hotel's (the server answers both alike): say so where the detail would be
        <Result status="warning" title={detail.error.message} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
