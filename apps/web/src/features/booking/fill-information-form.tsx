import type { InventoryCheck } from '@hotel/shared/api/order';
import { MAX_ROOMS_PER_ORDER } from '@hotel/shared/api/order';
import { ARRIVAL_TIME_SLOTS, SPECIAL_REQUEST_MAX } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-store.ts';
import { emitEvent } from '../../lib/events.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useMessage } from '../../lib/message.tsx';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { submitOrder } from './api.ts';
import { storedRooms, storeOrder } from './booking-storage.ts';
import { BookingSummary, figuresOfCheck } from './booking-summary.tsx';
import { DiscountFields } from './discount-fields.tsx';
import {
  type ContactField,
  type InformationField,
  type InformationForm,
  type InformationProblem,
  informationProblem,
} from './information-rules.ts';
import { BOOKING_TEXT } from './messages.ts';
import { guestTotals, type RoomGuest, resizeRoomGuests, roomGuestsFor } from './room-guests.ts';
import { RoomGuestsFields } from './room-guests-fields.tsx';
import { useStayCheck } from './use-stay-check.ts';

interface FillInformationFormProps {
  /** The availability result stored by the book button. */
  initialCheck: InventoryCheck;
  /** The member's name and mobile when known, to prefill the guest. */
  member: { name: string; mobile: string } | undefined;
}

/**
 * The rate's cancellation terms, said once: the group's policy for a rate that may be cancelled
 * free of charge (it covers the rate's own 18:00 line and what follows), the rate's own terms for one
 * that may not (the group's policy would wrongly promise a free cancellation).
 */
function cancellationTerms(check: InventoryCheck): string {
  return check.isFreeCancel === 1 ? check.cancelPolicy : check.freeCancelRange || BOOKING_TEXT.noCancel;
}

/**
 * FillInformationStep: a guest for every room with its adults and children, the contact, arrival
 * slot, special requests, room count and discount channel, beside the server's summary (kept the
 * server's by useStayCheck).
 */
export function FillInformationForm({ initialCheck, member }: FillInformationFormProps) {
  const message = useMessage();
  const navigate = useAppNavigate();
  const ids = useId();
  const token = useAppState((s) => s.usertoken);
  const [form, setForm] = useState<InformationForm>(() => ({
    guests: roomGuestsFor(storedRooms(), initialCheck.roomQty, member?.name ?? ''),
    mobile: member?.mobile ?? '',
    email: '',
    remark: '',
    arrivalTime: '',
  }));
  const [problem, setProblem] = useState<InformationProblem>();
  const [submitting, setSubmitting] = useState(false);
  const bookingKey = useIdempotencyKey();
  const stay = useStayCheck(initialCheck, (roomQty) =>
    setForm((current) => ({ ...current, guests: resizeRoomGuests(current.guests, roomQty) })),
  );
  const { check, checking } = stay;

  // The member's details arrive after the first render: fill what the guest has not typed yet.
  const filled = useRef(false);
  useEffect(() => {
    if (!member || filled.current) return;
    filled.current = true;
    setForm((current) => ({
      ...current,
      guests: current.guests.map((guest, i) =>
        i === 0 && !guest.name ? { ...guest, name: member.name } : guest,
      ),
      mobile: current.mobile || member.mobile,
    }));
  }, [member]);

  const forget = (field: InformationField) =>
    setProblem((current) => (current?.field === field ? undefined : current));

  const setContact = (field: ContactField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    forget(field);
  };

  const setGuest = (index: number, patch: Partial<RoomGuest>) => {
    setForm((current) => ({
      ...current,
      guests: current.guests.map((guest, i) => (i === index ? { ...guest, ...patch } : guest)),
    }));
    if (patch.name !== undefined) forget(`guestName-${index}`);
  };

  const focus = (field: InformationField) => document.getElementById(`${ids}-${field}`)?.focus();

  const submit = async () => {
    if (submitting || checking) return;
    const found = informationProblem(form, token !== undefined);
    if (found) {
      setProblem(found);
      if (found.field === 'login') {
        void message.warning(found.message);
        emitEvent('login-modal', {});
      } else focus(found.field);
      return;
    }
    if (!(await stay.settledForSubmit())) return;
    const guestNames = form.guests.map((guest) => guest.name.trim());
    setSubmitting(true);
    try {
      const result = await submitOrder(
        {
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
          ...guestTotals(form.guests),
          mobile: form.mobile.trim(),
          email: form.email.trim(),
          roomQty: check.roomQty,
          remark: form.remark.trim(),
          arrivalTime: form.arrivalTime,
          couponType: check.couponType,
          couponCode: check.couponCode,
          // The server's own figures from checkInventory, unchanged: it refuses any other.
          totalAmount: check.totalAmount,
          discountAmount: check.discountAmount,
          couponAmount: check.couponAmount,
          actualAmount: check.actualAmount,
        },
        bookingKey.current(),
      );
      // the server answered: whatever it said, the next press is a booking of its own
      bookingKey.renew();
      if (!result.success) {
        void message.error(result.message || MSG.tryLaterBang);
        return;
      }
      storeOrder(result.data);
      const query = new URLSearchParams({
        orderNo: result.data.orderNo,
        id: String(result.data.id),
        revNo: result.data.revNo,
      });
      navigate(`${paths.payStep}?${query.toString()}`);
    } catch (error) {
      if (!(error instanceof ApiError)) void message.error(MSG.tryLaterBang);
    } finally {
      setSubmitting(false);
    }
  };

  const status = (field: InformationField) => (problem?.field === field ? ('error' as const) : undefined);
  const help = (field: InformationField) => (problem?.field === field ? problem.message : undefined);
  const maxRooms = Math.max(check.roomQty, Math.min(MAX_ROOMS_PER_ORDER, check.available));
  const remarkLength = Array.from(form.remark).length;

  return (
    <div className="fill-info">
      <Form
        layout="vertical"
        className="fill-info__form booking-card"
        aria-label={BOOKING_TEXT.fillTitle}
        requiredMark={false}
        // The site's own checks speak (邮箱格式不正确 …), never the browser's bubbles.
        noValidate
        onFinish={() => void submit()}
      >
        <h2 className="booking-card__title">{BOOKING_TEXT.guestSection}</h2>
        {problem?.field === 'login' ? (
          <Alert className="fill-info__login" type="warning" showIcon title={problem.message} />
        ) : null}
        <Form.Item label={BOOKING_TEXT.roomQty} htmlFor={`${ids}-roomQty`} className="fill-info__rooms">
          <Select
            id={`${ids}-roomQty`}
            value={check.roomQty}
            disabled={checking}
            options={Array.from({ length: maxRooms }, (_, i) => ({
              value: i + 1,
              label: BOOKING_TEXT.roomsOption(i + 1),
            }))}
            onChange={(value: number) => stay.changeRooms(value)}
          />
        </Form.Item>
        <RoomGuestsFields ids={ids} guests={form.guests} problem={problem} onChange={setGuest} />
        <div className="fill-info__grid">
          <Form.Item
            label={<span className="booking-required">{BOOKING_TEXT.mobile}</span>}
            htmlFor={`${ids}-mobile`}
            validateStatus={status('mobile')}
            help={help('mobile')}
          >
            <Input
              id={`${ids}-mobile`}
              value={form.mobile}
              maxLength={11}
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={BOOKING_TEXT.mobilePlaceholder}
              aria-invalid={status('mobile') ? true : undefined}
              onChange={(e) => setContact('mobile', e.target.value.replace(/\D/g, ''))}
            />
          </Form.Item>
          <Form.Item
            label={BOOKING_TEXT.email}
            htmlFor={`${ids}-email`}
            validateStatus={status('email')}
            help={help('email')}
          >
            <Input
              id={`${ids}-email`}
              // text with the e-mail keyboard: a type="email" field is checked by the browser in English
              inputMode="email"
              value={form.email}
              maxLength={100}
              autoComplete="email"
              placeholder={BOOKING_TEXT.emailPlaceholder}
              aria-invalid={status('email') ? true : undefined}
              onChange={(e) => setContact('email', e.target.value)}
            />
          </Form.Item>
          <Form.Item label={BOOKING_TEXT.arrivalTime} htmlFor={`${ids}-arrivalTime`}>
            <Select
              id={`${ids}-arrivalTime`}
              value={form.arrivalTime || undefined}
              allowClear
              placeholder={BOOKING_TEXT.arrivalPlaceholder}
              options={ARRIVAL_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))}
              onChange={(value: string | undefined) => setContact('arrivalTime', value ?? '')}
            />
          </Form.Item>
        </div>
        <Form.Item
          label={BOOKING_TEXT.remark}
          htmlFor={`${ids}-remark`}
          validateStatus={status('remark')}
          help={help('remark')}
          extra={
            <span className={remarkLength > SPECIAL_REQUEST_MAX ? 'fill-info__count--over' : undefined}>
              {remarkLength}/{SPECIAL_REQUEST_MAX}
            </span>
          }
        >
          <Input.TextArea
            id={`${ids}-remark`}
            value={form.remark}
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={BOOKING_TEXT.remarkPlaceholder}
            aria-invalid={status('remark') ? true : undefined}
            onChange={(e) => setContact('remark', e.target.value)}
          />
        </Form.Item>

        <DiscountFields
          draft={stay.draft}
          onDraft={stay.setDraft}
          problem={stay.discountProblem}
          applied={check.couponCode ? { type: check.couponType, code: check.couponCode } : undefined}
          checking={checking}
          onApply={() => void stay.applyDiscount()}
          onRemove={stay.removeDiscount}
        />

        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          className="fill-info__submit"
          loading={submitting}
          disabled={checking}
        >
          {BOOKING_TEXT.submit}
        </Button>
      </Form>
      <aside className="fill-info__aside">
        <BookingSummary
          figures={{ ...figuresOfCheck(check), guests: guestTotals(form.guests) }}
          busy={checking}
          footer={
            <div className="booking-policy">
              <h3 className="booking-policy__title">{BOOKING_TEXT.policyTitle}</h3>
              <p>{cancellationTerms(check)}</p>
            </div>
          }
        />
      </aside>
    </div>
  );
}
