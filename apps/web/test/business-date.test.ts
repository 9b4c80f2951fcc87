import { describe, expect, it } from 'vitest';
import { businessToday } from '../src/lib/business-date.ts';

describe('business date', () => {
  it("is Shanghai's date, whatever the device's time zone", () => {
    // 19:30 UTC on 22 November is already 03:30 on 23 November in Shanghai
    expect(businessToday(new Date('2026-11-22T19:30:00Z')).format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(businessToday(new Date('2026-11-22T15:59:00Z')).format('YYYY-MM-DD')).toBe('2026-11-22');
  });
});
