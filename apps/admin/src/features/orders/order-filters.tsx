import type { HotelOption } from '@hotel/shared/admin/common';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@hotel/shared/admin/orders';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { OrderFilters as Filters } from './api.ts';
import { ORDERS_TEXT } from './messages.ts';

interface OrderFiltersProps {
  values: Filters;
  hotels: HotelOption[];
  onSearch: (filters: Filters) => void;
}

interface FormValues {
  orderNo: string;
  guest: string;
  hotelCode: string;
  status: string;
  arrival: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null;
}

const EMPTY: Filters = { orderNo: '', guest: '', hotelCode: '', arrivalFrom: '', arrivalTo: '', status: '' };

/** The search form: order number, guest or mobile, hotel, arrival dates and state. */
export function OrderFilters({ values, hotels, onSearch }: OrderFiltersProps) {
  const [form] = Form.useForm<FormValues>();
  const initial: FormValues = {
    orderNo: values.orderNo,
    guest: values.guest,
    hotelCode: values.hotelCode,
    status: values.status,
    arrival:
      values.arrivalFrom || values.arrivalTo
        ? [
            values.arrivalFrom ? dayjs(values.arrivalFrom) : null,
            values.arrivalTo ? dayjs(values.arrivalTo) : null,
          ]
        : null,
  };
  const submit = (v: FormValues) =>
    onSearch({
      orderNo: (v.orderNo ?? '').trim(),
      guest: (v.guest ?? '').trim(),
      hotelCode: v.hotelCode ?? '',
      status: v.status ?? '',
      arrivalFrom: v.arrival?.[0]?.format('YYYY-MM-DD') ?? '',
      arrivalTo: v.arrival?.[1]?.format('YYYY-MM-DD') ?? '',
    });

  return (
    <Form
      form={form}
      layout="inline"
      initialValues={initial}
      onFinish={submit}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="orderNo">
        <Input placeholder={ORDERS_TEXT.orderNo} aria-label={ORDERS_TEXT.orderNo} allowClear maxLength={40} />
      </Form.Item>
      <Form.Item name="guest">
        <Input placeholder={ORDERS_TEXT.guest} aria-label={ORDERS_TEXT.guest} allowClear maxLength={40} />
      </Form.Item>
      <Form.Item name="hotelCode">
        <Select
          aria-label={ORDERS_TEXT.hotel}
          style={{ minWidth: 200 }}
          options={[
            { value: '', label: ORDERS_TEXT.allHotels },
            ...hotels.map((h) => ({ value: h.hotelCode, label: h.name })),
          ]}
        />
      </Form.Item>
      <Form.Item name="arrival">
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={[`${ORDERS_TEXT.arrival}从`, '至']}
          aria-label={ORDERS_TEXT.arrival}
        />
      </Form.Item>
      <Form.Item name="status">
        <Select
          aria-label={ORDERS_TEXT.status}
          style={{ minWidth: 120 }}
          options={[
            { value: '', label: ORDERS_TEXT.allStatuses },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
          ]}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {ORDERS_TEXT.search}
        </Button>
        <Button
          onClick={() => {
            form.setFieldsValue({ orderNo: '', guest: '', hotelCode: '', status: '', arrival: null });
            onSearch(EMPTY);
          }}
        >
          {ORDERS_TEXT.reset}
        </Button>
      </Space>
    </Form>
  );
}
