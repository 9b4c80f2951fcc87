/** Points as the booking pages show them: thousands grouped (2,680). Money is @hotel/shared/money's. */
export function formatPoints(points: number): string {
  return points.toLocaleString('zh-CN');
}
