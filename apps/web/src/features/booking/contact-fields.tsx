import { ARRIVAL_TIME_SLOTS, SPECIAL_REQUEST_MAX } from '@hotel/shared/constants';
import { digitsOnly } from '@hotel/shared/form-rules';
import { Form, Input, Select } from 'antd';
import styles from './booking.module.css';
import { informationRules } from './information-rules.ts';
import { BOOKING_TEXT } from './messages.ts';

/** 12/300 under special requests, red once over. */
function RemarkCount() {
  const remark: string | undefined = Form.useWatch('remark');
  const length = Array.from(remark ?? '').length;
  return (
    <span className={length > SPECIAL_REQUEST_MAX ? styles.fillInfoCountOver : undefined}>
      {length}/{SPECIAL_REQUEST_MAX}
    </span>
  );
}

/** How the hotel reaches the guest and what it should know: mobile, e-mail, arrival slot, special requests. */
export function ContactFields() {
  return (
    <>
      <div className={styles.fillInfoGrid}>
        <Form.Item
          label={<span className={styles.bookingRequired}>{BOOKING_TEXT.mobile}</span>}
          name="mobile"
          rules={informationRules.mobile}
          normalize={digitsOnly}
        >
          <Input
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={BOOKING_TEXT.mobilePlaceholder}
          />
        </Form.Item>
        <Form.Item label={BOOKING_TEXT.email} name="email" rules={informationRules.email}>
          <Input
            // text with the e-mail keyboard: a type="email" field is checked by the browser in English
            inputMode="email"
            maxLength={100}
            autoComplete="email"
            placeholder={BOOKING_TEXT.emailPlaceholder}
          />
        </Form.Item>
        <Form.Item label={BOOKING_TEXT.arrivalTime} name="arrivalTime">
          <Select
            allowClear
            placeholder={BOOKING_TEXT.arrivalPlaceholder}
            options={ARRIVAL_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))}
          />
        </Form.Item>
      </div>
      <Form.Item
        label={BOOKING_TEXT.remark}
        name="remark"
        rules={informationRules.remark}
        extra={<RemarkCount />}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} placeholder={BOOKING_TEXT.remarkPlaceholder} />
      </Form.Item>
    </>
  );
}
