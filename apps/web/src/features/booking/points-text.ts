/** Yuan as the booking pages show money: always two decimals, thousands grouped (¥1,280.00). */
export function formatMoney(value: number): string {
  return `¥${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Points as the booking pages show them: thousands grouped (2,680). */
export function formatPoints(points: number): string {
  return points.toLocaleString('zh-CN');
}
