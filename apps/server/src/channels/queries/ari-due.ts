import { and, asc, eq, exists, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { roomTypes } from '../../db/schema/catalog.ts';
import {
  channelAriDue,
  channelConnections,
  channelHotels,
  channelRoomTypes,
} from '../../db/schema/channels.ts';

/** A (connection, room type) whose sends this sender holds until its lease ends. */
export interface ClaimedRoomType {
  connectionId: number;
  roomTypeId: number;
  tries: number;
}

/**
 * Claims up to `limit` (connection, room type) pairs with nights due, of enabled connections, not
 * held by another sender and not waiting for a retry: one sender at a time per pair, so a newer
 * state is never overtaken by an older one.
 */
export async function claimDueRoomTypes(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedRoomType[]> {
  return db.transaction(async (tx) => {
    const free = await tx
      .select({ connectionId: channelRoomTypes.connectionId, roomTypeId: channelRoomTypes.roomTypeId })
      .from(channelRoomTypes)
      .innerJoin(channelConnections, eq(channelConnections.id, channelRoomTypes.connectionId))
      .where(
        and(
          eq(channelConnections.enabled, true),
          or(isNull(channelRoomTypes.leaseUntil), lte(channelRoomTypes.leaseUntil, now)),
          or(isNull(channelRoomTypes.nextTryAt), lte(channelRoomTypes.nextTryAt, now)),
          exists(
            tx
              .select({ one: sql`1` })
              .from(channelAriDue)
              .where(
                and(
                  eq(channelAriDue.connectionId, channelRoomTypes.connectionId),
                  eq(channelAriDue.roomTypeId, channelRoomTypes.roomTypeId),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(channelRoomTypes.lastSentAt))
      .limit(limit)
      .for('update', { of: channelRoomTypes, skipLocked: true });
    const claimed: ClaimedRoomType[] = [];
    for (const pair of free) {
      const [row] = await tx
        .update(channelRoomTypes)
        .set({ leaseUntil })
        .where(
          and(
            eq(channelRoomTypes.connectionId, pair.connectionId),
            eq(channelRoomTypes.roomTypeId, pair.roomTypeId),
          ),
        )
        .returning({ tries: channelRoomTypes.tries });
      if (row) claimed.push({ ...pair, tries: row.tries });
    }
    return claimed;
  });
}

/** Where a pair's ARI goes: the connection, its adapter, credentials and the channel's hotel code. */
export async function sendTarget(db: Queryable, pair: ClaimedRoomType) {
  const [target] = await db
    .select({
      protocol: channelConnections.protocol,
      endpoint: channelConnections.endpoint,
      requestorId: channelConnections.requestorId,
      username: channelConnections.username,
      passwordSealed: channelConnections.passwordSealed,
      hotelCode: channelHotels.channelHotelCode,
    })
    .from(channelRoomTypes)
    .innerJoin(channelConnections, eq(channelConnections.id, channelRoomTypes.connectionId))
    .innerJoin(roomTypes, eq(roomTypes.id, channelRoomTypes.roomTypeId))
    .leftJoin(
      channelHotels,
      and(
        eq(channelHotels.connectionId, channelRoomTypes.connectionId),
        eq(channelHotels.hotelId, roomTypes.hotelId),
      ),
    )
    .where(
      and(
        eq(channelRoomTypes.connectionId, pair.connectionId),
        eq(channelRoomTypes.roomTypeId, pair.roomTypeId),
      ),
    );
  return target;
}

export interface DueNight {
  night: string;
  version: number;
}

/** The nights of a pair due from `today` on; the nights already past are forgotten first. */
export async function dueNights(db: Db, pair: ClaimedRoomType, today: string): Promise<DueNight[]> {
  const of = and(
    eq(channelAriDue.connectionId, pair.connectionId),
    eq(channelAriDue.roomTypeId, pair.roomTypeId),
  );
  await db.delete(channelAriDue).where(and(of, lt(channelAriDue.night, today)));
  return db
    .select({ night: channelAriDue.night, version: channelAriDue.version })
    .from(channelAriDue)
    .where(and(of, gte(channelAriDue.night, today)))
    .orderBy(asc(channelAriDue.night));
}

/**
 * Forgets the nights sent, at the versions read: a night changed since is due again. A night a
 * booking is writing at this moment is skipped, never waited for (it is due again anyway).
 */
export async function forgetSentNights(db: Db, pair: ClaimedRoomType, sent: DueNight[]): Promise<void> {
  if (sent.length === 0) return;
  await db.execute(sql`
    DELETE FROM channel_ari_due WHERE ctid IN (
      SELECT d.ctid FROM channel_ari_due d
      JOIN jsonb_to_recordset(${JSON.stringify(sent)}::jsonb) AS s(night date, version integer)
        ON s.night = d.night AND s.version = d.version
      WHERE d.connection_id = ${pair.connectionId} AND d.room_type_id = ${pair.roomTypeId}
      FOR UPDATE OF d SKIP LOCKED
    )`);
}

/** Records how a send of a pair went (`sentAt` undefined: nothing needed sending) and gives its lease back. */
export async function recordSend(
  db: Db,
  pair: ClaimedRoomType,
  outcome: { sentAt: Date | undefined } | { error: string; nextTryAt: Date },
): Promise<void> {
  await db
    .update(channelRoomTypes)
    .set(
      'error' in outcome
        ? { leaseUntil: null, tries: pair.tries + 1, nextTryAt: outcome.nextTryAt, lastError: outcome.error }
        : {
            leaseUntil: null,
            tries: 0,
            nextTryAt: null,
            lastError: null,
            ...(outcome.sentAt ? { lastSentAt: outcome.sentAt } : {}),
          },
    )
    .where(
      and(
        eq(channelRoomTypes.connectionId, pair.connectionId),
        eq(channelRoomTypes.roomTypeId, pair.roomTypeId),
      ),
    );
}

/**
 * 全量同步 (and a new mapping or a connection switched on): marks `nights` nights from `from` of
 * every room type a connection sells (of one hotel, or all), so the next send tells them all.
 */
export async function markFullSync(
  db: Queryable,
  connectionId: number,
  from: string,
  nights: number,
  hotelId?: number,
): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO channel_ari_due (connection_id, room_type_id, night)
    SELECT m.connection_id, m.room_type_id, i.night
    FROM channel_room_types m
    JOIN nightly_inventory i ON i.room_type_id = m.room_type_id
    JOIN room_types rt ON rt.id = m.room_type_id
    WHERE m.connection_id = ${connectionId} AND (${hotelId ?? null}::integer IS NULL OR rt.hotel_id = ${hotelId ?? null}::integer)
      AND i.night >= ${from}::date AND i.night < ${from}::date + ${nights}::integer
    ON CONFLICT (connection_id, room_type_id, night) DO UPDATE SET version = channel_ari_due.version + 1
    RETURNING night`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Marks nights of a room type due to be sent to the connection again (the sender tells them as they are). */
export async function markNightsDue(
  db: Queryable,
  connectionId: number,
  roomTypeId: number,
  nights: string[],
): Promise<void> {
  if (nights.length === 0) return;
  await db.execute(sql`
    INSERT INTO channel_ari_due (connection_id, room_type_id, night)
    SELECT ${connectionId}::integer, ${roomTypeId}::integer, v.night
    FROM (VALUES ${sql.join(
      nights.map((night) => sql`(${night}::date)`),
      sql`, `,
    )}) AS v(night)
    ON CONFLICT (connection_id, room_type_id, night) DO UPDATE SET version = channel_ari_due.version + 1`);
}
