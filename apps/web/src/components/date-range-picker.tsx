import { DatePicker, type GetRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import styles from './date-range-input.module.css';
import type { DateRangeInputProps } from './date-range-input.tsx';

interface DateRangePickerProps extends Omit<DateRangeInputProps, 'onReach'> {
  /** The guest pressed the field: the calendar opens once the picker has taken focus. */
  openAtOnce: boolean;
}

/** antd's RangePicker as the search forms use it (loaded by date-range-input.tsx when needed). */
export default function DateRangePicker({
  id,
  onChange,
  openAtOnce,
  dayNote,
  ...picker
}: DateRangePickerProps) {
  const pickerRef = useRef<GetRef<typeof DatePicker.RangePicker>>(null);
  const [open, setOpen] = useState(false);
  // Focused and opened after the first commit, not as it mounts: mounted open, the picker has not
  // yet marked check-in as the date being chosen and takes the guest's first click for that. The
  // field is where the guest pressed it, so focusing must not scroll the page (the calendar would
  // then be placed for where the field was).
  useEffect(() => {
    pickerRef.current?.focus({ preventScroll: true });
    if (!openAtOnce) return;
    // a frame later, once the picker's own styles are in and its box laid out, so the calendar is
    // placed against the field as it is shown
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [openAtOnce]);
  return (
    <DatePicker.RangePicker
      {...picker}
      id={{ start: id, end: `${id}-end` }}
      size="large"
      allowClear={false}
      ref={pickerRef}
      open={open}
      onOpenChange={setOpen}
      classNames={{
        popup: { root: dayNote ? `${styles.popup} ${styles.noted}` : styles.popup },
      }}
      cellRender={
        dayNote &&
        ((day, info) =>
          info.type === 'date' && typeof day === 'object' ? (
            // antd's inner box (the selected day's fill) holds the note too
            <div className={`ant-picker-cell-inner ${styles.day}`}>
              {day.date()}
              <span className={styles.note}>{dayNote(day)}</span>
            </div>
          ) : (
            info.originNode
          ))
      }
      onChange={(dates) => {
        const [start, end] = dates ?? [];
        if (start && end) onChange([start, end]);
      }}
    />
  );
}
