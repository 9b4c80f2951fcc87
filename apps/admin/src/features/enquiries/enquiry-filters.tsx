import type { HotelOption } from '@hotel/shared/admin/common';
import { ENQUIRY_STATUS_LABELS } from '@hotel/shared/admin/enquiries';
import { isIsoDate } from '@hotel/shared/validation';
import { Button, DatePicker, Form, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ENQUIRIES_TEXT } from './messages.ts';

export interface EnquiryFilterValues {
  hotelCode: string;
  status: string;
  from: string;
  to: string;
}

interface FormValues {
  hotelCode?: string;
  status?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const DATE = 'YYYY-MM-DD';
const statusOptions = Object.entries(ENQUIRY_STATUS_LABELS).map(([value, label]) => ({ value, label }));

function dayOf(text: string): Dayjs | null {
  return isIsoDate(text) ? dayjs(text) : null;
}

interface EnquiryFiltersProps {
  values: EnquiryFilterValues;
  hotels: HotelOption[];
  onSearch: (values: EnquiryFilterValues) => void;
}

/** Which hotel, which status, which days the enquiries came in. */
export function EnquiryFilters({ values, hotels, onSearch }: EnquiryFiltersProps) {
  const [form] = Form.useForm<FormValues>();
  const initial: FormValues = {
    hotelCode: values.hotelCode || undefined,
    status: values.status || undefined,
    dates: values.from || values.to ? [dayOf(values.from), dayOf(values.to)] : null,
  };

  function submit(picked: FormValues) {
    const [from, to] = picked.dates ?? [null, null];
    onSearch({
      hotelCode: picked.hotelCode ?? '',
      status: picked.status ?? '',
      from: from ? from.format(DATE) : '',
      to: to ? to.format(DATE) : '',
    });
  }

  return (
    <Form<FormValues>
      form={form}
      name="enquiry-filters"
      aria-label="筛选会议询价"
      layout="inline"
      initialValues={initial}
      onFinish={submit}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {hotels.length > 1 && (
        <Form.Item label={ENQUIRIES_TEXT.hotel} name="hotelCode">
          <Select
            allowClear
            placeholder={ENQUIRIES_TEXT.allHotels}
            showSearch={{ optionFilterProp: 'label' }}
            options={hotels.map((hotel) => ({ value: hotel.hotelCode, label: hotel.name }))}
            style={{ width: 220 }}
          />
        </Form.Item>
      )}
      <Form.Item label={ENQUIRIES_TEXT.status} name="status">
        <Select
          allowClear
          placeholder={ENQUIRIES_TEXT.allStatuses}
          options={statusOptions}
          style={{ width: 130 }}
        />
      </Form.Item>
      <Form.Item label={ENQUIRIES_TEXT.dates} name="dates" style={{ maxWidth: '100%' }}>
        {/* narrow enough to sit beside its label on a phone */}
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {ENQUIRIES_TEXT.search}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({ hotelCode: undefined, status: undefined, dates: null });
              form.submit();
            }}
          >
            {ENQUIRIES_TEXT.reset}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
