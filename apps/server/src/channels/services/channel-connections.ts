/** 渠道管理's connections: the list staff see, and creating and editing one (administrators). */
import {
  CHANNEL_MSG,
  type ChannelChanges,
  type ChannelRow,
  type ChannelValues,
} from '@hotel/shared/admin/channels';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { mayDo } from '@hotel/shared/admin/roles';
import { eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { channelConnections } from '../../db/schema/channels.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { sealSecret } from '../../lib/secret-box.ts';
import { shanghaiDate } from '../../lib/time.ts';
import { type AuditActor, mayReachHotel, recordChange, type StaffPrincipal } from '../../staff/index.ts';
import { markFullSync } from '../queries/ari-due.ts';
import {
  allConnections,
  type ConnectionRow,
  connectionById,
  connectionByName,
  connectionHotels,
  connectionStates,
} from '../queries/channel-admin.ts';
import { CHANNEL_PASSWORD_PURPOSE } from './channel-endpoints.ts';

/** Nights a new mapping or a connection switched on sends at once. */
export const FIRST_SYNC_NIGHTS = 90;

const percentOf = (bp: number) => bp / 100;
const bpOf = (percent: number) => Math.round(percent * 100);

/**
 * 渠道管理: every connection with the hotels a member of staff may see on it (administrators: all,
 * and where and who we are at the channel; a manager: their hotels), what waits to be sent and what
 * the channel refused.
 */
export async function listChannels(db: Db, staff: StaffPrincipal): Promise<ChannelRow[]> {
  const admin = mayDo(staff.role, 'manageChannels');
  const [connections, hotelsSold, states] = await Promise.all([
    allConnections(db),
    connectionHotels(db),
    connectionStates(db),
  ]);
  const mine = (hotelId: number) => mayReachHotel(staff, hotelId);
  return connections.map((c) => {
    const of = <T extends { connectionId: number; hotelId: number }>(rows: T[]) =>
      rows.filter((row) => row.connectionId === c.id && mine(row.hotelId));
    const sentTimes = of(states.sent).flatMap((row) => (row.at ? [row.at.getTime()] : []));
    return {
      id: c.id,
      name: c.name,
      protocol: c.protocol,
      endpoint: admin ? c.endpoint : null,
      requestorId: admin ? c.requestorId : null,
      username: admin ? c.username : null,
      enabled: c.enabled,
      priceAdjustPercent: percentOf(c.priceAdjustBp),
      hotels: of(hotelsSold).map(({ hotelCode, name, channelHotelCode }) => ({
        hotelCode,
        name,
        channelHotelCode,
      })),
      dueNights: of(states.due).reduce((sum, row) => sum + row.nights, 0),
      lastSentAt: sentTimes.length > 0 ? new Date(Math.max(...sentTimes)).toISOString() : null,
      problems: of(states.problems).map((row) => ({
        hotelCode: row.hotelCode,
        rtCode: row.rtCode,
        error: row.error ?? '',
        tries: row.tries,
        nextTryAt: row.nextTryAt?.toISOString() ?? null,
      })),
    };
  });
}

export async function existing(db: Queryable, id: number): Promise<ConnectionRow> {
  const connection = await connectionById(db, id);
  if (!connection) throw new NotFoundError(ADMIN_MSG.notFound);
  return connection;
}

/** What the audit log keeps of a connection: never its password. */
function audited(
  c: Pick<ConnectionRow, 'name' | 'endpoint' | 'requestorId' | 'username' | 'enabled' | 'priceAdjustBp'>,
) {
  return {
    name: c.name,
    endpoint: c.endpoint,
    requestorId: c.requestorId,
    username: c.username,
    enabled: c.enabled,
    priceAdjustBp: c.priceAdjustBp,
  };
}

export async function createChannel(
  db: Db,
  appSecret: string,
  actor: AuditActor,
  body: ChannelValues,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (await connectionByName(tx, body.name)) throw new ConflictError(CHANNEL_MSG.nameTaken);
    const values = {
      name: body.name,
      endpoint: body.endpoint,
      requestorId: body.requestorId,
      username: body.username,
      passwordSealed: sealSecret(appSecret, CHANNEL_PASSWORD_PURPOSE, body.password),
      enabled: body.enabled,
      priceAdjustBp: bpOf(body.priceAdjustPercent),
    };
    const [row] = await tx.insert(channelConnections).values(values).returning({ id: channelConnections.id });
    if (!row) throw new Error('connection not created');
    await recordChange(
      tx,
      actor,
      { action: 'create', entityType: 'channel', entityId: row.id, after: audited(values) },
      now,
    );
    return row.id;
  });
}

export async function updateChannel(
  db: Db,
  appSecret: string,
  actor: AuditActor,
  id: number,
  body: ChannelChanges,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await existing(tx, id);
    const named = await connectionByName(tx, body.name);
    if (named && named.id !== id) throw new ConflictError(CHANNEL_MSG.nameTaken);
    const values = {
      name: body.name,
      endpoint: body.endpoint,
      requestorId: body.requestorId,
      username: body.username,
      enabled: body.enabled,
      priceAdjustBp: bpOf(body.priceAdjustPercent),
      ...(body.password
        ? { passwordSealed: sealSecret(appSecret, CHANNEL_PASSWORD_PURPOSE, body.password) }
        : {}),
    };
    await tx.update(channelConnections).set(values).where(eq(channelConnections.id, id));
    // switched on again, or selling at another price: the channel is told everything again
    if (
      (!before.enabled && values.enabled) ||
      (values.enabled && before.priceAdjustBp !== values.priceAdjustBp)
    )
      await markFullSync(tx, id, shanghaiDate(now), FIRST_SYNC_NIGHTS);
    await recordChange(
      tx,
      actor,
      {
        action: 'update',
        entityType: 'channel',
        entityId: id,
        before: audited(before),
        after: audited({ ...before, ...values }),
      },
      now,
    );
  });
}
