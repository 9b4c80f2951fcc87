import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { orderDetailQuery } from '../../features/booking/api.ts';
import { BookingPage } from '../../features/booking/booking-page.tsx';
import { storeOrder } from '../../features/booking/booking-storage.ts';
import { BOOKING_TEXT } from '../../features/booking/messages.ts';
import { PayStepView } from '../../features/booking/pay-step.tsx';
import { userDetailQuery } from '../../features/member/api.ts';
import { useAppState } from '../../lib/app-store.ts';
import { recordIdOf } from '../../lib/not-found.ts';

/** /pay-step?orderNo=&id=&revNo= (the loader has sent a request without an id home). */
export function PayStepRoute() {
  const [params] = useSearchParams();
  const id = recordIdOf(params.get('id') ?? undefined) ?? 0;
  const token = useAppState((s) => s.usertoken) ?? '';
  const detail = useQuery({ ...orderDetailQuery(token, id), enabled: token !== '' && id > 0 });
  // the card balance, read fresh: the guest sees it next to 会员卡支付 before typing a password
  const member = useQuery({ ...userDetailQuery(token), enabled: token !== '', staleTime: 0 });

  useEffect(() => {
    // PayDetail polls by the stored revNo; an order paid from My booking is stored here too.
    if (detail.data)
      storeOrder({ id: detail.data.id, orderNo: detail.data.orderNo, revNo: detail.data.revNo });
  }, [detail.data]);

  return (
    <BookingPage eyebrow={BOOKING_TEXT.payEyebrow} title={BOOKING_TEXT.payTitle} step={3}>
      <PayStepView
        order={detail.data}
        token={token}
        cardBalance={member.data?.balance}
        isPending={detail.isPending}
        error={detail.error}
      />
    </BookingPage>
  );
}
