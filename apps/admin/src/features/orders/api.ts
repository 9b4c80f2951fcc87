import {
  type CancelOrderBody,
  type CheckInBody,
  type FrontDeskList,
  frontDeskResponse,
  orderActionResponse,
  orderDetailResponse,
  orderListResponse,
} from '@hotel/shared/admin/orders';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, adminApi } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';

/** Filters of 订单管理's search; empty strings are no filter. */
export interface OrderFilters {
  orderNo: string;
  guest: string;
  hotelCode: string;
  arrivalFrom: string;
  arrivalTo: string;
  status: string;
}

/** Every order query starts with this key; an action invalidates them all (lists, detail, today). */
export const ORDERS_KEY = ['orders'] as const;

export const orderListQuery = (params: OrderFilters & { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', params] as const,
    queryFn: async () => (await adminApi.get('/orders', orderListResponse, { query: { ...params } })).data,
    placeholderData: (previous) => previous,
  });

export const orderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', id] as const,
    queryFn: async () => (await adminApi.get(`/orders/${id}`, orderDetailResponse)).data,
  });

export const frontDeskQuery = (list: FrontDeskList, hotelCode: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'today', list, hotelCode] as const,
    queryFn: async () =>
      (await adminApi.get('/front-desk/today', frontDeskResponse, { query: { list, hotelCode } })).data,
  });

export type DeskAction = 'check-in' | 'check-out' | 'no-show';

/** Runs an action; the server's Chinese message is what staff read. */
export async function runDeskAction(id: number, action: DeskAction, body?: CheckInBody): Promise<string> {
  return (await adminApi.post(`/orders/${id}/${action}`, orderActionResponse, body)).message;
}

/** 标记已开具: the member's invoice request has been made out. */
export async function markInvoiceIssued(id: number): Promise<string> {
  return (await adminApi.post(`/orders/${id}/invoice-issued`, orderActionResponse)).message;
}

export async function cancelOrder(id: number, body: CancelOrderBody): Promise<string> {
  return (await adminApi.post(`/orders/${id}/cancel`, orderActionResponse, body)).message;
}

/** Shows the server's message and refreshes every order query (lists, detail, today). */
function useOrderSuccess(): (message: string) => void {
  const client = useQueryClient();
  return (message) => {
    notify.success(message);
    void client.invalidateQueries({ queryKey: ORDERS_KEY });
  };
}

/** 入住 / 退房 / 未到店 of one order; `variables` tells which button is pending. */
export function useDeskAction(id: number) {
  const onSuccess = useOrderSuccess();
  return useMutation({ mutationFn: (action: DeskAction) => runDeskAction(id, action), onSuccess });
}

/** 入住 with what the desk collected. */
export function useCheckIn(id: number) {
  const onSuccess = useOrderSuccess();
  return useMutation({ mutationFn: (body: CheckInBody) => runDeskAction(id, 'check-in', body), onSuccess });
}

export function useMarkInvoiceIssued(id: number) {
  const onSuccess = useOrderSuccess();
  return useMutation({ mutationFn: () => markInvoiceIssued(id), onSuccess });
}

export function useCancelOrder(id: number) {
  const onSuccess = useOrderSuccess();
  return useMutation({ mutationFn: (body: CancelOrderBody) => cancelOrder(id, body), onSuccess });
}

/** The Excel export of the current search: a plain GET the browser downloads with the session cookie. */
export function exportUrl(filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return `${API_BASE}/orders/export${text ? `?${text}` : ''}`;
}
