import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { orderDetailQuery } from '../../features/booking/api.ts';
import { BookingPage } from '../../features/booking/booking-page.tsx';
import { storedPayment } from '../../features/booking/booking-storage.ts';
import { BOOKING_TEXT } from '../../features/booking/messages.ts';
import { PayDetailView } from '../../features/booking/pay-detail.tsx';
import { useAppState } from '../../lib/app-store.ts';

/** /PayDetail?payCode=: waiting for the QR payment of the stored order, whose details it shows. */
export function PayDetailRoute() {
  const [params] = useSearchParams();
  const token = useAppState((s) => s.usertoken) ?? '';
  const [orderId] = useState(() => storedPayment().id ?? 0);
  const detail = useQuery({ ...orderDetailQuery(token, orderId), enabled: token !== '' && orderId > 0 });
  return (
    <BookingPage eyebrow={BOOKING_TEXT.payEyebrow} title={BOOKING_TEXT.qrTitle} step={3}>
      <PayDetailView
        payCode={params.get('payCode') ?? ''}
        hotelCode={params.get('hotelCode') ?? ''}
        order={detail.data}
      />
    </BookingPage>
  );
}
