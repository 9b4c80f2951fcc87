import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadOverNights } from '../../src/rates/services/pricing.ts';

/** What the guest pays for each night: the rule a charge of "the first night" keeps. */
describe('spreadOverNights', () => {
  it('spreads what is paid by the nights’ member prices, the odd fen on the last night', () => {
    // 白金 269 + 287 less a ¥30 coupon: 526 paid
    expect(spreadOverNights([26_900, 28_700], 52_600)).toEqual([25_448, 27_152]);
    expect(spreadOverNights([10_000, 10_000, 10_000], 10_000)).toEqual([3_333, 3_333, 3_334]);
    // everything paid by coupon and points: nothing kept for any night
    expect(spreadOverNights([29_900, 31_900], 0)).toEqual([0, 0]);
  });

  it('always adds up to the amount, never below zero, and no night above its share by more than the odd fen', () => {
    const stays = fc.record({
      weights: fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 30 }),
      paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(stays, ({ weights, paidShare }) => {
        const total = weights.reduce((sum, w) => sum + w, 0);
        const amount = Math.floor(total * paidShare);
        const shares = spreadOverNights(weights, amount);
        expect(shares.reduce((sum, s) => sum + s, 0)).toBe(amount);
        for (const [i, share] of shares.entries()) {
          const exact = (amount * (weights[i] ?? 0)) / total;
          expect(share).toBeGreaterThanOrEqual(0);
          if (i < shares.length - 1) expect(exact - share).toBeLessThan(1);
          else expect(share - exact).toBeLessThan(shares.length);
        }
      }),
    );
  });
});
