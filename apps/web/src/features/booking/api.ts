import type { AllOrderResponse, InvoiceRequestBody } from '@hotel/shared/api/member-orders';
import type { CheckInventoryRequest, SubmitOrderRequest } from '@hotel/shared/api/order';
import type { OrderPayRequest } from '@hotel/shared/api/pay';
import { ORDER_PAGE_SIZE } from '@hotel/shared/constants';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { crsApi } from '../../lib/api-client.ts';

/**
 * Order data is member data: keyed under ['user', …, token] like the member detail, so the login
 * modal and logout (which drop ['user']) drop it too, and one member's orders never show for the next.
 */
export const bookingKeys = {
  /** All of the member's data: orders, and the detail whose card balance a payment or refund changes. */
  member: ['user'] as const,
  all: ['user', 'orders'] as const,
  ofMember: (token: string) => ['user', 'orders', token] as const,
  list: (token: string, state: number) => ['user', 'orders', token, 'list', state] as const,
  detail: (token: string, orderId: number) => ['user', 'orders', token, 'detail', orderId] as const,
  payMethods: (token: string, orderNo: string) => ['user', 'orders', token, 'payMethods', orderNo] as const,
};

/** POST /order/checkInventory: availability and the server's price breakdown of a stay. */
export const checkInventory = (body: CheckInventoryRequest) =>
  crsApi.post('/order/checkInventory', 'checkInventoryResponse', body);

/** POST /order/submitOrder: sends back the amounts checkInventory gave; answers id, orderNo, revNo. */
export const submitOrder = (body: SubmitOrderRequest, idempotencyKey: string) =>
  crsApi.post('/order/submitOrder', 'submitOrderResponse', body, idempotencyKey);

/** GET /order/cancleOrder (the spec's spelling). */
export const cancelOrder = (orderId: number) =>
  crsApi.get('/order/cancleOrder', 'cancelOrderResponse', { orderId });

/** POST /order/requestInvoice: 申请发票 for a paid order, once. */
export const requestInvoice = (body: InvoiceRequestBody) =>
  crsApi.post('/order/requestInvoice', 'invoiceRequestResponse', body);

/** POST /pay/orderpay. */
export const orderPay = (body: OrderPayRequest, idempotencyKey: string) =>
  crsApi.post('/pay/orderpay', 'orderPayResponse', body, idempotencyKey);

/** POST /pay/checkpayret: success true once the order is paid. */
export const checkPayResult = (revNo: string, hotelCode: string) =>
  crsApi.post('/pay/checkpayret', 'checkPayResponse', { revNo, hotelCode });

export const orderDetailQuery = (token: string, orderId: number) =>
  queryOptions({
    queryKey: bookingKeys.detail(token, orderId),
    queryFn: async () => (await crsApi.get('/order/getOrderDetail', 'orderDetailResponse', { orderId })).data,
    // The order changes under the guest (paid, expired): always read it fresh.
    staleTime: 0,
    retry: false,
  });

export const payMethodsQuery = (token: string, orderNo: string) =>
  queryOptions({
    queryKey: bookingKeys.payMethods(token, orderNo),
    queryFn: async () => (await crsApi.get('/pay/getpaymethod', 'payMethodResponse', { orderNo })).data,
    staleTime: 5 * 60_000,
  });

/**
 * getAllOrder of one call state, 20 a page, newest first; the next page asks for orders created
 * before the last one shown (maxDate), so a new booking never shifts the pages.
 */
export const orderListQuery = (token: string, state: number) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.list(token, state),
    initialPageParam: '',
    queryFn: async ({ pageParam }): Promise<AllOrderResponse> =>
      crsApi.post('/order/getAllOrder', 'allOrderResponse', {
        state,
        count: ORDER_PAGE_SIZE,
        maxDate: pageParam,
      }),
    getNextPageParam: (last) =>
      last.data.length < ORDER_PAGE_SIZE ? undefined : last.data[last.data.length - 1]?.createTime,
    staleTime: 0,
  });
