import type { ChannelDelivery } from '@hotel/shared/admin/channels';
import type { Db } from '../../db/client.ts';
import { shanghaiDateTime } from '../../lib/time.ts';
import { hotelScopeOf, type StaffPrincipal } from '../../staff/index.ts';
import { recentDeliveries } from '../queries/reservations.ts';
import { existing } from './channel-connections.ts';

const LISTED = 100;

/**
 * 渠道订单: the connection's latest deliveries, of the staff member's hotels (administrators: all,
 * those for no hotel we know too), each with our order numbers or why it was refused: a refused
 * reservation is a guest the channel must rehouse, and the hotel should know.
 */
export async function deliveriesOf(db: Db, staff: StaffPrincipal, id: number): Promise<ChannelDelivery[]> {
  await existing(db, id);
  const scope = hotelScopeOf(staff);
  const rows = await recentDeliveries(db, id, scope.kind === 'all' ? undefined : scope.ids, LISTED);
  return rows.map((row) => ({
    receivedAt: shanghaiDateTime(row.receivedAt),
    resId: row.resId,
    status: row.status === 'new' || row.status === 'modify' || row.status === 'cancel' ? row.status : null,
    hotelName: row.hotelName,
    orderNos: row.orderNos ?? [],
    error: row.errorCode === null ? null : (row.error ?? ''),
  }));
}
