import { DEFAULT_MEETING_TYPES } from '@hotel/shared/api/meeting';
import { MEETING_LAYOUTS, MEETING_PEOPLE_RANGES } from '@hotel/shared/constants';
import { MSG } from '@hotel/shared/messages';
import {
  MEETING_NOTE_MAX,
  MEETING_TEXT_MAX,
  meetingFormProblem,
  noteWithLayout,
} from '@hotel/shared/validation';
import { Button, DatePicker, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { useMessage } from '../../lib/message.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { sendMeetingEnquiry } from './api.ts';
import styles from './meetings.module.css';
import { MEETINGS_TEXT } from './messages.ts';

/** Wire format of meeting times (section 9). */
const MEETING_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm';

interface FormState {
  meetingType: string | undefined;
  peopleNums: string | undefined;
  layout: string | undefined;
  begin: Dayjs | null;
  end: Dayjs | null;
  applyName: string;
  contactPhone: string;
  note: string;
}

const EMPTY: FormState = {
  meetingType: undefined,
  peopleNums: undefined,
  layout: undefined,
  begin: null,
  end: null,
  applyName: '',
  contactPhone: '',
  note: '',
};

interface MeetingFormProps {
  hotelCode: string;
  hotelName: string;
  /** The hotel's own list (MeetingType of meeting.aspx); the defaults when it has none. */
  meetingTypes?: readonly string[];
}

/**
 * The meeting enquiry: checked in the order of section 5 (`meetingFormProblem`, the same rules the
 * service applies), sent, and on success every field is cleared.
 */
export function MeetingForm({ hotelCode, hotelName, meetingTypes }: MeetingFormProps) {
  const message = useMessage();
  const ids = useId();
  const [form, setForm] = useState<FormState>(EMPTY);
  const types = meetingTypes && meetingTypes.length > 0 ? meetingTypes : DEFAULT_MEETING_TYPES;
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const send = useApiMutation({ call: sendMeetingEnquiry, fallback: MSG.tryLater });

  const submit = async () => {
    const note = form.note.trim();
    const body = {
      applyName: form.applyName.trim(),
      contactPhone: form.contactPhone.trim(),
      meetingType: form.meetingType ?? '',
      peopleNums: form.peopleNums ?? '',
      beginTime: form.begin ? form.begin.second(0).format(MEETING_TIME_FORMAT) : '',
      endTime: form.end ? form.end.second(0).format(MEETING_TIME_FORMAT) : '',
      note: form.layout ? noteWithLayout(form.layout, note) : note,
      hotelCode,
      hotelName,
    };
    const problem = meetingFormProblem(body, new Date());
    if (problem) {
      message.warning(problem);
      return;
    }
    const result = await send.run(body);
    if (!result) return;
    message.success(result.msg || result.message || MSG.meetingBooked);
    setForm(EMPTY);
  };

  const now = dayjs();
  return (
    <form
      className={styles.meetingForm}
      aria-label={MEETINGS_TEXT.formLabel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        // Enter in a time field confirms the time; it must not send the half-filled form.
        if (event.key === 'Enter' && event.target instanceof Element && event.target.closest('.ant-picker')) {
          event.preventDefault();
        }
      }}
    >
      <div className={styles.meetingFormField}>
        <label
          htmlFor={`${ids}-type`}
          className={`${styles.meetingFormLabel} ${styles.meetingFormLabelRequired}`}
        >
          {MEETINGS_TEXT.meetingType}
        </label>
        <Select
          id={`${ids}-type`}
          size="large"
          value={form.meetingType}
          placeholder={MEETINGS_TEXT.meetingTypePlaceholder}
          options={types.map((type) => ({ value: type, label: type }))}
          onChange={(value: string) => set('meetingType', value)}
        />
      </div>
      <div className={styles.meetingFormField}>
        <span
          id={`${ids}-people`}
          className={`${styles.meetingFormLabel} ${styles.meetingFormLabelRequired}`}
        >
          {MEETINGS_TEXT.people}
        </span>
        <Radio.Group
          aria-labelledby={`${ids}-people`}
          optionType="button"
          size="large"
          className={styles.meetingFormChoices}
          value={form.peopleNums}
          options={MEETING_PEOPLE_RANGES.map((range) => ({ value: range, label: range }))}
          onChange={(event) => set('peopleNums', String(event.target.value))}
        />
      </div>
      <div className={styles.meetingFormField}>
        <span id={`${ids}-layout`} className={styles.meetingFormLabel}>
          {MEETINGS_TEXT.layout}
        </span>
        <Radio.Group
          aria-labelledby={`${ids}-layout`}
          optionType="button"
          size="large"
          className={styles.meetingFormChoices}
          value={form.layout}
          options={MEETING_LAYOUTS.map((layout) => ({ value: layout, label: layout }))}
          onChange={(event) => set('layout', String(event.target.value))}
        />
      </div>
      <div className={`${styles.meetingFormField} ${styles.meetingFormFieldWide}`}>
        <span className={`${styles.meetingFormLabel} ${styles.meetingFormLabelRequired}`}>
          {MEETINGS_TEXT.time}
        </span>
        <div className={styles.meetingFormTimes}>
          <DatePicker
            id={`${ids}-begin`}
            aria-label={MEETINGS_TEXT.begin}
            size="large"
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format={PICKER_FORMAT}
            placeholder={MEETINGS_TEXT.begin}
            value={form.begin}
            disabledDate={(day) => day.isBefore(now, 'day')}
            onChange={(value) => set('begin', value)}
          />
          <span aria-hidden className={styles.meetingFormTo}>
            至
          </span>
          <DatePicker
            id={`${ids}-end`}
            aria-label={MEETINGS_TEXT.end}
            size="large"
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format={PICKER_FORMAT}
            placeholder={MEETINGS_TEXT.end}
            value={form.end}
            disabledDate={(day) => day.isBefore(form.begin ?? now, 'day')}
            onChange={(value) => set('end', value)}
          />
        </div>
      </div>
      <div className={styles.meetingFormField}>
        <label
          htmlFor={`${ids}-name`}
          className={`${styles.meetingFormLabel} ${styles.meetingFormLabelRequired}`}
        >
          {MEETINGS_TEXT.applicant}
        </label>
        <Input
          id={`${ids}-name`}
          size="large"
          maxLength={MEETING_TEXT_MAX}
          value={form.applyName}
          placeholder={MEETINGS_TEXT.applicantPlaceholder}
          autoComplete="name"
          onChange={(event) => set('applyName', event.target.value)}
        />
      </div>
      <div className={styles.meetingFormField}>
        <label
          htmlFor={`${ids}-phone`}
          className={`${styles.meetingFormLabel} ${styles.meetingFormLabelRequired}`}
        >
          {MEETINGS_TEXT.phone}
        </label>
        <Input
          id={`${ids}-phone`}
          size="large"
          inputMode="numeric"
          maxLength={11}
          value={form.contactPhone}
          placeholder={MEETINGS_TEXT.phonePlaceholder}
          autoComplete="tel"
          onChange={(event) => set('contactPhone', event.target.value)}
        />
      </div>
      <div className={`${styles.meetingFormField} ${styles.meetingFormFieldWide}`}>
        <label htmlFor={`${ids}-note`} className={styles.meetingFormLabel}>
          {MEETINGS_TEXT.note}
        </label>
        <Input.TextArea
          id={`${ids}-note`}
          rows={3}
          maxLength={MEETING_NOTE_MAX}
          showCount
          value={form.note}
          placeholder={MEETINGS_TEXT.notePlaceholder}
          onChange={(event) => set('note', event.target.value)}
        />
      </div>
      <div className={styles.meetingFormActions}>
        <Button type="primary" htmlType="submit" size="large" loading={send.pending}>
          {MEETINGS_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
