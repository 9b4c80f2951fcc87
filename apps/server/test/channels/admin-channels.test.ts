import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_PASSWORD_PURPOSE } from '../../src/channels/services/channel-endpoints.ts';
import { ratePlans } from '../../src/db/schema/catalog.ts';
import { channelAriDue, channelConnections, channelRoomTypes } from '../../src/db/schema/channels.ts';
import { auditLog } from '../../src/db/schema/staff.ts';
import { openSecret } from '../../src/lib/secret-box.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type BookingWorld, createBookingWorld } from '../helpers/order-factories.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/** 渠道管理: who may do what, the mapping's refusals in Chinese, and what it leaves due. */
let t: TestApp;
let world: BookingWorld;
let other: BookingWorld;
let admin: StaffSession;
let manager: StaffSession;
let frontDesk: StaffSession;

const connectionBody = {
  name: '携程（SiteMinder）',
  endpoint: 'https://cm.example.test/pmsxchange',
  requestorId: 'GUANGYING',
  username: 'guangying',
  password: 'cm-secret-2026',
  priceAdjustPercent: 8,
};

beforeAll(async () => {
  t = await createTestApp();
  world = await createBookingWorld(t.db, { nights: 30 });
  other = await createBookingWorld(t.db, { nights: 30 });
  admin = await signIn(t.app, (await createStaff(t.db, { role: 'admin' })).username);
  manager = await signIn(
    t.app,
    (await createStaff(t.db, { role: 'manager', hotelIds: [world.hotelId] })).username,
  );
  frontDesk = await signIn(
    t.app,
    (await createStaff(t.db, { role: 'frontdesk', hotelIds: [world.hotelId] })).username,
  );
});
afterAll(() => t.close());

async function createConnection(body: Record<string, unknown> = connectionBody) {
  return staffCall(t.app, admin, { method: 'POST', url: '/admin/api/channels', payload: body });
}

const mapping = (w: BookingWorld) => ({
  channelHotelCode: 'CTRIP001',
  roomTypes: [{ rtCode: w.roomTypeCode, channelRoomCode: 'DLX', allotment: 5 }],
  ratePlans: [
    { rtCode: w.roomTypeCode, rateCode: 'FC', channelRateCode: 'BAR' },
    { rtCode: w.roomTypeCode, rateCode: 'NRF', channelRateCode: 'NRF' },
  ],
});

describe('渠道管理', () => {
  let id: number;

  it('lets a group administrator create a connection, its password sealed and never shown or logged', async () => {
    const res = await createConnection();
    expect(res.json()).toMatchObject({ success: true, message: '已保存' });
    id = res.json().data.id;
    const [row] = await t.db.select().from(channelConnections).where(eq(channelConnections.id, id));
    expect(row?.passwordSealed).not.toContain('cm-secret');
    expect(openSecret(t.config.appSecret, CHANNEL_PASSWORD_PURPOSE, row?.passwordSealed ?? '')).toBe(
      'cm-secret-2026',
    );
    expect(row?.priceAdjustBp).toBe(800);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'channel'));
    expect(JSON.stringify(audit)).not.toContain('cm-secret');
    expect(
      JSON.stringify((await staffCall(t.app, admin, { url: '/admin/api/channels' })).json()),
    ).not.toContain('cm-secret');
  });

  it('refuses a second connection of the same name and bad settings, in Chinese, changing nothing', async () => {
    expect((await createConnection()).json()).toMatchObject({ success: false, message: '已有同名渠道' });
    const bad = await createConnection({
      ...connectionBody,
      name: '美团',
      endpoint: 'ftp://x',
      priceAdjustPercent: 8.123,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/接口地址|价格调整/);
    expect(await t.db.select().from(channelConnections)).toHaveLength(1);
  });

  it('keeps the connections to administrators: a manager and the front desk are refused', async () => {
    const byManager = await staffCall(t.app, manager, {
      method: 'POST',
      url: '/admin/api/channels',
      payload: { ...connectionBody, name: '飞猪' },
    });
    expect(byManager.statusCode).toBe(403);
    expect((await staffCall(t.app, frontDesk, { url: '/admin/api/channels' })).statusCode).toBe(403);
    // a manager sees the connection to map their hotel, but not where it is or who we are there
    const seen = (await staffCall(t.app, manager, { url: '/admin/api/channels' })).json().data;
    expect(seen).toEqual([
      expect.objectContaining({ id, name: connectionBody.name, endpoint: null, username: null }),
    ]);
  });

  it('lets a manager map their hotel, then sends its nights in full', async () => {
    const res = await staffCall(t.app, manager, {
      method: 'PUT',
      url: `/admin/api/channels/${id}/hotels/${world.hotelCode}`,
      payload: mapping(world),
    });
    expect(res.json()).toMatchObject({ success: true, message: '已保存映射，并已安排全量同步' });
    const read = (
      await staffCall(t.app, manager, { url: `/admin/api/channels/${id}/hotels/${world.hotelCode}` })
    ).json().data;
    expect(read).toMatchObject({
      channelHotelCode: 'CTRIP001',
      roomTypes: [
        {
          rtCode: world.roomTypeCode,
          channelRoomCode: 'DLX',
          allotment: 5,
          ratePlans: [
            expect.objectContaining({ rateCode: 'FC', channelRateCode: 'BAR' }),
            expect.objectContaining({ rateCode: 'NRF', channelRateCode: 'NRF' }),
          ],
        },
      ],
    });
    const due = await t.db.select().from(channelAriDue).where(eq(channelAriDue.connectionId, id));
    expect(due.length).toBeGreaterThanOrEqual(29);
    const list = (await staffCall(t.app, manager, { url: '/admin/api/channels' })).json().data;
    expect(list[0]).toMatchObject({
      hotels: [{ hotelCode: world.hotelCode, channelHotelCode: 'CTRIP001' }],
      dueNights: due.length,
    });
  });

  it('refuses another hotel to a manager, and says what is wrong with a mapping, changing nothing', async () => {
    const elsewhere = await staffCall(t.app, manager, {
      method: 'PUT',
      url: `/admin/api/channels/${id}/hotels/${other.hotelCode}`,
      payload: mapping(other),
    });
    expect(elsewhere.statusCode).toBe(403);
    const before = await t.db.select().from(channelRoomTypes);
    const refusals: [unknown, string][] = [
      [{ ...mapping(world), roomTypes: [{ rtCode: 'NOPE', channelRoomCode: 'DLX' }] }, '房型 NOPE 不存在'],
      [
        {
          ...mapping(world),
          ratePlans: [{ rtCode: world.roomTypeCode, rateCode: 'XX', channelRateCode: 'X' }],
        },
        `房价 ${world.roomTypeCode}/XX 不存在或不属于所选房型`,
      ],
      [{ ...mapping(world), roomTypes: [] }, `房价 ${world.roomTypeCode}/FC 的房型未映射到该渠道`],
    ];
    for (const [payload, message] of refusals) {
      const res = await staffCall(t.app, manager, {
        method: 'PUT',
        url: `/admin/api/channels/${id}/hotels/${world.hotelCode}`,
        payload,
      });
      expect(res.json(), message).toMatchObject({ success: false, message });
    }
    await t.db
      .update(ratePlans)
      .set({ active: false })
      .where(eq(ratePlans.id, world.ratePlanIds.NRF as number));
    const inactive = await staffCall(t.app, manager, {
      method: 'PUT',
      url: `/admin/api/channels/${id}/hotels/${world.hotelCode}`,
      payload: mapping(world),
    });
    expect(inactive.json()).toMatchObject({
      success: false,
      message: `房价 ${world.roomTypeCode}/NRF 已停用，不能映射到渠道`,
    });
    await t.db
      .update(ratePlans)
      .set({ active: true })
      .where(eq(ratePlans.id, world.ratePlanIds.NRF as number));
    expect(await t.db.select().from(channelRoomTypes)).toEqual(before);
  });

  it('queues 全量同步 of 30, 90 or 180 nights and 重新发送 of what a channel refused', async () => {
    await t.db.delete(channelAriDue);
    const sync = await staffCall(t.app, manager, {
      method: 'POST',
      url: `/admin/api/channels/${id}/sync`,
      payload: { nights: 30, hotelCode: world.hotelCode },
    });
    expect(sync.json()).toMatchObject({ success: true, message: '已安排全量同步30天' });
    expect((await t.db.select().from(channelAriDue)).length).toBeGreaterThanOrEqual(29);
    const odd = await staffCall(t.app, manager, {
      method: 'POST',
      url: `/admin/api/channels/${id}/sync`,
      payload: { nights: 45, hotelCode: world.hotelCode },
    });
    expect(odd.json()).toMatchObject({ success: false, message: '全量同步可选30、90或180天' });

    await t.db
      .update(channelRoomTypes)
      .set({ lastError: '402 Invalid room type', tries: 3, nextTryAt: new Date(Date.now() + 600_000) });
    const problems = (await staffCall(t.app, manager, { url: '/admin/api/channels' })).json().data[0]
      .problems;
    expect(problems).toEqual([
      expect.objectContaining({ rtCode: world.roomTypeCode, error: '402 Invalid room type', tries: 3 }),
    ]);
    const resend = await staffCall(t.app, manager, {
      method: 'POST',
      url: `/admin/api/channels/${id}/resend`,
    });
    expect(resend.json()).toMatchObject({ success: true, message: '已重新发送' });
    const [mapped] = await t.db.select().from(channelRoomTypes);
    expect(mapped?.nextTryAt).toBeNull();
  });
});
