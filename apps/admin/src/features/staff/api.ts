import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import {
  type CreateStaffBody,
  type resetPasswordBody,
  type StaffRow,
  staffListResponse,
  staffRowResponse,
  type UpdateStaffBody,
} from '@hotel/shared/admin/staff';
import { envelopeBase } from '@hotel/shared/api/envelope';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../lib/api-client.ts';
import { sessionQuery } from '../../lib/session.ts';
import { useChange } from '../../lib/use-change.ts';

export interface StaffListParams {
  page: number;
  pageSize: number;
  keyword: string;
}

/** Every staff query starts with this key; a change invalidates them all. */
export const STAFF_KEY = ['staff'] as const;

export const staffListQuery = (params: StaffListParams) =>
  queryOptions({
    queryKey: [...STAFF_KEY, 'list', params] as const,
    queryFn: async () => (await adminApi.get('/staff', staffListResponse, { query: { ...params } })).data,
    // Paging keeps the old page on screen until the next one arrives.
    placeholderData: (previous) => previous,
  });

export async function createStaff(body: CreateStaffBody): Promise<StaffRow> {
  return (await adminApi.post('/staff', staffRowResponse, body)).data;
}

export async function updateStaff(id: number, body: UpdateStaffBody): Promise<StaffRow> {
  return (await adminApi.put(`/staff/${id}`, staffRowResponse, body)).data;
}

export async function resetStaffPassword(id: number, body: z.input<typeof resetPasswordBody>): Promise<void> {
  await adminApi.post(`/staff/${id}/password`, envelopeBase, body);
}

/** 新增员工: 已保存, and every staff query read again. */
export function useCreateStaff() {
  return useChange(createStaff, { said: () => ADMIN_MSG.saved, refresh: [STAFF_KEY] });
}

/**
 * Saves an account: 已保存, and every staff query read again; with `refreshSession` (one's own account,
 * whose name is in the header) the session too.
 */
export function useUpdateStaff({ refreshSession = false }: { refreshSession?: boolean } = {}) {
  return useChange(({ id, body }: { id: number; body: UpdateStaffBody }) => updateStaff(id, body), {
    said: () => ADMIN_MSG.saved,
    refresh: refreshSession ? [STAFF_KEY, sessionQuery().queryKey] : [STAFF_KEY],
  });
}

/** 重置密码: says the password changed; no list shows it, so nothing is read again. */
export function useResetStaffPassword(id: number) {
  return useChange((password: string) => resetStaffPassword(id, { password }), {
    said: () => ADMIN_MSG.passwordChanged,
    refresh: [],
  });
}
