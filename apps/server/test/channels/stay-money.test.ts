import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChannelStay } from '../../src/channels/reservation.ts';
import { stayMoney } from '../../src/channels/services/reservation-intake.ts';
import { addDays } from '../../src/lib/time.ts';

/** A channel's figures become what the guest pays, night by night, to the fen. */
const stay = (values: Partial<ChannelStay>): ChannelStay => ({
  roomType: 'DLX',
  ratePlan: 'BAR',
  rooms: 1,
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  adults: 2,
  children: 0,
  nightly: [],
  totalFen: undefined,
  ...values,
});

describe('what a channel guest pays', () => {
  it('is each night as the channel listed it × rooms when it gives no total', () => {
    const nightly = [28_800, 30_550, 30_550].map((amountFen, i) => ({
      night: addDays('2026-12-10', i),
      amountFen,
    }));
    expect(stayMoney(stay({ rooms: 2, nightly }))).toEqual({
      totalFen: 179_800,
      nights: [
        { priceFen: 28_800, paidFen: 57_600 },
        { priceFen: 30_550, paidFen: 61_100 },
        { priceFen: 30_550, paidFen: 61_100 },
      ],
    });
  });

  it('is the stay total, spread evenly with the remainder on the first night, when no night is listed', () => {
    expect(stayMoney(stay({ rooms: 2, totalFen: 100_001 }))).toEqual({
      totalFen: 100_001,
      nights: [
        { paidFen: 33_335, priceFen: 16_668 },
        { paidFen: 33_333, priceFen: 16_667 },
        { paidFen: 33_333, priceFen: 16_667 },
      ],
    });
  });

  it('adds up to the channel total to the fen, whatever the prices and rooms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 14, maxLength: 14 }),
        fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: undefined }),
        (nights, rooms, amounts, totalFen) => {
          const nightly = amounts
            .slice(0, nights)
            .map((amountFen, i) => ({ night: addDays('2026-12-10', i), amountFen }));
          const money = stayMoney(
            stay({ rooms, nightly, totalFen, checkOut: addDays('2026-12-10', nights) }),
          );
          expect(money.nights).toHaveLength(nights);
          expect(money.nights.reduce((sum, n) => sum + n.paidFen, 0)).toBe(money.totalFen);
          expect(money.nights.every((n) => n.paidFen >= 0 && n.priceFen >= 0)).toBe(true);
          if (totalFen !== undefined) expect(money.totalFen).toBe(totalFen);
        },
      ),
    );
  });
});
