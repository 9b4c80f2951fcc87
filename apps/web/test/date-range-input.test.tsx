import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangeInput } from '../src/components/date-range-input.tsx';
import { withProviders } from './helpers.tsx';

function Stay({ onStay }: { onStay?: (dates: [Dayjs, Dayjs]) => void }) {
  const [dates, setDates] = useState<[Dayjs, Dayjs]>([dayjs('2026-12-01'), dayjs('2026-12-03')]);
  return (
    <>
      <label htmlFor="stay">入住 — 离店</label>
      <DateRangeInput
        id="stay"
        value={dates}
        format="YYYY-MM-DD"
        disabledDate={() => false}
        onChange={(next) => {
          setDates(next);
          onStay?.(next);
        }}
      />
    </>
  );
}

const openCalendar = () => document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');

describe('DateRangeInput', () => {
  it('shows the dates before any calendar code has loaded, check-out named by its placeholder', () => {
    render(withProviders(<Stay />));

    expect(screen.getByLabelText('入住 — 离店')).toHaveValue('2026-12-01');
    expect(screen.getByPlaceholderText('离店日期')).toHaveValue('2026-12-03');
    expect(document.querySelector('.ant-picker')).toBeNull();
  });

  it('opens the calendar on the first press, and the guest picks a stay in it', async () => {
    let picked: string[] = [];
    render(withProviders(<Stay onStay={(dates) => (picked = dates.map((d) => d.format('YYYY-MM-DD')))} />));

    fireEvent.pointerDown(screen.getByLabelText('入住 — 离店'));

    await waitFor(() => expect(openCalendar()).not.toBeNull(), { timeout: 5000 });
    fireEvent.click(screen.getByTitle('2026-12-10'));
    fireEvent.click(screen.getByTitle('2026-12-12'));
    await waitFor(() => expect(picked).toEqual(['2026-12-10', '2026-12-12']));
    expect(screen.getByLabelText('入住 — 离店')).toHaveValue('2026-12-10');
  });

  it('takes keyboard focus into the calendar field without opening it', async () => {
    render(withProviders(<Stay />));

    screen.getByLabelText('入住 — 离店').focus();

    await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText('入住 — 离店')).toHaveFocus());
    expect(openCalendar()).toBeNull();
  });
});
