/** An amount in yuan as staff read it: ¥578.00, and -¥578.00 for money going out. */
export function yuanText(yuan: number): string {
  return `${yuan < 0 ? '-' : ''}¥${Math.abs(yuan).toFixed(2)}`;
}
