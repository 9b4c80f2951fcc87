import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../src/lib/app-store.ts';
import { businessToday } from '../src/lib/business-date.ts';
import { persistentStore, sessionStore } from '../src/lib/storage.ts';
import { renderRoomsPage, room } from './rooms-page-api.tsx';

const day = (offset: number) => businessToday().add(offset, 'day').format('YYYY-MM-DD');
const ARRIVAL = day(10);
const SOLD_OUT = day(11);

/** 60 days from today at ¥299, the arrival day at ¥458.5 and the day after it sold out. */
const calendar = Array.from({ length: 60 }, (_, offset) => {
  const date = day(offset);
  if (date === SOLD_OUT) return { date, lowestPrice: null, soldOut: true };
  return { date, lowestPrice: date === ARRIVAL ? 458.5 : 299, soldOut: false };
});

/** A day of the month a calendar panel shows (the days of the months beside it are left out). */
function dayCell(date: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`.ant-picker-cell-in-view[title="${date}"]`);
  if (!cell) throw new Error(`no cell for ${date}`);
  return cell;
}

describe('the rooms page’s price calendar', () => {
  beforeEach(() => appStore.reset());
  afterEach(() => {
    sessionStore.remove('checkInDate', 'checkOutDate');
    persistentStore.remove('checkInDate', 'checkOutDate');
    vi.unstubAllGlobals();
  });

  it('shows each day’s lowest price, 满 on a sold-out day that cannot be the arrival but can end a stay', async () => {
    const { paths } = renderRoomsPage({ rooms: [room(true)], calendar });
    const field = await screen.findByLabelText('入住 — 离店');
    // not part of the page's first load
    expect(paths).not.toContain('/crsapi/v1/hotel/getPriceCalendar');

    fireEvent.pointerDown(field);
    await waitFor(() => expect(dayCell(ARRIVAL)).toHaveTextContent('¥458.50'));
    expect(paths.filter((path) => path === '/crsapi/v1/hotel/getPriceCalendar')).toHaveLength(1);
    expect(dayCell(day(12))).toHaveTextContent(`${Number(day(12).slice(8))}¥299`);
    expect(dayCell(SOLD_OUT)).toHaveTextContent('满');
    expect(dayCell(SOLD_OUT)).toHaveClass('ant-picker-cell-disabled');
    expect(dayCell(ARRIVAL)).not.toHaveClass('ant-picker-cell-disabled');

    // the sold-out day is not taken as the arrival
    fireEvent.click(dayCell(SOLD_OUT));
    expect(dayCell(SOLD_OUT)).not.toHaveClass('ant-picker-cell-range-start');

    // the night before it is, and the stay may end on it
    fireEvent.click(dayCell(ARRIVAL));
    expect(dayCell(SOLD_OUT)).not.toHaveClass('ant-picker-cell-disabled');
    fireEvent.click(dayCell(SOLD_OUT));
    await waitFor(() => expect(screen.getByLabelText('入住 — 离店')).toHaveValue(ARRIVAL));
    expect(screen.getByPlaceholderText('离店日期')).toHaveValue(SOLD_OUT);
    expect(sessionStore.get('checkInDate')).toBe(ARRIVAL);
    expect(sessionStore.get('checkOutDate')).toBe(SOLD_OUT);
  });
});
