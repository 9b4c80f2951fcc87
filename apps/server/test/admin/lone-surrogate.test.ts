import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingEnquiries } from '../../src/db/schema/content.ts';
import { auditLog } from '../../src/db/schema/staff.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createBrand, createCity, createHotel } from '../helpers/factories.ts';
import { insertMemberLevels, insertTestMember } from '../helpers/member-factories.ts';
import { createStaff, type StaffSession, signIn, staffCall } from '../helpers/staff.ts';

/**
 * A lone UTF-16 surrogate ("\ud800" in JSON, without its pair) in a back-office text field (issue 25:
 * five calls answered 500 服务器繁忙, the audit log's JSON refusing the character). It is refused at
 * validation like a NUL, with the field's own message, and nothing is written.
 */
let t: TestApp;
let admin: StaffSession;
const LONE = '\ud800';
let calls: { name: string; method: 'POST' | 'PUT'; url: string; payload: unknown; message: string }[];

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  admin = await signIn(t.app, (await createStaff(t.db, { role: 'admin' })).username);
  await insertMemberLevels(t.db);
  const member = await insertTestMember(t.db);
  const staff = await createStaff(t.db, { role: 'editor' });
  const city = await createCity(t.db);
  const hotel = await createHotel(t.db, { cityId: city.id, brandId: (await createBrand(t.db)).id });
  const [enquiry] = await t.db
    .insert(meetingEnquiries)
    .values({
      hotelId: hotel.id,
      hotelCode: hotel.hotelCode,
      hotelName: hotel.name,
      applyName: '张三',
      contactPhone: '13800138000',
      meetingType: '商务会议',
      peopleNums: '10-50人',
      beginTime: new Date('2030-05-01T09:00:00+08:00'),
      endTime: new Date('2030-05-01T17:30:00+08:00'),
      note: '',
    })
    .returning();
  calls = [
    {
      name: '调整积分',
      method: 'POST',
      url: `/admin/api/members/${member.id}/points`,
      payload: { change: 100, reason: `补发${LONE}` },
      message: '请填写原因',
    },
    {
      name: '调整储值',
      method: 'POST',
      url: `/admin/api/members/${member.id}/balance`,
      payload: { change: 10, reason: LONE },
      message: '请填写原因',
    },
    {
      name: '询价备注',
      method: 'POST',
      url: `/admin/api/enquiries/${enquiry?.id}/notes`,
      payload: { note: `已致电${LONE}` },
      message: '备注不能超过500字',
    },
    {
      name: '页面标题',
      method: 'PUT',
      url: '/admin/api/content/pages/footer:contactUs',
      payload: { title: `联系我们${LONE}`, content: '<p>电话</p>' },
      message: '标题为1-100个字',
    },
    {
      name: '员工姓名',
      method: 'PUT',
      url: `/admin/api/staff/${staff.id}`,
      payload: { displayName: `李${LONE}`, role: 'editor', hotelCodes: [], active: true },
      message: '姓名为1-20个字',
    },
  ];
});
afterAll(async () => {
  await t.close();
});

describe('a lone surrogate in a back-office text field', () => {
  it('is refused with the field’s message, never 500, and nothing is written', async () => {
    const audited = await t.db.$count(auditLog);
    for (const call of calls) {
      const res = await staffCall(t.app, admin, call);
      expect([call.name, res.statusCode, res.json().message]).toEqual([call.name, 400, call.message]);
    }
    expect(await t.db.$count(auditLog)).toBe(audited);
  });
});
