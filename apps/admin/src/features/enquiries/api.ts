import {
  type EnquiryFollowUpBody,
  enquiryDetailResponse,
  enquiryListResponse,
} from '@hotel/shared/admin/enquiries';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../lib/api-client.ts';
import { useChange } from '../../lib/use-change.ts';

/** Every enquiry query starts with this key; a follow-up invalidates them all (list and detail). */
export const ENQUIRIES_KEY = ['enquiries'] as const;

export interface EnquirySearch {
  page: number;
  pageSize: number;
  hotelCode: string;
  status: string;
  /** yyyy-MM-dd, or empty for no bound. */
  from: string;
  to: string;
}

export const enquiryListQuery = (search: EnquirySearch) =>
  queryOptions({
    queryKey: [...ENQUIRIES_KEY, 'list', search] as const,
    queryFn: async () =>
      (await adminApi.get('/enquiries', enquiryListResponse, { query: { ...search } })).data,
    placeholderData: (previous) => previous,
  });

export const enquiryDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...ENQUIRIES_KEY, 'detail', id] as const,
    queryFn: async () => (await adminApi.get(`/enquiries/${id}`, enquiryDetailResponse)).data,
  });

export async function followUpEnquiry(id: number, body: EnquiryFollowUpBody) {
  return (await adminApi.post(`/enquiries/${id}/notes`, enquiryDetailResponse, body)).data;
}

/** 跟进: saves a note (and maybe a new status), says 已保存 and refreshes the list and the detail. */
export function useFollowUpEnquiry(id: number) {
  return useChange((body: EnquiryFollowUpBody) => followUpEnquiry(id, body), {
    said: () => ADMIN_MSG.saved,
    refresh: [ENQUIRIES_KEY],
  });
}
