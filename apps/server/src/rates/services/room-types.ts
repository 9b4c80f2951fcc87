import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { RATES_MSG } from '@hotel/shared/admin/rates';
import type {
  createRatePlanBody,
  createRoomTypeBody,
  RatePlanRow,
  RoomTypeRow,
  updateRatePlanBody,
  updateRoomTypeBody,
} from '@hotel/shared/admin/room-types';
import { fenToYuan, yuanToFen } from '@hotel/shared/money';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { sanitizeContent } from '../../lib/sanitize.ts';
import { shanghaiDate } from '../../lib/time.ts';
import type { StaffPrincipal } from '../../staff/index.ts';
import { type AuditActor, mayReachHotel, recordChange } from '../../staff/index.ts';
import {
  insertRatePlan,
  insertRoomType,
  lockRatePlan,
  lockRoomType,
  type RatePlanRecord,
  type RoomTypeRecord,
  rateCodeTaken,
  ratePlansOf,
  roomTypeCodeTaken,
  roomTypesOfHotel,
  setWeekdayPrices,
  updateRatePlan,
  updateRoomType,
  weekdayPricesOf,
} from '../queries/room-types.ts';
import { ensureInventoryHorizon } from './inventory-horizon.ts';
import { hotelInScope } from './rates-calendar.ts';

/**
 * Room types and rate plans (房价房态): created and edited with an audit row each. A new room type
 * or rate plan gets its inventory or prices for the whole horizon in the same transaction.
 */

type RoomTypeFields = z.output<typeof updateRoomTypeBody>;
type RatePlanFields = z.output<typeof updateRatePlanBody>;

function toRatePlanRow(plan: RatePlanRecord, weekdayFen: (number | undefined)[] | undefined): RatePlanRow {
  return {
    id: plan.id,
    roomTypeId: plan.roomTypeId,
    rateCode: plan.rateCode,
    name: plan.name,
    breakfast: plan.breakfast,
    cancelPolicy: plan.cancelPolicy,
    active: plan.active,
    basePrice: fenToYuan(plan.basePriceFen),
    weekdayPrices: Array.from({ length: 7 }, (_, i) => fenToYuan(weekdayFen?.[i] ?? plan.basePriceFen)),
    sort: plan.sort,
  };
}

function toRoomTypeRow(type: RoomTypeRecord, plans: RatePlanRow[]): RoomTypeRow {
  const { id, rtCode, name, size, bedType, window, facilities, remark, images, roomCount, sort } = type;
  return {
    id,
    rtCode,
    name,
    size,
    bedType,
    window,
    facilities,
    remark,
    images,
    roomCount,
    sort,
    ratePlans: plans,
  };
}

async function ratePlanRow(db: Queryable, plan: RatePlanRecord): Promise<RatePlanRow> {
  return toRatePlanRow(plan, (await weekdayPricesOf(db, [plan.id])).get(plan.id));
}

/** Every room type of a hotel with every rate plan (active or not) and its default prices. */
export async function roomTypesFor(
  db: Queryable,
  staff: StaffPrincipal,
  hotelCode: string,
): Promise<RoomTypeRow[]> {
  const hotel = await hotelInScope(db, staff, hotelCode);
  const types = await roomTypesOfHotel(db, hotel.id);
  const plans = await ratePlansOf(
    db,
    types.map((t) => t.id),
  );
  const weekdays = await weekdayPricesOf(
    db,
    plans.map((p) => p.id),
  );
  return types.map((type) =>
    toRoomTypeRow(
      type,
      plans.filter((p) => p.roomTypeId === type.id).map((p) => toRatePlanRow(p, weekdays.get(p.id))),
    ),
  );
}

function roomTypeValues(fields: RoomTypeFields, shortImage: string) {
  return { ...fields, remark: sanitizeContent(fields.remark), shortImage: fields.images[0] ?? shortImage };
}

export async function createRoomType(
  db: Db,
  actor: AuditActor,
  staff: StaffPrincipal,
  body: z.output<typeof createRoomTypeBody>,
  now: Date,
): Promise<RoomTypeRow> {
  const { hotelCode, rtCode, ...fields } = body;
  return db.transaction(async (tx) => {
    const hotel = await hotelInScope(tx, staff, hotelCode);
    if (await roomTypeCodeTaken(tx, hotel.id, rtCode))
      throw new ConflictError(RATES_MSG.rtCodeTaken, 'RT_CODE_TAKEN');
    const created = await insertRoomType(tx, { hotelId: hotel.id, rtCode, ...roomTypeValues(fields, '') });
    // its own nights only: the rest of the catalogue is the horizon job's
    await ensureInventoryHorizon(tx, shanghaiDate(now), {
      roomTypeIds: { from: created.id, to: created.id },
    });
    const row = toRoomTypeRow(created, []);
    await recordChange(
      tx,
      actor,
      { action: 'create', entityType: 'room_type', entityId: created.id, hotelId: hotel.id, after: row },
      now,
    );
    return row;
  });
}

/** Edits a room type; its room count is the rooms total of nights the horizon adds from now on. */
export async function editRoomType(
  db: Db,
  actor: AuditActor,
  staff: StaffPrincipal,
  id: number,
  fields: RoomTypeFields,
  now: Date,
): Promise<RoomTypeRow> {
  return db.transaction(async (tx) => {
    const before = await lockRoomType(tx, id);
    if (!before) throw new NotFoundError(RATES_MSG.roomTypeNotFound, 'ROOM_TYPE_NOT_FOUND');
    if (!mayReachHotel(staff, before.hotelId)) throw new ForbiddenError(ADMIN_MSG.forbidden, 'FORBIDDEN');
    const updated = await updateRoomType(tx, id, roomTypeValues(fields, before.shortImage));
    const plans = await ratePlansOf(tx, [id]);
    const weekdays = await weekdayPricesOf(
      tx,
      plans.map((p) => p.id),
    );
    const row = toRoomTypeRow(
      updated,
      plans.map((p) => toRatePlanRow(p, weekdays.get(p.id))),
    );
    await recordChange(
      tx,
      actor,
      {
        action: 'update',
        entityType: 'room_type',
        entityId: id,
        hotelId: before.hotelId,
        before: toRoomTypeRow(before, []),
        after: { ...row, ratePlans: [] },
      },
      now,
    );
    return row;
  });
}

function ratePlanValues(fields: RatePlanFields) {
  const { basePrice, weekdayPrices: _weekdays, ...rest } = fields;
  return { ...rest, basePriceFen: yuanToFen(basePrice) };
}

function weekdayFen(fields: RatePlanFields): number[] | undefined {
  return fields.weekdayPrices?.map(yuanToFen);
}

export async function createRatePlan(
  db: Db,
  actor: AuditActor,
  staff: StaffPrincipal,
  body: z.output<typeof createRatePlanBody>,
  now: Date,
): Promise<RatePlanRow> {
  const { roomTypeId, rateCode, ...fields } = body;
  return db.transaction(async (tx) => {
    const roomType = await lockRoomType(tx, roomTypeId);
    if (!roomType) throw new NotFoundError(RATES_MSG.roomTypeNotFound, 'ROOM_TYPE_NOT_FOUND');
    if (!mayReachHotel(staff, roomType.hotelId)) throw new ForbiddenError(ADMIN_MSG.forbidden, 'FORBIDDEN');
    if (await rateCodeTaken(tx, roomTypeId, rateCode))
      throw new ConflictError(RATES_MSG.rateCodeTaken, 'RATE_CODE_TAKEN');
    const values = ratePlanValues(fields);
    const created = await insertRatePlan(tx, { roomTypeId, rateCode, ...values });
    await setWeekdayPrices(
      tx,
      created.id,
      weekdayFen(fields) ?? Array.from({ length: 7 }, () => values.basePriceFen),
    );
    await ensureInventoryHorizon(tx, shanghaiDate(now), { ratePlanId: created.id });
    const row = await ratePlanRow(tx, created);
    await recordChange(
      tx,
      actor,
      {
        action: 'create',
        entityType: 'rate_plan',
        entityId: created.id,
        hotelId: roomType.hotelId,
        after: row,
      },
      now,
    );
    return row;
  });
}

/** Edits a rate plan; new default prices price the nights the horizon adds from now on. */
export async function editRatePlan(
  db: Db,
  actor: AuditActor,
  staff: StaffPrincipal,
  id: number,
  fields: RatePlanFields,
  now: Date,
): Promise<RatePlanRow> {
  return db.transaction(async (tx) => {
    const found = await lockRatePlan(tx, id);
    if (!found) throw new NotFoundError(RATES_MSG.ratePlanNotFound, 'RATE_PLAN_NOT_FOUND');
    if (!mayReachHotel(staff, found.hotelId)) throw new ForbiddenError(ADMIN_MSG.forbidden, 'FORBIDDEN');
    const before = await ratePlanRow(tx, found.plan);
    const updated = await updateRatePlan(tx, id, ratePlanValues(fields));
    const prices = weekdayFen(fields);
    if (prices) await setWeekdayPrices(tx, id, prices);
    const row = await ratePlanRow(tx, updated);
    await recordChange(
      tx,
      actor,
      { action: 'update', entityType: 'rate_plan', entityId: id, hotelId: found.hotelId, before, after: row },
      now,
    );
    return row;
  });
}
