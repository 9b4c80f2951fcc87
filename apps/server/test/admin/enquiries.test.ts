import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingEnquiries } from '../../src/db/schema/content.ts';
import { enquiryNotes } from '../../src/db/schema/enquiries.ts';
import { auditLog } from '../../src/db/schema/staff.ts';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createBrand, createCity, createHotel } from '../helpers/factories.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/** 会议询价: administrators see every hotel's enquiries, managers their own; others are refused. */
let t: TestApp;
let admin: StaffSession;
let manager: StaffSession;
type Hotel = { id: number; hotelCode: string; name: string };
let hotelA: Hotel;
let hotelB: Hotel;
const tomorrow = addDays(shanghaiDate(), 1);

beforeAll(async () => {
  t = await createTestApp();
  const city = await createCity(t.db);
  const brand = await createBrand(t.db);
  hotelA = await createHotel(t.db, { cityId: city.id, brandId: brand.id });
  hotelB = await createHotel(t.db, { cityId: city.id, brandId: brand.id });
  admin = await signIn(t.app, (await createStaff(t.db, { role: 'admin' })).username);
  manager = await signIn(
    t.app,
    (await createStaff(t.db, { role: 'manager', hotelIds: [hotelA.id] })).username,
  );
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
async function createEnquiry(hotel: Hotel, values: Partial<typeof meetingEnquiries.$inferInsert> = {}) {
  counter += 1;
  const [row] = await t.db
    .insert(meetingEnquiries)
    .values({
      hotelId: hotel.id,
      hotelCode: hotel.hotelCode,
      hotelName: hotel.name,
      applyName: `申请人${counter}`,
      contactPhone: '13800138000',
      meetingType: '商务会议',
      peopleNums: '10-50人',
      beginTime: new Date(`${tomorrow}T09:00:00+08:00`),
      endTime: new Date(`${tomorrow}T17:30:00+08:00`),
      note: '需要投影仪',
      ...values,
    })
    .returning();
  if (!row) throw new Error('no enquiry');
  return row;
}

/** What a follow-up may write: the enquiry's status, its history and the audit log. */
async function footprint(id: number) {
  const [row] = await t.db.select().from(meetingEnquiries).where(eq(meetingEnquiries.id, id));
  return {
    status: row?.status,
    notes: await t.db.$count(enquiryNotes, eq(enquiryNotes.enquiryId, id)),
    audit: await t.db.$count(
      auditLog,
      and(eq(auditLog.entityType, 'enquiry'), eq(auditLog.entityId, String(id))),
    ),
  };
}

function followUp(session: StaffSession, id: number, payload: unknown) {
  return staffCall(t.app, session, { method: 'POST', url: `/admin/api/enquiries/${id}/notes`, payload });
}

describe('who may use 会议询价', () => {
  it('refuses 前台 and 内容编辑 every call with 403 无权限执行此操作, and changes nothing', async () => {
    const enquiry = await createEnquiry(hotelA);
    const before = await footprint(enquiry.id);
    for (const role of ['frontdesk', 'editor'] as const) {
      const session = await signIn(
        t.app,
        (await createStaff(t.db, { role, hotelIds: role === 'frontdesk' ? [hotelA.id] : [] })).username,
      );
      for (const res of [
        await staffCall(t.app, session, { url: '/admin/api/enquiries' }),
        await staffCall(t.app, session, { url: `/admin/api/enquiries/${enquiry.id}` }),
        await followUp(session, enquiry.id, { status: 'contacted', note: '已电话联系' }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('无权限执行此操作');
      }
    }
    expect(await footprint(enquiry.id)).toEqual(before);
  });

  it("answers a manager another hotel's enquiry by id as an unknown one, refuses its hotel filter, and changes nothing", async () => {
    const other = await createEnquiry(hotelB);
    const before = await footprint(other.id);
    const detail = await staffCall(t.app, manager, { url: `/admin/api/enquiries/${other.id}` });
    const change = await followUp(manager, other.id, { status: 'won', note: '抢单' });
    // ids are sequential: another hotel's enquiry answers as none at all
    for (const res of [detail, change]) {
      expect([res.statusCode, res.json().message]).toEqual([404, '询价不存在']);
    }
    const filtered = await staffCall(t.app, manager, {
      url: '/admin/api/enquiries',
      query: { hotelCode: hotelB.hotelCode },
    });
    expect([filtered.statusCode, filtered.json().message]).toEqual([403, '无权限执行此操作']);
    expect(await footprint(other.id)).toEqual(before);
    // an enquiry that names no hotel row belongs to the group, not to a manager
    const orphan = await createEnquiry(hotelA, { hotelId: null });
    expect((await staffCall(t.app, manager, { url: `/admin/api/enquiries/${orphan.id}` })).statusCode).toBe(
      404,
    );
    expect((await staffCall(t.app, admin, { url: `/admin/api/enquiries/${orphan.id}` })).statusCode).toBe(
      200,
    );
  });
});

describe('the list', () => {
  it("shows a manager only their hotels' enquiries and the administrator every hotel's, newest first", async () => {
    const a = await createEnquiry(hotelA);
    const b = await createEnquiry(hotelB);
    const mine = await staffCall(t.app, manager, { url: '/admin/api/enquiries', query: { pageSize: '100' } });
    const ids = mine.json().data.rows.map((r: { id: number }) => r.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect(mine.json().data.rows.every((r: { hotelCode: string }) => r.hotelCode === hotelA.hotelCode)).toBe(
      true,
    );

    const all = await staffCall(t.app, admin, { url: '/admin/api/enquiries', query: { pageSize: '100' } });
    const allIds: number[] = all.json().data.rows.map((r: { id: number }) => r.id);
    expect(allIds).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(allIds.indexOf(b.id)).toBeLessThan(allIds.indexOf(a.id));
    expect(all.json().data.rows.find((r: { id: number }) => r.id === b.id)).toEqual({
      id: b.id,
      hotelCode: hotelB.hotelCode,
      hotelName: hotelB.name,
      applyName: b.applyName,
      contactPhone: '13800138000',
      meetingType: '商务会议',
      peopleNums: '10-50人',
      beginTime: `${tomorrow} 09:00`,
      endTime: `${tomorrow} 17:30`,
      status: 'new',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
  });

  it('filters by hotel, status and the day the enquiry came in', async () => {
    const old = await createEnquiry(hotelB, { createdAt: new Date('2026-01-10T10:00:00+08:00') });
    const won = await createEnquiry(hotelB, { status: 'won' });
    const list = async (query: Record<string, string>) =>
      (await staffCall(t.app, admin, { url: '/admin/api/enquiries', query: { pageSize: '100', ...query } }))
        .json()
        .data.rows.map((r: { id: number }) => r.id);
    expect(await list({ hotelCode: hotelB.hotelCode, status: 'won' })).toEqual([won.id]);
    expect(await list({ from: '2026-01-10', to: '2026-01-10' })).toEqual([old.id]);
    expect(await list({ to: '2026-01-09' })).toEqual([]);
    expect(await list({ hotelCode: hotelA.hotelCode })).not.toContain(won.id);
    expect(await list({ hotelCode: 'NOSUCH' })).toEqual([]);
    for (const [query, message] of [
      [{ status: 'done' }, '状态有误'],
      [{ from: '2026-02-30' }, '日期格式有误'],
    ] as const) {
      const res = await staffCall(t.app, admin, { url: '/admin/api/enquiries', query });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('shows an enquiry sent from the public meetings page as 新询价', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/crsapi/v1/meetingbook/meetingbook',
      payload: {
        applyName: '赵六',
        contactPhone: '13900139000',
        meetingType: '培训',
        peopleNums: '50-100人',
        beginTime: `${tomorrow} 09:00:00`,
        endTime: `${tomorrow} 12:00:00`,
        note: '',
        hotelCode: hotelA.hotelCode,
        hotelName: hotelA.name,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await t.db.select().from(meetingEnquiries).where(eq(meetingEnquiries.applyName, '赵六'));
    const id = stored?.id ?? 0;
    const detail = await staffCall(t.app, manager, { url: `/admin/api/enquiries/${id}` });
    expect(detail.json().data).toMatchObject({ applyName: '赵六', status: 'new', history: [] });
  });
});

describe('following up', () => {
  it('the manager marks 已联系 with a note: status, one history entry with who and when, one audit row', async () => {
    const enquiry = await createEnquiry(hotelA);
    const res = await followUp(manager, enquiry.id, {
      status: 'contacted',
      note: ' 已电话联系，周五看场地 ',
    });
    expect(res.json()).toMatchObject({
      success: true,
      message: '保存成功',
      data: {
        id: enquiry.id,
        status: 'contacted',
        note: '需要投影仪',
        history: [
          {
            status: 'contacted',
            note: '已电话联系，周五看场地',
            staffName: expect.stringMatching(/^员工/),
            at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
          },
        ],
      },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'enquiry'), eq(auditLog.entityId, String(enquiry.id))));
    expect(entry).toMatchObject({
      action: 'status.change',
      staffId: manager.staffId,
      hotelId: hotelA.id,
      before: { status: 'new' },
      after: { status: 'contacted', note: '已电话联系，周五看场地' },
    });

    // a later note is added below; the first entry stays as it was
    await followUp(admin, enquiry.id, { note: '客户要求报价单' });
    const won = await followUp(manager, enquiry.id, { status: 'won', note: '' });
    expect(won.json().data.status).toBe('won');
    expect(
      won.json().data.history.map((h: { status: string | null; note: string }) => [h.status, h.note]),
    ).toEqual([
      ['contacted', '已电话联系，周五看场地'],
      [null, '客户要求报价单'],
      ['won', ''],
    ]);
    expect((await footprint(enquiry.id)).audit).toBe(3);
  });

  it('refuses a follow-up with nothing in it, a bad status, a long note or an unknown enquiry, changing nothing', async () => {
    const enquiry = await createEnquiry(hotelA, { status: 'contacted' });
    const before = await footprint(enquiry.id);
    for (const [payload, message] of [
      [{}, '请选择新的状态或填写备注'],
      [{ note: '   ' }, '请选择新的状态或填写备注'],
      [{ status: 'contacted' }, '请选择新的状态或填写备注'],
      [{ status: 'closed' }, '状态有误'],
      [{ status: 'won', note: '长'.repeat(501) }, '备注不能超过500字'],
      [{ note: 42 }, '备注不能超过500字'],
    ] as const) {
      const res = await followUp(manager, enquiry.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const missing = await followUp(admin, 2_147_483_647, { status: 'won' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('询价不存在');
    expect(await footprint(enquiry.id)).toEqual(before);
  });
});
