import { queryOptions } from '@tanstack/react-query';
import { crsApi } from '../../lib/api-client.ts';

/**
 * Points and coupons are member data: keyed under ['user', …, token] like the member detail and the
 * orders, so logout drops them, and a cancellation (which gives back the coupon and points the order
 * spent) reloads them with the rest of the member's data.
 */
export const loyaltyKeys = {
  all: (token: string) => ['user', 'loyalty', token] as const,
  points: (token: string) => ['user', 'loyalty', token, 'points'] as const,
  coupons: (token: string) => ['user', 'loyalty', token, 'coupons'] as const,
};

/** GET /user/points: the balance, how points pay, and the latest changes, newest first. */
export const pointsHistoryQuery = (token: string) =>
  queryOptions({
    queryKey: loyaltyKeys.points(token),
    queryFn: async () => (await crsApi.get('/user/points', 'pointsHistoryResponse')).data,
    // a stay, a booking or a cancellation elsewhere changes them: read afresh when the tab opens
    staleTime: 0,
  });

/** GET /user/coupons: every coupon of the member, 可用, 已使用 or 已过期. */
export const memberCouponsQuery = (token: string) =>
  queryOptions({
    queryKey: loyaltyKeys.coupons(token),
    queryFn: async () => (await crsApi.get('/user/coupons', 'memberCouponsResponse')).data,
    staleTime: 0,
  });
