import { STATUS } from '@hotel/shared/api/envelope';
import { MSG } from '@hotel/shared/messages';

/** A successful reply in the envelope of service-design.md section 2. */
export function ok<T>(data: T, message: string = MSG.ok) {
  return { success: true as const, statusCode: STATUS.ok, message, msg: message, data };
}

export function okPaged<T>(rows: T[], total: number, message: string = MSG.ok) {
  return { success: true as const, statusCode: STATUS.ok, message, msg: message, rows, total };
}

export function failure(statusCode: number, message: string) {
  return { success: false as const, statusCode, message, msg: message };
}
