/**
 * Money is kept in integer fen everywhere it is stored or computed; yuan is what the API sends and
 * what people read. One home for the conversions and the wording of an amount, on the server and both front ends.
 */

/** Integer fen to yuan, as the API sends amounts. */
export function fenToYuan(fen: number): number {
  return fen / 100;
}

/** Yuan from the wire (at most two decimals, checked by the schema) to integer fen. */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

/**
 * An amount in yuan as every screen and message states it: ¥1,280.00, thousands grouped, two
 * decimals, and -¥578.00 for money going out.
 */
export function yuanText(yuan: number): string {
  const figure = Math.abs(yuan).toLocaleString('zh-CN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${yuan < 0 ? '-' : ''}¥${figure}`;
}

/** An amount in fen, stated as `yuanText` does. */
export function moneyText(fen: number): string {
  return yuanText(fenToYuan(fen));
}

/** A price as a figure beside its ¥ and 起: whole yuan without decimals (299), else two (299.50). */
export function priceFigure(yuan: number): string {
  return Number.isInteger(yuan) ? String(yuan) : yuan.toFixed(2);
}
