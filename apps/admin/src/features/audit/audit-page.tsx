import { ADMIN_SCREENS } from '@hotel/shared/admin/roles';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { PageHeading } from '../../components/page-heading.tsx';
import { hotelsQuery } from '../../lib/hotels.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { auditListQuery } from './api.ts';
import { AuditFilters } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

const FILTERS = ['staff', 'hotelCode', 'entityType', 'from', 'to'] as const;

/** 操作日志: every change made by staff, newest first, for administrators. */
export function AuditPage() {
  const { filters, page, pageSize, setFilters, setPage } = useListParams(FILTERS);
  const list = useQuery(auditListQuery({ ...filters, page, pageSize }));
  const hotels = useQuery(hotelsQuery());
  const hotelNames = new Map((hotels.data ?? []).map((hotel) => [hotel.hotelCode, hotel.name]));

  return (
    <>
      <PageHeading title={ADMIN_SCREENS.audit} />
      <Card>
        <AuditFilters
          // The address is the truth: back and forward show their own filters in the form.
          key={FILTERS.map((key) => filters[key]).join('|')}
          values={filters}
          hotels={hotels.data ?? []}
          onSearch={setFilters}
        />
        <AuditTable
          rows={list.data?.rows ?? []}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          loading={list.isFetching}
          hotelNames={hotelNames}
          onPage={setPage}
        />
      </Card>
    </>
  );
}
