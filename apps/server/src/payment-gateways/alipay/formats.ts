/** Alipay's wire formats: amounts in yuan with two decimals, times in Beijing time, plain subjects. */

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const MAX_FEN = 100_000_000 * 100;

/** 12345 fen → "123.45", in whole numbers so no float rounding creeps in. */
export function yuanFromFen(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 1 || fen > MAX_FEN)
    throw new RangeError(`an Alipay amount is 1 fen to 100,000,000 yuan, got ${fen} fen`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** "123.45" (or 123.45 as a JSON number) → 12345 fen; anything else throws. */
export function fenFromYuan(yuan: unknown): number {
  const text = typeof yuan === 'number' ? String(yuan) : yuan;
  const match = typeof text === 'string' ? /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text) : null;
  if (!match) throw new RangeError(`not an amount in yuan: ${JSON.stringify(yuan)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** yyyy-MM-dd HH:mm:ss in Beijing time: Alipay's timestamp and time_expire, whatever the server's zone. */
export function beijingTime(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Alipay's subject must not hold / = & and is at most 256 characters. */
export function alipaySubject(description: string): string {
  return description.replace(/[/=&]/g, ' ').trim().slice(0, 256) || '订单';
}
