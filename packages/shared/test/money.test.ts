import { describe, expect, it } from 'vitest';
import { fenToYuan, moneyText, yuanToFen } from '../src/money.ts';

describe('money', () => {
  it('converts fen and yuan both ways, to the fen', () => {
    expect(fenToYuan(57_800)).toBe(578);
    expect(fenToYuan(1)).toBe(0.01);
    // 0.1 + 0.2 and 19.99 are not exact in binary: the fen is rounded, never truncated
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(19.99)).toBe(1999);
    for (const fen of [0, 1, 99, 100, 28_900, 123_456_789]) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });

  it('states an amount with the sign, grouped thousands and two decimals', () => {
    expect(moneyText(128_000)).toBe('¥1,280.00');
    expect(moneyText(5)).toBe('¥0.05');
    expect(moneyText(-57_800)).toBe('-¥578.00');
  });
});
