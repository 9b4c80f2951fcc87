import { WEEKDAY_LABELS } from '@hotel/shared/admin/rates';

/** Today in Asia/Shanghai (yyyy-MM-dd): the hotels' calendar, wherever the browser is. */
export function shanghaiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** ISO weekday of a yyyy-MM-dd date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** 6/1 周一, as the grid's column heads read. */
export function dayHead(date: string): { day: string; weekday: string } {
  return {
    day: `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`,
    weekday: WEEKDAY_LABELS[isoWeekday(date) - 1] ?? '',
  };
}
