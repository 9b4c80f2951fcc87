/**
 * Business dates are in Asia/Shanghai, whatever the zone of the server or the guest's device.
 * China has kept UTC+8 all year since 1991 (no summer time), so the date is plain arithmetic: an
 * `Intl.DateTimeFormat` with `timeZone: 'Asia/Shanghai'` gives the same date but costs a browser
 * ~20 ms of its first load to build (the time zone data).
 */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** yyyy-MM-dd of `now` in Asia/Shanghai. */
export function shanghaiDate(now: Date = new Date()): string {
  return new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}
