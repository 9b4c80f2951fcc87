import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { redirect, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { bookingKeys, orderDetailQuery } from '../../features/booking/api.ts';
import { BookingPage } from '../../features/booking/booking-page.tsx';
import { clearBookingKeys } from '../../features/booking/booking-storage.ts';
import { BOOKING_TEXT } from '../../features/booking/messages.ts';
import { PayStateView } from '../../features/booking/pay-state.tsx';
import { useAppState } from '../../lib/app-store.ts';
import { isNotFoundError, recordIdOf } from '../../lib/not-found.ts';
import { hotelKeys } from '../../lib/query-keys.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { requireLogin } from '../route-helpers.tsx';

/**
 * PayState forgets the booking in progress on the way in (section 4). It shows the booking it
 * confirms (?id=, a member's order): without one there is nothing to confirm, so it goes home.
 */
export function payStateLoader({ request }: { request: Request }) {
  clearBookingKeys();
  const id = new URL(request.url).searchParams.get('id') ?? undefined;
  if (recordIdOf(id) === undefined) throw redirect(paths.home);
  return requireLogin();
}

/**
 * /PayState?id=: 预约成功 with the booking it confirms (the loader cleared the stored booking keys
 * and sent a visit without an id home; an id that is no order of the member goes home too).
 */
export function PayStateRoute() {
  const [params] = useSearchParams();
  const id = recordIdOf(params.get('id') ?? undefined) ?? 0;
  const token = useAppState((s) => s.usertoken) ?? '';
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const detail = useQuery({ ...orderDetailQuery(token, id), enabled: token !== '' && id > 0 });
  useEffect(() => {
    // no booking of this member by that id: nothing to confirm, as without an id
    if (isNotFoundError(detail.error)) navigate(paths.home, { replace: true });
  }, [detail.error, navigate]);
  useEffect(() => {
    // The new order, the rooms it took and the card balance it used show at once elsewhere.
    void queryClient.invalidateQueries({ queryKey: bookingKeys.member });
    void queryClient.invalidateQueries({ queryKey: hotelKeys.roomAndRateOf() });
  }, [queryClient]);
  return (
    <BookingPage
      eyebrow={BOOKING_TEXT.doneEyebrow}
      title={detail.data ? BOOKING_TEXT.successTitle : BOOKING_TEXT.summaryTitle}
    >
      <PayStateView order={detail.data} isPending={detail.isPending} error={detail.error} />
    </BookingPage>
  );
}
