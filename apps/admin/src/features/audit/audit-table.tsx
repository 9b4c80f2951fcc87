import type { AuditRow } from '@hotel/shared/admin/audit';
import { Table, type TableProps, Typography } from 'antd';
import { ChangeDiff } from './change-diff.tsx';
import { ACTION_LABELS, AUDIT_TEXT, ENTITY_TYPE_LABELS, labelOf } from './messages.ts';

interface AuditTableProps {
  rows: AuditRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  /** Hotel names by code, for the hotel column. */
  hotelNames: ReadonlyMap<string, string>;
  onPage: (page: number, pageSize: number) => void;
}

export function AuditTable({ rows, total, page, pageSize, loading, hotelNames, onPage }: AuditTableProps) {
  const columns: TableProps<AuditRow>['columns'] = [
    // Shanghai wall-clock time from the server, as staff read it.
    { title: AUDIT_TEXT.at, dataIndex: 'at', width: 170 },
    {
      title: AUDIT_TEXT.staff,
      key: 'staff',
      render: (_, row) => (
        <>
          {row.staffName} <Typography.Text type="secondary">{row.staffUsername}</Typography.Text>
        </>
      ),
    },
    { title: AUDIT_TEXT.ip, dataIndex: 'ip' },
    { title: AUDIT_TEXT.action, dataIndex: 'action', render: (_, row) => labelOf(ACTION_LABELS, row.action) },
    {
      title: AUDIT_TEXT.entityType,
      dataIndex: 'entityType',
      render: (_, row) => labelOf(ENTITY_TYPE_LABELS, row.entityType),
    },
    { title: AUDIT_TEXT.entityId, dataIndex: 'entityId' },
    {
      title: AUDIT_TEXT.hotel,
      dataIndex: 'hotelCode',
      render: (_, row) =>
        row.hotelCode === null ? AUDIT_TEXT.groupLevel : (hotelNames.get(row.hotelCode) ?? row.hotelCode),
    },
  ];

  return (
    <Table<AuditRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowRender: (row) => <ChangeDiff before={row.before} after={row.after} /> }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        showTotal: AUDIT_TEXT.total,
        onChange: onPage,
      }}
    />
  );
}
