import type { ReactNode } from 'react';
import { BookingProgress } from './booking-progress.tsx';
import './booking.css';

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
    <div className="booking-page">
      <header className="booking-hero">
        <div className="page-container">
          <p className="booking-hero__eyebrow">{eyebrow}</p>
          <h1 className="booking-hero__title">{title}</h1>
        </div>
      </header>
      <div className="page-container booking-page__body">
        {step !== undefined ? <BookingProgress current={step} /> : null}
        {children}
      </div>
    </div>
  );
}
