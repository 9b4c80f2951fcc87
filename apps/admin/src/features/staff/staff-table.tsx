import { STAFF_ROLE_LABELS } from '@hotel/shared/admin/roles';
import type { StaffRow } from '@hotel/shared/admin/staff';
import { Badge, Button, Popconfirm, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { hotelNames } from '../../lib/hotels.ts';
import { STAFF_TEXT } from './messages.ts';

interface StaffTableProps {
  rows: StaffRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  /** The signed-in administrator's own id: their row cannot be disabled from here. */
  selfId: number;
  onPage: (page: number, pageSize: number) => void;
  onEdit: (row: StaffRow) => void;
  onResetPassword: (row: StaffRow) => void;
  onToggleActive: (row: StaffRow) => void;
}

export function StaffTable(props: StaffTableProps) {
  const { rows, total, page, pageSize, loading, selfId, onPage, onEdit, onResetPassword, onToggleActive } =
    props;
  const columns: TableProps<StaffRow>['columns'] = [
    {
      title: STAFF_TEXT.username,
      dataIndex: 'username',
      render: (username: string, row) => (row.id === selfId ? `${username}${STAFF_TEXT.self}` : username),
    },
    { title: STAFF_TEXT.displayName, dataIndex: 'displayName' },
    {
      title: STAFF_TEXT.role,
      dataIndex: 'role',
      render: (_, row) => <Tag>{STAFF_ROLE_LABELS[row.role]}</Tag>,
    },
    {
      title: STAFF_TEXT.hotels,
      key: 'hotels',
      width: 220,
      render: (_, row) => {
        const names = hotelNames(row.hotels);
        return (
          <Typography.Text ellipsis={{ tooltip: names }} style={{ maxWidth: 200 }}>
            {names}
          </Typography.Text>
        );
      },
    },
    {
      title: STAFF_TEXT.status,
      dataIndex: 'active',
      render: (_, row) =>
        row.active ? (
          <Badge status="success" text={STAFF_TEXT.active} />
        ) : (
          <Badge status="default" text={STAFF_TEXT.inactive} />
        ),
    },
    {
      title: STAFF_TEXT.totp,
      dataIndex: 'totpEnabled',
      render: (_, row) => (row.totpEnabled ? STAFF_TEXT.totpOn : STAFF_TEXT.totpOff),
    },
    {
      title: STAFF_TEXT.lastSignIn,
      dataIndex: 'lastSignInAt',
      // Times come as Shanghai wall-clock text, already as staff read them.
      render: (_, row) => row.lastSignInAt ?? STAFF_TEXT.neverSignedIn,
    },
    { title: STAFF_TEXT.createdAt, dataIndex: 'createdAt' },
    {
      title: STAFF_TEXT.actions,
      key: 'actions',
      fixed: 'end',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(row)}>
            {STAFF_TEXT.edit}
          </Button>
          <Button type="link" size="small" onClick={() => onResetPassword(row)}>
            {STAFF_TEXT.resetPassword}
          </Button>
          {row.id !== selfId && (
            <Popconfirm
              title={row.active ? STAFF_TEXT.disableConfirm : STAFF_TEXT.enableConfirm}
              okText={row.active ? STAFF_TEXT.disable : STAFF_TEXT.enable}
              cancelText={STAFF_TEXT.cancel}
              onConfirm={() => onToggleActive(row)}
            >
              <Button type="link" size="small" danger={row.active}>
                {row.active ? STAFF_TEXT.disable : STAFF_TEXT.enable}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<StaffRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        showTotal: STAFF_TEXT.total,
        onChange: onPage,
      }}
    />
  );
}
