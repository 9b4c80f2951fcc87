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
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { sessionQuery } from '../../lib/session.ts';

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

/** 新增员工: 已保存, and every staff query refreshed. */
export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => {
      notify.success(ADMIN_MSG.saved);
      void client.invalidateQueries({ queryKey: STAFF_KEY });
    },
  });
}

/**
 * Saves an account: 已保存, and every staff query refreshed; with `refreshSession` (one's own account,
 * whose name is in the header) the session too.
 */
export function useUpdateStaff({ refreshSession = false }: { refreshSession?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateStaffBody }) => updateStaff(id, body),
    onSuccess: () => {
      notify.success(ADMIN_MSG.saved);
      void client.invalidateQueries({ queryKey: STAFF_KEY });
      if (refreshSession) void client.invalidateQueries({ queryKey: sessionQuery().queryKey });
    },
  });
}

/** 重置密码: says the password changed; no list shows it, so nothing is refreshed. */
export function useResetStaffPassword(id: number) {
  return useMutation({
    mutationFn: (password: string) => resetStaffPassword(id, { password }),
    onSuccess: () => notify.success(ADMIN_MSG.passwordChanged),
  });
}
