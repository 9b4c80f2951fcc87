/** Wording of the hotel list (shared messages come from @hotel/shared/messages). */
export const HOTELS_TEXT = {
  heading: '在线预订',
  allCities: '全部城市',
  resultsIn: (city: string) => `${city}的酒店`,
  total: (n: number) => `共 ${n} 家酒店`,
  /** The list's meta description: the hotels a crawler finds on it. */
  description: (place: string, hotels: readonly { name: string }[], total: number) =>
    `${place}的${total}家酒店：${hotels
      .slice(0, 5)
      .map((hotel) => hotel.name)
      .join('、')}${total > 5 ? '等' : ''}。查看地址、电话与评分，官网在线预订。`,
  filters: '筛选',
  filtersTitle: '筛选条件',
  filtersDone: '完成',
  filtersLabel: '酒店筛选',
  unlimited: '不限',
  clearAll: '清除筛选',
  filtersFailed: '筛选条件暂时无法加载',
  listFailed: '酒店列表暂时无法加载',
  retry: '重试',
  noHotels: '暂无符合条件的酒店',
  noHotelsHint: '换个城市或放宽筛选条件试试',
  listLabel: '酒店列表',
  mapLabel: '酒店位置地图',
  address: '地址',
  phone: '电话',
  score: (score: number) => `${score.toFixed(1)}分`,
  scoreLabel: '评分',
  noScore: '暂无评分',
  /** After the lowest nightly price: ¥299起. */
  priceFrom: '起',
  soldOut: '满房',
  sortLabel: '排序',
  wechatBook: '微信预订',
  wechatHide: '收起二维码',
  wechatHint: '微信扫一扫，立即预订',
  wechatQrLabel: (name: string) => `${name}微信预订二维码`,
  openRooms: (name: string) => `${name}（在新窗口打开房型页）`,
  thumbnailAlt: (name: string) => `${name}外景`,
} as const;
