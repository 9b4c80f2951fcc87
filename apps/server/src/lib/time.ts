// Dates and times of the business, in Asia/Shanghai: one home for the server's time helpers.
// Today's business date, the same function the web uses (@hotel/shared/dates).
export { shanghaiDate } from '@hotel/shared/dates';

/** The date `days` after a yyyy-MM-dd date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from one yyyy-MM-dd date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The instant of a wall-clock time on a date in Asia/Shanghai, e.g. 18:00 on the arrival day. */
export function shanghaiInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

/** yyyy/MM/dd, as news dates are shown. */
export function slashDate(date: string): string {
  return date.replaceAll('-', '/');
}

/** yyyy-MM-dd HH:mm:ss of an instant in Asia/Shanghai, as the member centre shows times. */
export function shanghaiDateTime(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
