import { type OrderRow, PAY_METHOD_LABELS } from '@hotel/shared/admin/orders';
import { Button, Table } from 'antd';
import { PAGE_SIZES } from '../../lib/use-list-params.ts';
import { ORDERS_TEXT } from './messages.ts';
import { StatusTag } from './status-tag.tsx';

interface OrdersTableProps {
  rows: OrderRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onOpen: (id: number) => void;
}

/** The search result; wide columns scroll inside the table, never the page. */
export function OrdersTable({ rows, total, page, pageSize, loading, onPage, onOpen }: OrdersTableProps) {
  return (
    <Table<OrderRow>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize,
        total,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        showTotal: (n) => `共 ${n} 条`,
        onChange: onPage,
      }}
      columns={[
        {
          title: ORDERS_TEXT.orderNo,
          dataIndex: 'orderNo',
          fixed: 'left',
          render: (orderNo: string, row) => (
            <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(row.id)}>
              {orderNo}
            </Button>
          ),
        },
        { title: '入住人', dataIndex: 'guestName' },
        { title: '手机号', dataIndex: 'mobile' },
        { title: '酒店', dataIndex: 'hotelName' },
        { title: '房型', dataIndex: 'roomTypeName' },
        { title: '入住', dataIndex: 'checkinDate' },
        { title: '离店', dataIndex: 'checkoutDate' },
        { title: '间数', dataIndex: 'roomQty' },
        { title: '实付（元）', dataIndex: 'amount', render: (a: number) => a.toFixed(2) },
        {
          title: '支付方式',
          dataIndex: 'payMethod',
          render: (m: string | null) => (m ? (PAY_METHOD_LABELS[m] ?? m) : '—'),
        },
        { title: '状态', dataIndex: 'status', render: (s: OrderRow['status']) => <StatusTag status={s} /> },
        { title: '下单时间', dataIndex: 'createdAt' },
      ]}
    />
  );
}
