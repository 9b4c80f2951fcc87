import { meetingbookResponse } from '@hotel/shared/api/meeting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shanghaiDate } from '../../src/lib/time.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createBrand, createCity, createHotel, meetingEnquiriesOf } from '../helpers/factories.ts';

const HOTEL_CODE = 'MT0001';
const HOTEL_NAME = '光影智能酒店（会议中心店）';
/** A hotel no accepted enquiry is ever sent to, so its enquiry count shows refusals wrote nothing. */
const REFUSED_CODE = 'MT0002';

const tomorrow = addDays(shanghaiDate(), 1);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    prepare: async (db) => {
      const city = await createCity(db);
      const brand = await createBrand(db);
      const refs = { cityId: city.id, brandId: brand.id };
      await createHotel(db, refs, { hotelCode: HOTEL_CODE, name: HOTEL_NAME });
      await createHotel(db, refs, { hotelCode: REFUSED_CODE, name: '光影康养酒店' });
    },
  });
});

afterAll(async () => {
  await t.close();
});

function meetingbook(body: Record<string, unknown>, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/meetingbook/meetingbook',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const form = {
  applyName: '张三',
  contactPhone: '13800138000',
  meetingType: '商务会议',
  peopleNums: '10-50人',
  beginTime: `${tomorrow} 09:00:00`,
  endTime: `${tomorrow} 17:30:00`,
  note: '需要投影仪和茶歇',
  hotelCode: HOTEL_CODE,
  hotelName: '别的酒店',
};

describe('POST /crsapi/v1/meetingbook/meetingbook', () => {
  it("stores the enquiry with the hotel's real name and echoes the fields with msg", async () => {
    const res = await meetingbook(form);
    expect(res.statusCode, res.body).toBe(200);
    const body = meetingbookResponse.parse(res.json());
    expect(body).toMatchObject({
      success: true,
      statusCode: 200,
      message: '预约会议成功',
      msg: '预约会议成功',
      applyName: '张三',
      contactPhone: '13800138000',
      meetingType: '商务会议',
      peopleNums: '10-50人',
      beginTime: `${tomorrow} 09:00:00`,
      endTime: `${tomorrow} 17:30:00`,
      note: '需要投影仪和茶歇',
      hotelCode: HOTEL_CODE,
      hotelName: HOTEL_NAME,
    });
    const stored = (await meetingEnquiriesOf(t.db, HOTEL_CODE)).find((row) => row.id === body.id);
    expect(stored).toMatchObject({
      applyName: '张三',
      contactPhone: '13800138000',
      meetingType: '商务会议',
      peopleNums: '10-50人',
      note: '需要投影仪和茶歇',
      hotelCode: HOTEL_CODE,
      hotelName: HOTEL_NAME,
    });
    expect(stored?.hotelId).toEqual(expect.any(Number));
    // times are Asia/Shanghai wall-clock times
    expect(stored?.beginTime.toISOString()).toBe(new Date(`${tomorrow}T09:00:00+08:00`).toISOString());
    expect(stored?.endTime.toISOString()).toBe(new Date(`${tomorrow}T17:30:00+08:00`).toISOString());
  });

  it('takes the bare attendee ranges of the spec and stores them as the form shows them', async () => {
    const res = await meetingbook({ ...form, peopleNums: '50-100', note: undefined, hotelName: undefined });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ peopleNums: '50-100人', note: '', hotelName: HOTEL_NAME });
  });

  it("takes 500 characters of the guest's own after the layout line the form puts first", async () => {
    const note = `会场布局：剧院式；${'会'.repeat(500)}`;
    const res = await meetingbook({ ...form, note }, '10.20.30.50');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, note });
  });

  describe('refuses with the first problem in the order of the form', () => {
    const steps: [string, Record<string, unknown>, string][] = [
      ['nothing at all', {}, '请输入申请人'],
      ['a blank applicant', { applyName: '   ' }, '请输入申请人'],
      ['only the applicant', { applyName: '张三' }, '选择会议类型'],
      ['no attendee range', { applyName: '张三', meetingType: '培训' }, '选择会议人数'],
      [
        'an attendee range not offered',
        { applyName: '张三', meetingType: '培训', peopleNums: '5人' },
        '选择会议人数',
      ],
      ['no phone', { applyName: '张三', meetingType: '培训', peopleNums: '100人以上' }, '请输入正确的手机号'],
      [
        'a wrong phone',
        { applyName: '张三', meetingType: '培训', peopleNums: '100人以上', contactPhone: '2380013800' },
        '请输入正确的手机号',
      ],
      [
        'no time',
        { applyName: '张三', meetingType: '培训', peopleNums: '100人以上', contactPhone: '13800138000' },
        '请选择会议时间',
      ],
    ];
    it.each(steps)('%s', async (_, body, message) => {
      const res = await meetingbook({ hotelCode: REFUSED_CODE, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, statusCode: 400, message, msg: message });
    });

    const withForm: [string, Record<string, unknown>, string][] = [
      ['only a begin time', { endTime: '' }, '请选择会议时间'],
      ['a time in another form', { beginTime: `${tomorrow} 9:00` }, '会议时间格式有误'],
      ['a time that is no date', { endTime: '2026-02-30 10:00:00' }, '会议时间格式有误'],
      ['an end before the begin', { endTime: `${tomorrow} 08:00:00` }, '结束时间须晚于开始时间'],
      ['an end equal to the begin', { endTime: form.beginTime }, '结束时间须晚于开始时间'],
      [
        'a begin in the past',
        { beginTime: '2020-01-01 09:00:00', endTime: '2020-01-01 10:00:00' },
        '会议开始时间不能早于当前时间',
      ],
      ['a note over 500 characters', { note: '会'.repeat(501) }, '备注不能超过500字'],
      [
        'a note over 500 characters after the layout line',
        { note: `会场布局：宴会式；${'会'.repeat(501)}` },
        '备注不能超过500字',
      ],
      ['an applicant over 30 characters', { applyName: '张'.repeat(31) }, '申请人不能超过30个字'],
      ['a meeting type over 30 characters', { meetingType: '会'.repeat(31) }, '会议类型不能超过30个字'],
      ['no hotel code', { hotelCode: '' }, '请提供酒店编码'],
      ['a wrong type for the applicant', { applyName: 42 }, '请输入申请人'],
    ];
    it.each(withForm)('%s', async (_, change, message) => {
      const res = await meetingbook({ ...form, hotelCode: REFUSED_CODE, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, statusCode: 400, message });
    });

    it('writes no row for any refusal', async () => {
      expect(await meetingEnquiriesOf(t.db, REFUSED_CODE)).toEqual([]);
    });
  });

  it('answers 404 酒店不存在 for an unknown hotel and stores nothing', async () => {
    const res = await meetingbook({ ...form, hotelCode: 'NOPE01' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, statusCode: 404, message: '酒店不存在' });
    expect(await meetingEnquiriesOf(t.db, 'NOPE01')).toEqual([]);
  });

  it('turns a script away after 20 enquiries an hour from one address', async () => {
    const ip = '10.20.30.40';
    for (let i = 0; i < 20; i += 1) {
      expect((await meetingbook(form, ip)).statusCode).toBe(200);
    }
    const res = await meetingbook(form, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, statusCode: 429 });
    expect((await meetingbook(form, '10.20.30.41')).statusCode).toBe(200);
  });
});
