import type { InventoryCheck } from '@hotel/shared/api/order';
import { MSG } from '@hotel/shared/messages';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { paths } from '../../config/paths.ts';
import { useAppState } from '../../lib/app-store.ts';
import { emitEvent } from '../../lib/events.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useMessage } from '../../lib/message.tsx';
import { checkInOrder, clearProblems, useApiMutation } from '../../lib/use-api-mutation.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { submitOrder } from './api.ts';
import { storeOrder } from './booking-storage.ts';
import { type InformationValues, informationFieldOf, informationOrder } from './information-rules.ts';
import { guestTotals } from './room-guests.ts';

interface StayForSubmit {
  /** The server's figures the order sends back. */
  check: InventoryCheck;
  checking: boolean;
  /** True when the figures are those of the fields; otherwise prices the booking again. */
  settledForSubmit: () => Promise<boolean>;
}

/**
 * 提交订单 of the information step: a visitor hears 您尚未登录 and gets the login dialog; a member's
 * fields are checked in the order of section 5; the booking is priced again when the discount code
 * or the points typed changed; then submitOrder sends the server's own figures (member price,
 * discount code, coupon, points), and PayStep opens.
 */
export function useSubmitOrder(form: FormInstance<InformationValues>, stay: StayForSubmit) {
  const message = useMessage();
  const navigate = useAppNavigate();
  const token = useAppState((s) => s.usertoken);
  const [loginNeeded, setLoginNeeded] = useState(false);
  const bookingKey = useIdempotencyKey();
  const order = useApiMutation({
    call: (body: Parameters<typeof submitOrder>[0]) => submitOrder(body, bookingKey.current()),
    fallback: MSG.tryLaterBang,
    // the server answered: whatever it said, the next press is a booking of its own
    onAnswer: bookingKey.renew,
    form,
    fieldOf: informationFieldOf,
  });

  const submit = async () => {
    if (order.pending || stay.checking) return;
    if (token === undefined) {
      clearProblems(form);
      setLoginNeeded(true);
      message.warning(MSG.notLoggedIn);
      emitEvent('login-modal', {});
      return;
    }
    setLoginNeeded(false);
    const values: InformationValues = form.getFieldsValue(true);
    if (!(await checkInOrder(form, informationOrder(values.guests.length)))) return;
    if (!(await stay.settledForSubmit())) return;
    const { check } = stay;
    const guestNames = values.guests.map((guest) => guest.name.trim());
    const result = await order.run({
      hotelCode: check.hotelCode,
      checkInDate: check.checkInDate,
      checkOutDate: check.checkOutDate,
      days: check.days,
      roomTypeCode: check.roomTypeCode,
      roomTypeName: check.roomTypeName,
      rateCode: check.rateCode,
      rateName: check.rateName,
      // the first room's guest is the booking's guest (revUser) as the spec knows it
      revUser: guestNames[0] ?? '',
      guestNames,
      ...guestTotals(values.guests),
      mobile: values.mobile.trim(),
      email: values.email.trim(),
      roomQty: check.roomQty,
      remark: values.remark.trim(),
      arrivalTime: values.arrivalTime ?? '',
      couponType: check.couponType,
      couponCode: check.couponCode,
      // the member's coupon (抵用券) and points, as the latest check priced them
      couponUsed: check.couponId === null ? 0 : 1,
      ...(check.couponId === null ? {} : { couponId: check.couponId }),
      pointsUsed: check.pointsUsed,
      // The server's own figures from checkInventory, unchanged: it refuses any other.
      totalAmount: check.totalAmount,
      memberDiscountAmount: check.memberDiscountAmount,
      discountAmount: check.discountAmount,
      couponAmount: check.couponAmount,
      couponUseMoney: check.couponAmount,
      pointsAmount: check.pointsAmount,
      actualAmount: check.actualAmount,
    });
    if (!result) return;
    storeOrder(result.data);
    const query = new URLSearchParams({
      orderNo: result.data.orderNo,
      id: String(result.data.id),
      revNo: result.data.revNo,
    });
    navigate(`${paths.payStep}?${query.toString()}`);
  };

  return { submit, submitting: order.pending, loginNeeded };
}
