import type { HotelOption } from '@hotel/shared/admin/common';
import { isIsoDate } from '@hotel/shared/validation';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { AUDIT_TEXT, ENTITY_TYPE_LABELS } from './messages.ts';

export interface AuditFilterValues {
  staff: string;
  hotelCode: string;
  entityType: string;
  from: string;
  to: string;
}

interface FormValues {
  staff?: string;
  hotelCode?: string;
  entityType?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const DATE = 'YYYY-MM-DD';
const typeOptions = Object.entries(ENTITY_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** A date from the address; anything else there is ignored rather than shown as 无效日期. */
function dayOf(text: string): Dayjs | null {
  return isIsoDate(text) ? dayjs(text) : null;
}

interface AuditFiltersProps {
  values: AuditFilterValues;
  hotels: HotelOption[];
  onSearch: (values: AuditFilterValues) => void;
}

/** Who, which hotel, what kind of thing and when: the questions asked of the log. */
export function AuditFilters({ values, hotels, onSearch }: AuditFiltersProps) {
  const [form] = Form.useForm<FormValues>();
  const initial: FormValues = {
    staff: values.staff,
    hotelCode: values.hotelCode || undefined,
    entityType: values.entityType || undefined,
    dates: values.from || values.to ? [dayOf(values.from), dayOf(values.to)] : null,
  };

  function submit(picked: FormValues) {
    const [from, to] = picked.dates ?? [null, null];
    onSearch({
      staff: (picked.staff ?? '').trim(),
      hotelCode: picked.hotelCode ?? '',
      entityType: picked.entityType ?? '',
      from: from ? from.format(DATE) : '',
      to: to ? to.format(DATE) : '',
    });
  }

  return (
    <Form<FormValues>
      form={form}
      name="audit-filters"
      aria-label="筛选操作日志"
      layout="inline"
      initialValues={initial}
      onFinish={submit}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item label={AUDIT_TEXT.staff} name="staff">
        <Input placeholder={AUDIT_TEXT.staffPlaceholder} allowClear maxLength={32} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item label={AUDIT_TEXT.hotel} name="hotelCode">
        <Select
          allowClear
          placeholder={AUDIT_TEXT.allHotels}
          showSearch={{ optionFilterProp: 'label' }}
          options={hotels.map((hotel) => ({ value: hotel.hotelCode, label: hotel.name }))}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item label={AUDIT_TEXT.entityType} name="entityType">
        <Select allowClear placeholder="全部" options={typeOptions} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item label={AUDIT_TEXT.dates} name="dates">
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {AUDIT_TEXT.search}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({ staff: '', hotelCode: undefined, entityType: undefined, dates: null });
              form.submit();
            }}
          >
            {AUDIT_TEXT.reset}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
