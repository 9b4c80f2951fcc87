import { describe, expect, it } from 'vitest';
import { bd09ToGcj02, gcj02ToBd09, hasLocation } from '../src/lib/coordinates.ts';

// Reference pairs from the published formulas (Tiananmen and the Oriental Pearl Tower).
const PAIRS = [
  { bd: { lat: 39.915, lng: 116.404 }, gcj: { lat: 39.90865673957631, lng: 116.39762729119315 } },
  { bd: { lat: 31.245105, lng: 121.506377 }, gcj: { lat: 31.2392, lng: 121.4998 } },
];

describe('coordinates', () => {
  it('converts BD-09 to GCJ-02 like the reference', () => {
    const gcj = bd09ToGcj02(39.915, 116.404);
    expect(gcj.lat).toBeCloseTo(39.9087, 4);
    expect(gcj.lng).toBeCloseTo(116.3976, 4);
    for (const pair of PAIRS) {
      const out = bd09ToGcj02(pair.bd.lat, pair.bd.lng);
      expect(out.lat).toBeCloseTo(pair.gcj.lat, 3);
      expect(out.lng).toBeCloseTo(pair.gcj.lng, 3);
    }
  });

  it('converts GCJ-02 back to BD-09', () => {
    const bd = gcj02ToBd09(39.90865673957631, 116.39762729119315);
    expect(bd.lat).toBeCloseTo(39.915, 5);
    expect(bd.lng).toBeCloseTo(116.404, 5);
  });

  it('round-trips within a metre', () => {
    for (const [lat, lng] of [
      [35.1041, 118.3564],
      [22.5431, 114.0579],
      [45.75, 126.65],
    ] as const) {
      const gcj = bd09ToGcj02(lat, lng);
      const back = gcj02ToBd09(gcj.lat, gcj.lng);
      expect(Math.abs(back.lat - lat)).toBeLessThan(1e-5);
      expect(Math.abs(back.lng - lng)).toBeLessThan(1e-5);
    }
  });

  it('knows an unknown position', () => {
    expect(hasLocation(0, 0)).toBe(false);
    expect(hasLocation(Number.NaN, 116)).toBe(false);
    expect(hasLocation(200, 116)).toBe(false);
    expect(hasLocation(39.915, 116.404)).toBe(true);
  });
});
