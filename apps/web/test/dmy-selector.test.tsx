import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  clampDmy,
  DmySelector,
  type DmyValue,
  daysInMonth,
  dmyText,
} from '../src/components/dmy-selector.tsx';

const TODAY = new Date(2026, 4, 20); // 20 May 2026

function Harness({ initial = {} }: { initial?: DmyValue }) {
  const [value, setValue] = useState<DmyValue>(initial);
  return (
    <>
      <DmySelector label="出生日期" value={value} onChange={setValue} today={TODAY} />
      <output>{dmyText(value) ?? '未选完'}</output>
    </>
  );
}

function optionTexts(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('day/month/year selector', () => {
  it('offers 100 years back from the current year, months 01-12 and days 01-31', () => {
    render(<Harness />);

    const years = optionTexts(screen.getByLabelText('出生日期 年')).slice(1);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1927');
    expect(optionTexts(screen.getByLabelText('出生日期 月')).slice(1)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    const days = optionTexts(screen.getByLabelText('出生日期 日')).slice(1);
    expect(days).toHaveLength(31);
    expect(days[0]).toBe('01');
    expect(days.at(-1)).toBe('31');
  });

  it('clamps the day to the chosen month, leap years included', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.selectOptions(screen.getByLabelText('出生日期 日'), '31');
    await user.selectOptions(screen.getByLabelText('出生日期 年'), '2023');
    await user.selectOptions(screen.getByLabelText('出生日期 月'), '2');
    expect(screen.getByLabelText('出生日期 日')).toHaveValue('28');
    expect(optionTexts(screen.getByLabelText('出生日期 日')).slice(1)).toHaveLength(28);
    expect(screen.getByRole('status')).toHaveTextContent('28/2/2023');

    await user.selectOptions(screen.getByLabelText('出生日期 年'), '2024');
    expect(optionTexts(screen.getByLabelText('出生日期 日')).slice(1)).toHaveLength(29);
    await user.selectOptions(screen.getByLabelText('出生日期 日'), '29');
    await user.selectOptions(screen.getByLabelText('出生日期 月'), '4');
    expect(screen.getByRole('status')).toHaveTextContent('29/4/2024');
  });

  it('offers no day after today', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ day: 31, month: 12 }} />);

    await user.selectOptions(screen.getByLabelText('出生日期 年'), '2026');
    expect(screen.getByRole('status')).toHaveTextContent('20/5/2026');
    expect(optionTexts(screen.getByLabelText('出生日期 月')).slice(1)).toHaveLength(5);
    expect(optionTexts(screen.getByLabelText('出生日期 日')).slice(1)).toHaveLength(20);
  });

  it('gives the day as d/m/yyyy only once all three parts are chosen', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.selectOptions(screen.getByLabelText('出生日期 年'), '1990');
    expect(screen.getByRole('status')).toHaveTextContent('未选完');
    await user.selectOptions(screen.getByLabelText('出生日期 月'), '6');
    await user.selectOptions(screen.getByLabelText('出生日期 日'), '5');
    expect(screen.getByRole('status')).toHaveTextContent('5/6/1990');

    // Choosing the empty option again takes the part back.
    await user.selectOptions(screen.getByLabelText('出生日期 月'), '');
    expect(screen.getByRole('status')).toHaveTextContent('未选完');
  });

  it('knows the length of every month', () => {
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(undefined, 2)).toBe(29);
    expect(daysInMonth(2025, 11)).toBe(30);
    expect(daysInMonth(2025, undefined)).toBe(31);
    expect(clampDmy({ day: 31, month: 9, year: 2001 }, TODAY)).toEqual({ day: 30, month: 9, year: 2001 });
  });
});
