export const DASHBOARD_TEXT = {
  hotel: '酒店',
  all: '全部酒店',
  groupAll: '集团全部酒店',
  arrivals: '今日到店',
  departures: '今日离店',
  inHouse: '在住',
  newToday: '今日新订单',
  cancelledToday: '今日取消',
  new30: '近30天新订单',
  cancelled30: '近30天取消',
  occupancy: '近30天出租率',
  revenue: '近30天客房收入（元）',
  table: '按日明细',
  date: '日期',
  sold: '已售间夜',
  total: '可售间夜',
  /** The definitions the server's figures follow (apps/server/src/reports/services/dashboard.ts). */
  definitions:
    '已售间夜：已支付预订（含已入住、已离店）占用的房间，不含未支付的保留、取消、未到店，以及提前退房后退回的晚数。出租率＝已售间夜÷可售间夜。客房收入：客人为当晚实际支付且未退还的金额（已扣除会员价、折扣、抵用券和积分），未到店收取的首晚房费计入当晚。',
} as const;
