/** Filter archives that apply in every city (cityId null): price ranges and facilities. */

export interface PriceRange {
  name: string;
  /** Inclusive lower bound in yuan. */
  min: number;
  /** Exclusive upper bound in yuan. */
  max: number;
}

export const PRICE_RANGES: readonly PriceRange[] = [
  { name: '200元以下', min: 0, max: 200 },
  { name: '200-300元', min: 200, max: 300 },
  { name: '300-500元', min: 300, max: 500 },
  { name: '500元以上', min: 500, max: Number.POSITIVE_INFINITY },
];

export const FACILITY_ARCHIVES: Record<'设施' | '服务', readonly string[]> = {
  设施: ['免费停车', '健身房', '洗衣房', '会议室', '餐厅', '充电桩'],
  服务: ['接送机', '行李寄存', '叫醒服务', '24小时前台', '自助入住'],
};

/** The price range a hotel is filed under: the one holding its cheapest nightly rate. */
export function priceRangeOf(cheapestYuan: number): string {
  const range = PRICE_RANGES.find((r) => cheapestYuan >= r.min && cheapestYuan < r.max);
  if (!range) throw new Error(`no price range for ${cheapestYuan}`);
  return range.name;
}
