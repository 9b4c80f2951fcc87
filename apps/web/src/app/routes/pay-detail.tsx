import { useSearchParams } from 'react-router';
import { BookingPage } from '../../features/booking/booking-page.tsx';
import { BOOKING_TEXT } from '../../features/booking/messages.ts';
import { PayDetailView } from '../../features/booking/pay-detail.tsx';

/** /PayDetail?payCode=: waiting for the QR payment. */
export function PayDetailRoute() {
  const [params] = useSearchParams();
  return (
    <BookingPage eyebrow={BOOKING_TEXT.payEyebrow} title={BOOKING_TEXT.qrTitle} step={3}>
      <PayDetailView payCode={params.get('payCode') ?? ''} hotelCode={params.get('hotelCode') ?? ''} />
    </BookingPage>
  );
}
