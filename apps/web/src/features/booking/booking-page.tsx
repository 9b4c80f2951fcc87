import type { ReactNode } from 'react';
import layoutStyles from '../../components/layout.module.css';
import styles from './booking.module.css';
import { BookingProgress } from './booking-progress.tsx';

interface BookingPageProps {
  eyebrow: string;
  title: string;
  /** 0-based step of the progress bar; none on the pages after payment. */
  step?: number;
  children: ReactNode;
}

/** The frame of every booking page: title band, the four-step progress bar, the page's content. */
export function BookingPage({ eyebrow, title, step, children }: BookingPageProps) {
  return (
    <div>
      <header className={styles.bookingHero}>
        <div className={layoutStyles.pageContainer}>
          <p className={styles.bookingHeroEyebrow}>{eyebrow}</p>
          <h1 className={styles.bookingHeroTitle}>{title}</h1>
        </div>
      </header>
      <div className={`${layoutStyles.pageContainer} ${styles.bookingPageBody}`}>
        {step !== undefined ? <BookingProgress current={step} /> : null}
        {children}
      </div>
    </div>
  );
}
