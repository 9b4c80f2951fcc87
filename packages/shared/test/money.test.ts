import { describe, expect, it } from 'vitest';
import { fenToYuan, moneyText, priceFigure, yuanText, yuanToFen } from '../src/money.ts';

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

  it('states yuan as it states fen, on every screen', () => {
    expect(yuanText(1280)).toBe('¥1,280.00');
    expect(yuanText(-578)).toBe('-¥578.00');
    expect(yuanText(0.5)).toBe('¥0.50');
  });

  it('writes a price figure without decimals when it is whole yuan', () => {
    expect(priceFigure(299)).toBe('299');
    expect(priceFigure(299.5)).toBe('299.50');
  });
});
