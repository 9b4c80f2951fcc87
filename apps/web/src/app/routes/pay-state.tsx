import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bookingKeys } from '../../features/booking/api.ts';
import { BookingPage } from '../../features/booking/booking-page.tsx';
import { BOOKING_TEXT } from '../../features/booking/messages.ts';
import { PayStateView } from '../../features/booking/pay-state.tsx';

/** /PayState: 预约成功 (the loader cleared the stored booking keys). */
export function PayStateRoute() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The new order and the rooms it took show at once in My booking and on the room list.
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['hotel', 'roomAndRate'] });
  }, [queryClient]);
  return (
    <BookingPage eyebrow={BOOKING_TEXT.doneEyebrow} title={BOOKING_TEXT.successTitle}>
      <PayStateView />
    </BookingPage>
  );
}
