import { PlusOutlined } from '@ant-design/icons';
import { ADMIN_SCREENS } from '@hotel/shared/admin/roles';
import type { StaffRow } from '@hotel/shared/admin/staff';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input } from 'antd';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { useStaffSession } from '../../lib/session.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { staffListQuery, useUpdateStaff } from './api.ts';
import { CreateStaffDialog } from './create-staff-dialog.tsx';
import { EditStaffDialog } from './edit-staff-dialog.tsx';
import { STAFF_TEXT } from './messages.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { StaffTable } from './staff-table.tsx';

type Dialog = { kind: 'create' } | { kind: 'edit'; row: StaffRow } | { kind: 'password'; row: StaffRow };

const FILTERS = ['keyword'] as const;

/** 员工与权限: accounts of the whole group, for administrators. */
export function StaffPage() {
  const { staff: self } = useStaffSession();
  const { filters, page, pageSize, setFilters, setPage } = useListParams(FILTERS);
  const list = useQuery(staffListQuery({ page, pageSize, keyword: filters.keyword }));
  const [dialog, setDialog] = useState<Dialog>();
  const toggle = useUpdateStaff();
  const close = () => setDialog(undefined);

  return (
    <>
      <PageHeading
        title={ADMIN_SCREENS.staff}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
            {STAFF_TEXT.create}
          </Button>
        }
      />
      <Card>
        <Input.Search
          key={filters.keyword}
          defaultValue={filters.keyword}
          placeholder={STAFF_TEXT.search}
          aria-label={STAFF_TEXT.search}
          allowClear
          maxLength={32}
          onSearch={(keyword) => setFilters({ keyword: keyword.trim() })}
          style={{ maxWidth: 320, marginBottom: 16 }}
        />
        <StaffTable
          rows={list.data?.rows ?? []}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          loading={list.isFetching || toggle.isPending}
          selfId={self.id}
          onPage={setPage}
          onEdit={(row) => setDialog({ kind: 'edit', row })}
          onResetPassword={(row) => setDialog({ kind: 'password', row })}
          onToggleActive={(row) =>
            toggle.mutate({
              id: row.id,
              body: {
                displayName: row.displayName,
                role: row.role,
                hotelCodes: row.hotels.map((hotel) => hotel.hotelCode),
                active: !row.active,
              },
            })
          }
        />
      </Card>
      {dialog?.kind === 'create' && <CreateStaffDialog onClose={close} />}
      {dialog?.kind === 'edit' && (
        <EditStaffDialog row={dialog.row} self={dialog.row.id === self.id} onClose={close} />
      )}
      {dialog?.kind === 'password' && <ResetPasswordDialog row={dialog.row} onClose={close} />}
    </>
  );
}
