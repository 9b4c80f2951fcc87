import {
  type BulkEditBody,
  bulkEditBody,
  type Calendar,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@hotel/shared/admin/rates';
import { Alert, Checkbox, DatePicker, Form, InputNumber, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { bulkEdit, useRatesChange } from './api.ts';
import { RATES_TEXT } from './messages.ts';

/** Where the dialog starts: a night (or range) and what was clicked. */
export interface BulkEditStart {
  from: string;
  to: string;
  ratePlanIds: number[];
  roomTypeIds: number[];
}

type Toggle = 'keep' | 'on' | 'off';

interface BulkEditValues {
  range: [Dayjs, Dayjs];
  weekdays: number[];
  ratePlanIds: number[];
  roomTypeIds: number[];
  price?: number | null;
  roomsTotal?: number | null;
  sale: Toggle;
  minStay?: number | null;
  arrival: Toggle;
}

const DATE = 'YYYY-MM-DD';
const given = (value: number | null | undefined) => (value === null ? undefined : value);
const toggled = (value: Toggle) => (value === 'keep' ? undefined : value === 'on');

/**
 * The call's body from the form; what is left empty stays as it is. `readAt` is the calendar's: the
 * server refuses the edit over a night someone else changed after it (the dialog says who).
 */
export function bodyOf(
  calendar: Pick<Calendar, 'hotelCode' | 'readAt'>,
  values: BulkEditValues,
): BulkEditBody {
  return {
    hotelCode: calendar.hotelCode,
    readAt: calendar.readAt,
    from: values.range[0].format(DATE),
    to: values.range[1].format(DATE),
    weekdays: values.weekdays,
    ratePlanIds: values.ratePlanIds,
    roomTypeIds: values.roomTypeIds,
    price: given(values.price),
    roomsTotal: given(values.roomsTotal),
    stopSell: toggled(values.sale),
    minStay: given(values.minStay),
    closedToArrival: toggled(values.arrival),
  };
}

interface BulkEditDialogProps {
  calendar: Calendar;
  start: BulkEditStart;
  onClose: () => void;
}

/**
 * 批量修改: a date range, the weekdays, the rate plans (price and restrictions) and room types
 * (rooms total) it applies to, and what to set. The server refuses the whole edit when a night
 * has more rooms sold than the new total; the dialog stays open with the reason.
 */
export function BulkEditDialog({ calendar, start, onClose }: BulkEditDialogProps) {
  const [form] = Form.useForm<BulkEditValues>();
  const [problem, setProblem] = useState<string>();
  const save = useRatesChange(bulkEdit);
  const planOptions = calendar.roomTypes.flatMap((type) =>
    type.ratePlans.map((plan) => ({ value: plan.id, label: `${type.name} · ${plan.name}` })),
  );
  const typeOptions = calendar.roomTypes.map((type) => ({ value: type.id, label: type.name }));
  const toggleOptions = (on: string, off: string) => [
    { value: 'keep', label: RATES_TEXT.keep },
    { value: 'on', label: on },
    { value: 'off', label: off },
  ];

  const submit = (values: BulkEditValues) => {
    const body = bodyOf(calendar, values);
    const parsed = bulkEditBody.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    save.mutate(body, { onSuccess: onClose, onError: (error) => setProblem(error.message) });
  };

  return (
    <Modal
      open
      title={RATES_TEXT.editTitle}
      okText={RATES_TEXT.save}
      cancelText={RATES_TEXT.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      width={640}
    >
      <Form<BulkEditValues>
        form={form}
        name="rates-bulk-edit"
        aria-label={RATES_TEXT.editTitle}
        layout="vertical"
        initialValues={{
          range: [dayjs(start.from), dayjs(start.to)],
          weekdays: [...WEEKDAYS],
          ratePlanIds: start.ratePlanIds,
          roomTypeIds: start.roomTypeIds,
          sale: 'keep',
          arrival: 'keep',
        }}
        onFinish={submit}
      >
        <Form.Item label={RATES_TEXT.range} name="range" required>
          <DatePicker.RangePicker allowClear={false} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.weekdays} name="weekdays">
          <Checkbox.Group options={WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_LABELS[day - 1] }))} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.ratePlans} name="ratePlanIds">
          <Checkbox.Group options={planOptions} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.price} name="price" extra={RATES_TEXT.keepHint}>
          <InputNumber min={0.01} max={99_999} precision={2} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.sale} name="sale">
          <Radio.Group options={toggleOptions(RATES_TEXT.stop, RATES_TEXT.reopen)} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.minStayField} name="minStay">
          <InputNumber min={1} max={30} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.arrival} name="arrival">
          <Radio.Group options={toggleOptions(RATES_TEXT.closeArrival, RATES_TEXT.openArrival)} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.roomTypes} name="roomTypeIds">
          <Checkbox.Group options={typeOptions} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.roomsTotal} name="roomsTotal">
          <InputNumber min={0} max={999} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
