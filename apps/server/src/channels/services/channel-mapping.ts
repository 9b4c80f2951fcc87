/** What each hotel sells on a connection (administrators, and managers for their hotels), 全量同步 and 重新发送. */
import {
  CHANNEL_MSG,
  type ChannelMapping,
  type FullSyncValues,
  type MappingValues,
} from '@hotel/shared/admin/channels';
import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { mayDo } from '@hotel/shared/admin/roles';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roomTypes } from '../../db/schema/catalog.ts';
import { channelHotels, channelRatePlans, channelRoomTypes } from '../../db/schema/channels.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { shanghaiDate } from '../../lib/time.ts';
import {
  type AuditActor,
  assertHotelInScope,
  mayReachHotel,
  recordChange,
  type StaffPrincipal,
} from '../../staff/index.ts';
import { markFullSync } from '../queries/ari-due.ts';
import { hotelByCode, hotelMapping } from '../queries/channel-admin.ts';
import { existing, FIRST_SYNC_NIGHTS } from './channel-connections.ts';

async function hotelInScope(db: Db, staff: StaffPrincipal, hotelCode: string) {
  const hotel = await hotelByCode(db, hotelCode);
  if (!hotel) throw new NotFoundError(ADMIN_MSG.hotelUnknown);
  assertHotelInScope(staff, hotel.id);
  return hotel;
}

export async function mappingOf(
  db: Db,
  staff: StaffPrincipal,
  id: number,
  hotelCode: string,
): Promise<ChannelMapping> {
  await existing(db, id);
  const hotel = await hotelInScope(db, staff, hotelCode);
  const { channelHotelCode, types, plans } = await hotelMapping(db, id, hotel.id);
  return {
    hotelCode: hotel.hotelCode,
    channelHotelCode,
    roomTypes: types.map((type) => ({
      rtCode: type.rtCode,
      name: type.name,
      channelRoomCode: type.channelRoomCode,
      allotment: type.allotment,
      ratePlans: plans
        .filter((plan) => plan.roomTypeId === type.id)
        .map(({ rateCode, name, active, channelRateCode }) => ({ rateCode, name, active, channelRateCode })),
    })),
  };
}

/**
 * What a hotel sells on a connection: the room types and rate plans listed, under their channel
 * codes, the rest not. A code that names no room type or rate plan of the hotel, a plan switched
 * off, a plan whose room type is not sold or a channel code given twice is refused whole, with
 * what is wrong. The hotel's nights are then sent in full.
 */
export async function saveMapping(
  db: Db,
  staff: StaffPrincipal,
  actor: AuditActor,
  id: number,
  hotelCode: string,
  body: MappingValues,
  now: Date,
): Promise<void> {
  await existing(db, id);
  const hotel = await hotelInScope(db, staff, hotelCode);
  const { types, plans } = await hotelMapping(db, id, hotel.id);
  const typeOf = new Map(types.map((type) => [type.rtCode, type]));
  const sold = new Map<number, { channelRoomCode: string; allotment: number | null }>();
  const roomCodes = new Set<string>();
  for (const entry of body.roomTypes) {
    const type = typeOf.get(entry.rtCode);
    if (!type) throw new ValidationError(CHANNEL_MSG.unknownRoomType(entry.rtCode));
    if (roomCodes.has(entry.channelRoomCode))
      throw new ValidationError(CHANNEL_MSG.duplicateCode(entry.channelRoomCode));
    roomCodes.add(entry.channelRoomCode);
    sold.set(type.id, { channelRoomCode: entry.channelRoomCode, allotment: entry.allotment ?? null });
  }
  const soldPlans = new Map<number, string>();
  const rateCodes = new Set<string>();
  for (const entry of body.ratePlans) {
    const type = typeOf.get(entry.rtCode);
    const plan = type && plans.find((p) => p.roomTypeId === type.id && p.rateCode === entry.rateCode);
    if (!type || !plan)
      throw new ValidationError(CHANNEL_MSG.unknownRatePlan(`${entry.rtCode}/${entry.rateCode}`));
    if (!plan.active)
      throw new ValidationError(CHANNEL_MSG.inactiveRatePlan(`${entry.rtCode}/${entry.rateCode}`));
    if (!sold.has(type.id))
      throw new ValidationError(CHANNEL_MSG.ratePlanWithoutRoomType(`${entry.rtCode}/${entry.rateCode}`));
    const key = `${entry.rtCode}|${entry.channelRateCode}`;
    if (rateCodes.has(key)) throw new ValidationError(CHANNEL_MSG.duplicateCode(entry.channelRateCode));
    rateCodes.add(key);
    soldPlans.set(plan.id, entry.channelRateCode);
  }

  const typeIds = types.map((type) => type.id);
  const planIds = plans.map((plan) => plan.id);
  await db.transaction(async (tx) => {
    await tx
      .insert(channelHotels)
      .values({ connectionId: id, hotelId: hotel.id, channelHotelCode: body.channelHotelCode })
      .onConflictDoUpdate({
        target: [channelHotels.connectionId, channelHotels.hotelId],
        set: { channelHotelCode: body.channelHotelCode },
      });
    if (typeIds.length > 0) {
      await tx
        .delete(channelRoomTypes)
        .where(
          and(
            eq(channelRoomTypes.connectionId, id),
            inArray(channelRoomTypes.roomTypeId, typeIds),
            sold.size > 0 ? notInArray(channelRoomTypes.roomTypeId, [...sold.keys()]) : undefined,
          ),
        );
    }
    for (const [roomTypeId, entry] of sold) {
      await tx
        .insert(channelRoomTypes)
        .values({ connectionId: id, roomTypeId, ...entry })
        .onConflictDoUpdate({
          target: [channelRoomTypes.connectionId, channelRoomTypes.roomTypeId],
          set: entry,
        });
    }
    if (planIds.length > 0)
      await tx
        .delete(channelRatePlans)
        .where(and(eq(channelRatePlans.connectionId, id), inArray(channelRatePlans.ratePlanId, planIds)));
    if (soldPlans.size > 0)
      await tx.insert(channelRatePlans).values(
        [...soldPlans].map(([ratePlanId, channelRateCode]) => ({
          connectionId: id,
          ratePlanId,
          channelRateCode,
        })),
      );
    await markFullSync(tx, id, shanghaiDate(now), FIRST_SYNC_NIGHTS, hotel.id);
    await recordChange(
      tx,
      actor,
      { action: 'update', entityType: 'channel.mapping', entityId: id, hotelId: hotel.id, after: body },
      now,
    );
  });
}

/**
 * 全量同步: the next nights of one hotel (a manager names their own) or of every hotel the
 * connection sells (administrators), told again whatever the channel was told before.
 */
export async function queueFullSync(
  db: Db,
  staff: StaffPrincipal,
  id: number,
  body: FullSyncValues,
  now: Date,
): Promise<number> {
  await existing(db, id);
  const hotel = body.hotelCode ? await hotelInScope(db, staff, body.hotelCode) : undefined;
  if (!hotel && !mayDo(staff.role, 'manageChannels')) throw new ValidationError(ADMIN_MSG.hotelUnknown);
  return markFullSync(db, id, shanghaiDate(now), body.nights, hotel?.id);
}

/** 重新发送: what a channel refused or failed to take is tried again at the next send, not after its wait. */
export async function resendNow(db: Db, staff: StaffPrincipal, id: number): Promise<void> {
  await existing(db, id);
  const scoped = (
    await db
      .select({ roomTypeId: channelRoomTypes.roomTypeId, hotelId: roomTypes.hotelId })
      .from(channelRoomTypes)
      .innerJoin(roomTypes, eq(roomTypes.id, channelRoomTypes.roomTypeId))
      .where(eq(channelRoomTypes.connectionId, id))
  ).filter((row) => mayReachHotel(staff, row.hotelId));
  if (scoped.length === 0) return;
  await db
    .update(channelRoomTypes)
    .set({ nextTryAt: null })
    .where(
      and(
        eq(channelRoomTypes.connectionId, id),
        inArray(
          channelRoomTypes.roomTypeId,
          scoped.map((row) => row.roomTypeId),
        ),
      ),
    );
}
