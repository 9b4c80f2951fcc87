/** Filter archives that apply in every city (cityId null): price ranges and facilities. */

export interface PriceRange {
  name: string;
  /** Inclusive lower bound in yuan; null: none. */
  fromYuan: number | null;
  /** Exclusive upper bound in yuan; null: none. */
  belowYuan: number | null;
}

export const PRICE_RANGES: readonly PriceRange[] = [
  { name: '200元以下', fromYuan: null, belowYuan: 200 },
  { name: '200-300元', fromYuan: 200, belowYuan: 300 },
  { name: '300-500元', fromYuan: 300, belowYuan: 500 },
  { name: '500元以上', fromYuan: 500, belowYuan: null },
];

export const FACILITY_ARCHIVES: Record<'设施' | '服务', readonly string[]> = {
  设施: ['免费停车', '健身房', '洗衣房', '会议室', '餐厅', '充电桩'],
  服务: ['接送机', '行李寄存', '叫醒服务', '24小时前台', '自助入住'],
};
