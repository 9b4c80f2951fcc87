import { screenPath } from '../../config/paths.ts';

/** A member's page in 会员管理: /admin/members/<id>. */
export function memberPath(id: number): string {
  return `${screenPath('members')}/${id}`;
}
