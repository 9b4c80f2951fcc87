import { auditResponse } from '@hotel/shared/admin/audit';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../lib/api-client.ts';

export interface AuditSearch {
  page: number;
  pageSize: number;
  staff: string;
  hotelCode: string;
  entityType: string;
  /** yyyy-MM-dd, or empty for no bound. */
  from: string;
  to: string;
}

export const auditListQuery = (search: AuditSearch) =>
  queryOptions({
    queryKey: ['audit', search] as const,
    queryFn: async () => (await adminApi.get('/audit', auditResponse, { query: { ...search } })).data,
    // Paging keeps the old page on screen until the next one arrives.
    placeholderData: (previous) => previous,
  });
