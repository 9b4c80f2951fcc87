import { describe, expect, it } from 'vitest';
import { businessDay, businessToday } from '../src/lib/business-date.ts';

describe('business date', () => {
  it("is Shanghai's date, whatever the device's time zone", () => {
    // 19:30 UTC on 22 November is already 03:30 on 23 November in Shanghai
    expect(businessToday(new Date('2026-11-22T19:30:00Z')).format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(businessToday(new Date('2026-11-22T15:59:00Z')).format('YYYY-MM-DD')).toBe('2026-11-22');
  });

  it('agrees with the Asia/Shanghai time zone every hour of a year', () => {
    const shanghai = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let hour = 0; hour < 366 * 24; hour++) {
      const now = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      expect(businessDay(now)).toBe(shanghai.format(now));
    }
  });
});
