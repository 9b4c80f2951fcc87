import type { InventoryCheck } from '@hotel/shared/api/order';
import { MSG } from '@hotel/shared/messages';
import { Alert, Button, Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { forgetChanged } from '../../lib/use-api-mutation.ts';
import styles from './booking.module.css';
import { storedRooms } from './booking-storage.ts';
import { ContactFields } from './contact-fields.tsx';
import { CouponField } from './coupon-field.tsx';
import { DiscountFields } from './discount-fields.tsx';
import { guestNameField, type InformationValues } from './information-rules.ts';
import { InformationSummary } from './information-summary.tsx';
import { BOOKING_TEXT } from './messages.ts';
import { PointsField } from './points-field.tsx';
import { type RoomGuest, resizeRoomGuests, roomGuestsFor } from './room-guests.ts';
import { RoomGuestsFields } from './room-guests-fields.tsx';
import { RoomQtyField } from './room-qty-field.tsx';
import { useStayCheck } from './use-stay-check.ts';
import { useSubmitOrder } from './use-submit-order.ts';

interface FillInformationFormProps {
  /** The availability result stored by the book button. */
  initialCheck: InventoryCheck;
  /** The member's name and mobile when known, to prefill the guest. */
  member: { name: string; mobile: string } | undefined;
}

/**
 * FillInformationStep: the rooms and a guest for each with its adults and children, the contact,
 * arrival slot and special requests, the discount channel, the coupon (抵用券) and the points
 * (积分抵扣), beside the server's summary (kept the server's by useStayCheck). Submitting is
 * useSubmitOrder's.
 */
export function FillInformationForm({ initialCheck, member }: FillInformationFormProps) {
  const [form] = Form.useForm<InformationValues>();
  const [initialValues] = useState<InformationValues>(() => ({
    guests: roomGuestsFor(storedRooms(), initialCheck.roomQty, member?.name ?? ''),
    mobile: member?.mobile ?? '',
    email: '',
    remark: '',
    arrivalTime: undefined,
  }));
  const stay = useStayCheck(initialCheck, (roomQty) =>
    form.setFieldValue('guests', resizeRoomGuests(form.getFieldValue('guests') ?? [], roomQty)),
  );
  const { check, checking } = stay;
  const guests: RoomGuest[] = Form.useWatch('guests', form) ?? initialValues.guests;
  const order = useSubmitOrder(form, stay);

  // The member's details arrive after the first render: fill what the guest has not typed yet.
  const filled = useRef(false);
  useEffect(() => {
    if (!member || filled.current) return;
    filled.current = true;
    if (!form.getFieldValue(guestNameField(0))) form.setFieldValue(guestNameField(0), member.name);
    if (!form.getFieldValue('mobile')) form.setFieldValue('mobile', member.mobile);
  }, [member, form]);

  return (
    <div className={styles.fillInfo}>
      <Form<InformationValues>
        form={form}
        name="information"
        layout="vertical"
        className={`fill-info__form ${styles.bookingCard}`}
        aria-label={BOOKING_TEXT.fillTitle}
        requiredMark={false}
        // The site's own checks speak (邮箱格式不正确 …), never the browser's bubbles.
        noValidate
        initialValues={initialValues}
        // Checked on submit only, one problem at a time (lib/use-api-mutation.ts).
        validateTrigger={false}
        onValuesChange={(changed) => forgetChanged(form, changed)}
        onFinish={() => void order.submit()}
        onFinishFailed={() => void order.submit()}
      >
        <h2 className={styles.bookingCardTitle}>{BOOKING_TEXT.guestSection}</h2>
        {order.loginNeeded ? (
          <Alert className={styles.fillInfoLogin} type="warning" showIcon title={MSG.notLoggedIn} />
        ) : null}
        <RoomQtyField
          roomQty={check.roomQty}
          available={check.available}
          checking={checking}
          onChange={stay.changeRooms}
        />
        <RoomGuestsFields />
        <ContactFields />
        <DiscountFields
          draft={stay.draft}
          onDraft={stay.setDraft}
          problem={stay.problems.discount}
          applied={check.couponCode ? { type: check.couponType, code: check.couponCode } : undefined}
          checking={checking}
          onApply={() => void stay.applyDiscount()}
          onRemove={stay.removeDiscount}
        />
        <CouponField
          coupons={check.coupons}
          chosen={stay.couponChosen}
          checking={checking}
          problem={stay.problems.coupon}
          onChoose={(couponId) => void stay.chooseCoupon(couponId)}
        />
        <PointsField
          check={check}
          on={stay.pointsOn}
          onSwitch={stay.switchPoints}
          draft={stay.pointsDraft}
          onDraft={stay.setPointsDraft}
          onApply={() => void stay.applyPoints()}
          checking={checking}
          problem={stay.problems.points}
        />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          className={styles.fillInfoSubmit}
          loading={order.submitting}
          disabled={checking}
        >
          {BOOKING_TEXT.submit}
        </Button>
      </Form>
      <InformationSummary check={check} guests={guests} busy={checking} />
    </div>
  );
}
