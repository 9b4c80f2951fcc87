/**
 * Money is kept in integer fen everywhere it is stored or computed; yuan is what the API sends and
 * what people read. One home for the conversions and the server's wording of an amount.
 */

/** Integer fen to yuan, as the API sends amounts. */
export function fenToYuan(fen: number): number {
  return fen / 100;
}

/** Yuan from the wire (at most two decimals, checked by the schema) to integer fen. */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

/** An amount as a message states it: ¥1,280.00, thousands grouped, two decimals. */
export function moneyText(fen: number): string {
  const yuan = fenToYuan(fen);
  return `${yuan < 0 ? '-' : ''}¥${Math.abs(yuan).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
