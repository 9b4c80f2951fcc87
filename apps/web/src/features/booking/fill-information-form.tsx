import type { InventoryCheck } from '@hotel/shared/api/order';
import { MAX_ROOMS_PER_ORDER } from '@hotel/shared/api/order';
import {
  ARRIVAL_TIME_SLOTS,
  DISCOUNT_CHANNEL_TYPES,
  type DiscountChannelType,
  SPECIAL_REQUEST_MAX,
} from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import { Alert, App, Button, Form, Input, Select, Tag } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-store.ts';
import { emitEvent } from '../../lib/events.ts';
import { useIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useAppNavigate } from '../../lib/use-app-navigate.ts';
import { checkInventory, submitOrder } from './api.ts';
import { storeCheck, storedDiscount, storeOrder } from './booking-storage.ts';
import { BookingSummary, figuresOfCheck } from './booking-summary.tsx';
import {
  type InformationField,
  type InformationForm,
  type InformationProblem,
  informationProblem,
} from './information-rules.ts';
import { BOOKING_TEXT } from './messages.ts';

interface FillInformationFormProps {
  /** The availability result stored by the book button. */
  initialCheck: InventoryCheck;
  /** The member's name and mobile when known, to prefill the guest. */
  member: { name: string; mobile: string } | undefined;
}

interface DiscountDraft {
  type: DiscountChannelType | undefined;
  code: string;
}

/** The discount fields say the same as the server's current figures. */
function draftMatches(draft: DiscountDraft, check: InventoryCheck): boolean {
  return (draft.type ?? '') === check.couponType && draft.code.trim() === check.couponCode;
}

/**
 * FillInformationStep: the guest, arrival slot, special requests, room count and discount channel,
 * beside the server's summary. Every change of rooms or discount asks checkInventory again, so the
 * amounts shown, and sent back on submit, are always the server's.
 */
export function FillInformationForm({ initialCheck, member }: FillInformationFormProps) {
  const { message } = App.useApp();
  const navigate = useAppNavigate();
  const ids = useId();
  const token = useAppState((s) => s.usertoken);
  const [check, setCheck] = useState(initialCheck);
  const [form, setForm] = useState<InformationForm>({
    guestName: member?.name ?? '',
    mobile: member?.mobile ?? '',
    email: '',
    remark: '',
    arrivalTime: '',
  });
  const [draft, setDraft] = useState<DiscountDraft>(() => {
    if (initialCheck.couponCode) {
      const type = DISCOUNT_CHANNEL_TYPES.find((t) => t === initialCheck.couponType);
      return { type, code: initialCheck.couponCode };
    }
    const stored = storedDiscount();
    return { type: stored?.type, code: stored?.code ?? '' };
  });
  const [problem, setProblem] = useState<InformationProblem>();
  const [discountProblem, setDiscountProblem] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const bookingKey = useIdempotencyKey();

  // The member's details arrive after the first render: fill what the guest has not typed yet.
  const filled = useRef(false);
  useEffect(() => {
    if (!member || filled.current) return;
    filled.current = true;
    setForm((current) => ({
      ...current,
      guestName: current.guestName || member.name,
      mobile: current.mobile || member.mobile,
    }));
  }, [member]);

  const set = (field: keyof InformationForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblem((current) => (current?.field === field ? undefined : current));
  };

  /** Asks the server again for this stay with other rooms or another discount; true when it answered yes. */
  const recheck = async (
    change: { roomQty?: number; couponType?: string; couponCode?: string },
    onRefused: (text: string) => void,
  ): Promise<boolean> => {
    setChecking(true);
    try {
      const result = await checkInventory({
        hotelCode: check.hotelCode,
        roomTypeCode: check.roomTypeCode,
        rateCode: check.rateCode,
        checkIn: check.checkInDate,
        checkOut: check.checkOutDate,
        roomQty: change.roomQty ?? check.roomQty,
        couponType: change.couponType ?? check.couponType,
        couponCode: change.couponCode ?? check.couponCode,
      });
      if (!result.success) {
        onRefused(result.message || MSG.notAvailable);
        return false;
      }
      storeCheck(result.data);
      setCheck(result.data);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) onRefused(MSG.notAvailable);
      return false;
    } finally {
      setChecking(false);
    }
  };

  const applyDiscount = async (): Promise<boolean> => {
    const code = draft.code.trim();
    if (!draft.type || code === '') {
      setDiscountProblem(BOOKING_TEXT.discountNeedsBoth);
      return false;
    }
    setDiscountProblem(undefined);
    return recheck({ couponType: draft.type, couponCode: code }, setDiscountProblem);
  };

  const removeDiscount = () => {
    setDraft({ type: undefined, code: '' });
    setDiscountProblem(undefined);
    if (check.couponCode)
      void recheck({ couponType: '', couponCode: '' }, (text) => void message.error(text));
  };

  // A channel remembered from the search is tried once, so the first summary already shows it.
  const triedStored = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (triedStored.current) return;
    triedStored.current = true;
    if (draft.type && draft.code && !check.couponCode) void applyDiscount();
  }, []);

  const changeRooms = (roomQty: number) => {
    void recheck({ roomQty }, (text) => void message.error(text));
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
    const typed = draft.type !== undefined || draft.code.trim() !== '';
    if (typed && !draftMatches(draft, check)) {
      // A code typed but not yet priced: price it first, so the guest sees what they will pay.
      if (await applyDiscount()) void message.info(BOOKING_TEXT.priceChanged);
      return;
    }
    if (!typed && check.couponCode) {
      if (await recheck({ couponType: '', couponCode: '' }, (text) => void message.error(text)))
        void message.info(BOOKING_TEXT.priceChanged);
      return;
    }
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
          revUser: form.guestName.trim(),
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
        onFinish={() => void submit()}
      >
        <h2 className="booking-card__title">{BOOKING_TEXT.guestSection}</h2>
        {problem?.field === 'login' ? (
          <Alert className="fill-info__login" type="warning" showIcon title={problem.message} />
        ) : null}
        <div className="fill-info__grid">
          <Form.Item
            label={<span className="booking-required">{BOOKING_TEXT.guestName}</span>}
            htmlFor={`${ids}-guestName`}
            validateStatus={status('guestName')}
            help={help('guestName')}
          >
            <Input
              id={`${ids}-guestName`}
              value={form.guestName}
              maxLength={50}
              autoComplete="name"
              placeholder={BOOKING_TEXT.guestNamePlaceholder}
              aria-invalid={status('guestName') ? true : undefined}
              onChange={(e) => set('guestName', e.target.value)}
            />
          </Form.Item>
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
              onChange={(e) => set('mobile', e.target.value.replace(/\D/g, ''))}
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
              type="email"
              value={form.email}
              maxLength={100}
              autoComplete="email"
              placeholder={BOOKING_TEXT.emailPlaceholder}
              aria-invalid={status('email') ? true : undefined}
              onChange={(e) => set('email', e.target.value)}
            />
          </Form.Item>
          <Form.Item label={BOOKING_TEXT.arrivalTime} htmlFor={`${ids}-arrivalTime`}>
            <Select
              id={`${ids}-arrivalTime`}
              value={form.arrivalTime || undefined}
              allowClear
              placeholder={BOOKING_TEXT.arrivalPlaceholder}
              options={ARRIVAL_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))}
              onChange={(value: string | undefined) => set('arrivalTime', value ?? '')}
            />
          </Form.Item>
          <Form.Item label={BOOKING_TEXT.roomQty} htmlFor={`${ids}-roomQty`}>
            <Select
              id={`${ids}-roomQty`}
              value={check.roomQty}
              disabled={checking}
              options={Array.from({ length: maxRooms }, (_, i) => ({
                value: i + 1,
                label: BOOKING_TEXT.roomsOption(i + 1),
              }))}
              onChange={(value: number) => changeRooms(value)}
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
            onChange={(e) => set('remark', e.target.value)}
          />
        </Form.Item>

        <h2 className="booking-card__title">
          {BOOKING_TEXT.discountSection}
          <span className="booking-card__optional">{BOOKING_TEXT.optional}</span>
        </h2>
        <p className="fill-info__hint">{BOOKING_TEXT.discountHint}</p>
        <div className="fill-info__discount">
          <Select
            aria-label={BOOKING_TEXT.discountType}
            className="fill-info__discount-type"
            value={draft.type}
            placeholder={BOOKING_TEXT.discountTypePlaceholder}
            options={DISCOUNT_CHANNEL_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(type: DiscountChannelType) => {
              setDraft((current) => ({ ...current, type }));
              setDiscountProblem(undefined);
            }}
          />
          <Input
            aria-label={BOOKING_TEXT.discountCode}
            className="fill-info__discount-code"
            value={draft.code}
            maxLength={64}
            placeholder={BOOKING_TEXT.discountCodePlaceholder}
            status={discountProblem ? 'error' : undefined}
            onChange={(e) => {
              setDraft((current) => ({ ...current, code: e.target.value }));
              setDiscountProblem(undefined);
            }}
            onPressEnter={(e) => {
              e.preventDefault();
              void applyDiscount();
            }}
          />
          <Button
            onClick={() => void applyDiscount()}
            loading={checking}
            className="fill-info__discount-apply"
          >
            {BOOKING_TEXT.applyDiscount}
          </Button>
        </div>
        {discountProblem ? (
          <p className="fill-info__problem" role="alert">
            {discountProblem}
          </p>
        ) : null}
        {check.couponCode ? (
          <p className="fill-info__applied">
            <Tag color="gold">{BOOKING_TEXT.discountApplied(check.couponType, check.couponCode)}</Tag>
            <button type="button" className="booking-link" onClick={removeDiscount}>
              {BOOKING_TEXT.removeDiscount}
            </button>
          </p>
        ) : null}

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
          figures={figuresOfCheck(check)}
          busy={checking}
          footer={
            <div className="booking-policy">
              <h3 className="booking-policy__title">{BOOKING_TEXT.policyTitle}</h3>
              <p>{check.cancelPolicy}</p>
              {check.freeCancelRange ? <p>{check.freeCancelRange}</p> : null}
            </div>
          }
        />
      </aside>
    </div>
  );
}
