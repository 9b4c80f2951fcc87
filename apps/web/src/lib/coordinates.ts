/**
 * Conversions between the coordinate systems Chinese map providers use. Hotels are stored in
 * BD-09 (Baidu); AutoNavi (高德) and Tencent tiles use GCJ-02. The formulas are the standard
 * published ones; a round trip is accurate to well under a metre.
 */

/** A latitude/longitude pair in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

const X_PI = (Math.PI * 3000) / 180;

/** BD-09 → GCJ-02. */
export function bd09ToGcj02(lat: number, lng: number): LatLng {
  const x = lng - 0.0065;
  const y = lat - 0.006;
  const z = Math.sqrt(x * x + y * y) - 0.00002 * Math.sin(y * X_PI);
  const theta = Math.atan2(y, x) - 0.000003 * Math.cos(x * X_PI);
  return { lat: z * Math.sin(theta), lng: z * Math.cos(theta) };
}

/** GCJ-02 → BD-09. */
export function gcj02ToBd09(lat: number, lng: number): LatLng {
  const z = Math.sqrt(lng * lng + lat * lat) + 0.00002 * Math.sin(lat * X_PI);
  const theta = Math.atan2(lat, lng) + 0.000003 * Math.cos(lng * X_PI);
  return { lat: z * Math.sin(theta) + 0.006, lng: z * Math.cos(theta) + 0.0065 };
}

/** Whether a stored position is known: the legacy data says 0 (or nothing usable) when it is not. */
export function hasLocation(lat: number, lng: number): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (lat === 0 && lng === 0) return false;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
