import { ORDER_STATUS_LABELS, type OrderStatus } from '@hotel/shared/admin/orders';
import { Tag } from 'antd';

const COLORS: Record<OrderStatus, string> = {
  unpaid: 'orange',
  awaitingArrival: 'blue',
  checkedIn: 'green',
  checkedOut: 'default',
  noShow: 'volcano',
  cancelled: 'default',
  expired: 'default',
};

export function StatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>;
}
