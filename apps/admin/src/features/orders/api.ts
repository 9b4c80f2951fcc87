import {
  type CancelOrderBody,
  type CheckInBody,
  type FrontDeskList,
  frontDeskResponse,
  orderActionResponse,
  orderDetailResponse,
  orderListResponse,
} from '@hotel/shared/admin/orders';
import { queryOptions } from '@tanstack/react-query';
import { API_BASE, adminApi } from '../../lib/api-client.ts';
import { useChange } from '../../lib/use-change.ts';

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

/** The server's message, and every order query (lists, detail, today) read again. */
const ORDER_CHANGED = { said: (message: string) => message, refresh: [ORDERS_KEY] };

/** 入住 / 退房 / 未到店 of one order; `variables` tells which button is pending. */
export function useDeskAction(id: number) {
  return useChange((action: DeskAction) => runDeskAction(id, action), ORDER_CHANGED);
}

/** 入住 with what the desk collected. */
export function useCheckIn(id: number) {
  return useChange((body: CheckInBody) => runDeskAction(id, 'check-in', body), ORDER_CHANGED);
}

export function useMarkInvoiceIssued(id: number) {
  return useChange(() => markInvoiceIssued(id), ORDER_CHANGED);
}

export function useCancelOrder(id: number) {
  return useChange((body: CancelOrderBody) => cancelOrder(id, body), ORDER_CHANGED);
}

/** The Excel export of the current search: a plain GET the browser downloads with the session cookie. */
export function exportUrl(filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return `${API_BASE}/orders/export${text ? `?${text}` : ''}`;
}
