/** Yuan as the site shows money: whole yuan without decimals, else two decimals. */
export function formatYuan(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
