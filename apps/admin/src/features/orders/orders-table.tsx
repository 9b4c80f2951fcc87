import { type OrderRow, orderTotalText, PAY_METHOD_LABELS } from '@hotel/shared/admin/orders';
import { Button, Table, Typography } from 'antd';
import { PAGE_SIZES } from '../../lib/use-list-params.ts';
import { ORDERS_TEXT } from './messages.ts';
import { StatusTag } from './status-tag.tsx';

interface OrdersTableProps {
  rows: OrderRow[];
  total: number;
  /** More than `total` match (the server counts up to ORDER_SEARCH_COUNT_CAP). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onOpen: (id: number) => void;
}

/** 2026-11-24 → 11-24: the year of a stay is the search's, and a column less wide. */
function monthDay(date: string): string {
  return date.slice(5);
}

/** A cell of two lines, the second smaller and muted: a name over its mobile, a hotel over its room. */
function TwoLines({ first, second, width }: { first: string; second: string; width?: number }) {
  return (
    <div style={{ maxWidth: width }}>
      <Typography.Text ellipsis={width ? { tooltip: first } : false}>{first}</Typography.Text>
      <br />
      <Typography.Text
        type="secondary"
        style={{ fontSize: 12 }}
        ellipsis={width ? { tooltip: second } : false}
      >
        {second}
      </Typography.Text>
    </div>
  );
}

/**
 * The search result, made to fit a 1280-px screen beside the menu (issue 25: 状态 and 下单时间 were
 * past the right edge): two facts to a cell where they belong together. Narrower screens scroll
 * inside the table, never the page.
 */
export function OrdersTable({
  rows,
  total,
  totalCapped,
  page,
  pageSize,
  loading,
  onPage,
  onOpen,
}: OrdersTableProps) {
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
        showTotal: (n) => orderTotalText(n, totalCapped),
        onChange: onPage,
      }}
      columns={[
        {
          title: ORDERS_TEXT.orderNo,
          dataIndex: 'orderNo',
          fixed: 'left',
          render: (orderNo: string, row) => (
            <>
              <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(row.id)}>
                {orderNo}
              </Button>
              <br />
              {/* a long channel name or number is cut, whole on hover: the table stays within 1280 px */}
              <Typography.Text
                type="secondary"
                style={{ fontSize: 12, maxWidth: 200 }}
                ellipsis={{ tooltip: true }}
              >
                {row.channel ? ORDERS_TEXT.channelOf(row.channel) : ORDERS_TEXT.ownSite}
              </Typography.Text>
            </>
          ),
        },
        // the column the desk reads most, beside the number, not past the fold of a laptop
        { title: '状态', dataIndex: 'status', render: (s: OrderRow['status']) => <StatusTag status={s} /> },
        {
          title: '入住人',
          key: 'guest',
          render: (_, row) => <TwoLines first={row.guestName} second={row.mobile} />,
        },
        {
          title: '酒店 / 房型',
          key: 'hotel',
          render: (_, row) => <TwoLines first={row.hotelName} second={row.roomTypeName} width={220} />,
        },
        {
          title: '入住 – 离店',
          key: 'stay',
          render: (_, row) => (
            <TwoLines
              first={`${monthDay(row.checkinDate)} 至 ${monthDay(row.checkoutDate)}`}
              second={`${row.nights}晚 × ${row.roomQty}间`}
            />
          ),
        },
        {
          title: '实付（元）',
          key: 'amount',
          align: 'right',
          render: (_, row) => (
            <TwoLines
              first={row.amount.toFixed(2)}
              second={row.payMethod ? (PAY_METHOD_LABELS[row.payMethod] ?? row.payMethod) : '—'}
            />
          ),
        },
        { title: '下单时间', dataIndex: 'createdAt', render: (at: string) => at.slice(5, 16) },
      ]}
    />
  );
}
