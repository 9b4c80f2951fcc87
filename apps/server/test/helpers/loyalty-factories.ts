import { checkInventoryResponse } from '@hotel/shared/api/order';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { couponTemplates, memberCoupons, ratePlanMemberDiscounts } from '../../src/db/schema/loyalty.ts';
import { pointsLedger } from '../../src/db/schema/member-ledgers.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { insertMemberLevels } from './member-factories.ts';
import {
  type BookingMember,
  type BookingWorld,
  type StayOptions,
  submitBody,
  submitOrderRequest,
} from './order-factories.ts';

/** 会员价 on these plans: a percentage by level code (银卡 5, 金卡 8 … as the demo). */
export async function giveMemberPrices(
  db: Db,
  ratePlanIds: number[],
  percents: Record<string, number> = { silver: 5, gold: 8, platinum: 10, diamond: 12 },
): Promise<void> {
  await insertMemberLevels(db);
  await db
    .insert(ratePlanMemberDiscounts)
    .values(
      ratePlanIds.flatMap((ratePlanId) =>
        Object.entries(percents).map(([levelCode, percentOff]) => ({ ratePlanId, levelCode, percentOff })),
      ),
    )
    .onConflictDoNothing();
}

type NewTemplate = typeof couponTemplates.$inferInsert;

/**
 * A coupon held by the member: ¥30 off from ¥200 at every hotel by default, valid from yesterday
 * for a month unless told otherwise. Returns its id.
 */
export async function giveCoupon(
  db: Db,
  memberId: number,
  terms: Partial<NewTemplate> = {},
  validity: { validFrom?: string; validUntil?: string } = {},
): Promise<number> {
  const [template] = await db
    .insert(couponTemplates)
    .values({ name: '测试抵用券', kind: 'amount', value: 3000, minSpendFen: 20_000, validDays: 30, ...terms })
    .returning({ id: couponTemplates.id });
  if (!template) throw new Error('coupon template insert returned no row');
  const today = shanghaiDate();
  const [coupon] = await db
    .insert(memberCoupons)
    .values({
      memberId,
      templateId: template.id,
      validFrom: validity.validFrom ?? addDays(today, -1),
      validUntil: validity.validUntil ?? addDays(today, 30),
    })
    .returning({ id: memberCoupons.id });
  if (!coupon) throw new Error('coupon insert returned no row');
  return coupon.id;
}

export async function couponRow(db: Db, couponId: number) {
  const [row] = await db.select().from(memberCoupons).where(eq(memberCoupons.id, couponId));
  return row;
}

export async function pointsLedgerOf(db: Db, memberId: number) {
  return db
    .select({ kind: pointsLedger.kind, points: pointsLedger.points, orderId: pointsLedger.orderId })
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId))
    .orderBy(pointsLedger.id);
}

export function checkInventoryRequest(app: App, token: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/crsapi/v1/order/checkInventory',
    headers: { usertoken: token },
    payload: body,
  });
}

/** A coupon and points the member chooses at FillInformationStep. */
export interface LoyaltyChoice {
  couponId?: number;
  pointsUsed?: number;
}

/**
 * Books as the site does: checkInventory prices the stay for the member (会员价, coupon, points) and
 * submitOrder gets its figures back. Returns submitOrder's answer.
 */
export async function bookAsQuoted(
  app: App,
  member: BookingMember,
  world: BookingWorld,
  stay: StayOptions = {},
  choice: LoyaltyChoice = {},
) {
  const checkIn = stay.checkIn ?? addDays(shanghaiDate(), 1);
  const quoted = await checkInventoryRequest(app, member.token, {
    hotelCode: world.hotelCode,
    roomTypeCode: world.roomTypeCode,
    rateCode: stay.rateCode ?? world.freeCancelRate,
    checkIn,
    checkOut: addDays(checkIn, stay.nights ?? 3),
    roomQty: stay.roomQty ?? 1,
    ...choice,
  });
  if (quoted.statusCode !== 200) throw new Error(`checkInventory failed: ${quoted.body}`);
  const q = checkInventoryResponse.parse(quoted.json()).data;
  return submitOrderRequest(
    app,
    member.token,
    submitBody(world, stay, {
      couponUsed: choice.couponId ? 1 : 0,
      couponId: choice.couponId ?? '',
      couponUseMoney: q.couponAmount,
      couponAmount: q.couponAmount,
      pointsUsed: choice.pointsUsed ?? 0,
      pointsAmount: q.pointsAmount,
      totalAmount: q.totalAmount,
      discountAmount: q.discountAmount,
      actualAmount: q.actualAmount,
    }),
  );
}
