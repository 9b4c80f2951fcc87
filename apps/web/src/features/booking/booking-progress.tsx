import { CheckOutlined } from '@ant-design/icons';
import styles from './booking.module.css';
import { BOOKING_TEXT } from './messages.ts';

const STEP_CLASS = {
  done: styles.bookingProgressStepDone,
  current: styles.bookingProgressStepCurrent,
  todo: '',
};

interface BookingProgressProps {
  /** 0-based index of the step the guest is on. */
  current: number;
}

/** The four-step progress bar of the booking flow: 选择酒店, 查找房间, 填写信息, 担保或支付. */
export function BookingProgress({ current }: BookingProgressProps) {
  return (
    <nav className={styles.bookingProgress} aria-label={BOOKING_TEXT.progressLabel}>
      <ol className={styles.bookingProgressList}>
        {BOOKING_TEXT.steps.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={`${styles.bookingProgressStep} ${STEP_CLASS[state]}`.trim()}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.bookingProgressDot} aria-hidden>
                {state === 'done' ? <CheckOutlined /> : index + 1}
              </span>
              <span>{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
