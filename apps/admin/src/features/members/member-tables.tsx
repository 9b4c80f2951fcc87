import type { LedgerRow, MemberOrderRow } from '@hotel/shared/admin/members';
import { yuanText } from '@hotel/shared/money';
import { Table, type TableProps, Typography } from 'antd';

import { PAGE_SIZES } from '../../lib/use-list-params.ts';
import type { LedgerKind } from './api.ts';
import { LEDGER_KIND_LABELS, MEMBERS_TEXT, orderStateText } from './messages.ts';

interface PagedTableProps<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
}

function paginationOf<T>({ total, page, pageSize, onPage }: PagedTableProps<T>) {
  return {
    current: page,
    pageSize,
    total,
    pageSizeOptions: PAGE_SIZES.map(String),
    showSizeChanger: true,
    showTotal: MEMBERS_TEXT.total,
    onChange: onPage,
  };
}

const orderColumns: TableProps<MemberOrderRow>['columns'] = [
  { title: MEMBERS_TEXT.orderNo, dataIndex: 'orderNo' },
  { title: MEMBERS_TEXT.hotel, dataIndex: 'hotelName' },
  { title: MEMBERS_TEXT.room, dataIndex: 'roomTypeName', responsive: ['md'] },
  {
    title: MEMBERS_TEXT.stay,
    key: 'stay',
    render: (_, row) => `${row.checkinDate} – ${row.checkoutDate}`,
  },
  { title: MEMBERS_TEXT.rooms, dataIndex: 'roomQty', align: 'right', responsive: ['md'] },
  { title: MEMBERS_TEXT.amount, dataIndex: 'amount', align: 'right', render: yuanText },
  { title: MEMBERS_TEXT.state, key: 'state', render: (_, row) => orderStateText(row) },
  { title: MEMBERS_TEXT.bookedAt, dataIndex: 'createdAt', responsive: ['lg'] },
];

/** The member's orders, newest first; read-only here (订单管理 acts on them). */
export function MemberOrdersTable(props: PagedTableProps<MemberOrderRow>) {
  return (
    <Table<MemberOrderRow>
      rowKey="id"
      size="middle"
      columns={orderColumns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      pagination={paginationOf(props)}
    />
  );
}

function signed(value: number, kind: LedgerKind): string {
  const text = kind === 'balance' ? yuanText(Math.abs(value)) : String(Math.abs(value));
  return `${value < 0 ? '−' : '+'}${text}`;
}

/** The points ledger or the stored-value card ledger, newest first. */
export function LedgerTable({ kind, ...props }: PagedTableProps<LedgerRow> & { kind: LedgerKind }) {
  const columns: TableProps<LedgerRow>['columns'] = [
    { title: MEMBERS_TEXT.at, dataIndex: 'at' },
    {
      title: MEMBERS_TEXT.kind,
      dataIndex: 'kind',
      render: (value: string) => LEDGER_KIND_LABELS[value] ?? value,
    },
    {
      title: MEMBERS_TEXT.change,
      dataIndex: 'change',
      align: 'right',
      render: (value: number) => (
        <Typography.Text type={value < 0 ? 'danger' : 'success'}>{signed(value, kind)}</Typography.Text>
      ),
    },
    {
      title: MEMBERS_TEXT.after,
      dataIndex: 'after',
      align: 'right',
      render: (value: number) => (kind === 'balance' ? yuanText(value) : value),
    },
    {
      title: MEMBERS_TEXT.reason,
      key: 'reason',
      // a change of an order names the stay (issue 25: 住宿奖励 said nothing of the stay that earned it)
      render: (_, row) =>
        row.reason ||
        (row.orderNo ? `${MEMBERS_TEXT.order} ${row.orderNo}${row.stay ? `（${row.stay}）` : ''}` : ''),
    },
    { title: MEMBERS_TEXT.by, dataIndex: 'staffName' },
  ];
  return (
    <Table<LedgerRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      pagination={paginationOf(props)}
    />
  );
}
