import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  countRows,
  createBookingMember,
  createBookingWorld,
  orderById,
  submitBody,
  submitOrderRequest,
  takenByNight,
} from '../helpers/order-factories.ts';

/**
 * The guests of a booking (issue 10): one guest name per room and the adults and children of the
 * search go with submitOrder, the order keeps them, and a client of the spec's call table, which
 * sends neither, still books.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function detailRequest(token: string, orderId: number) {
  return t.app.inject({
    method: 'GET',
    url: '/crsapi/v1/order/getOrderDetail',
    query: { orderId: String(orderId) },
    headers: { usertoken: token },
  });
}

function allOrderRequest(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/crsapi/v1/order/getAllOrder',
    headers: { usertoken: token },
    payload: { state: 100 },
  });
}

describe('the guests of a booking', () => {
  it('keeps a guest name per room and the adults and children, with the first room’s guest as revUser', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    const res = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(
        world,
        { roomQty: 3 },
        { revUser: '张三', guestNames: [' 张三 ', '李四', 'Wang Wu'], adultNum: 4, childrenNum: 2 },
      ),
    );
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data;

    expect(await orderById(t.db, id)).toMatchObject({
      revUser: '张三',
      guestNames: ['张三', '李四', 'Wang Wu'],
      adultNum: 4,
      childrenNum: 2,
    });
    const guests = { revUser: '张三', guestNames: ['张三', '李四', 'Wang Wu'], adultNum: 4, childrenNum: 2 };
    expect((await detailRequest(member.token, id)).json().data).toMatchObject(guests);
    expect((await allOrderRequest(member.token)).json().data).toEqual([expect.objectContaining(guests)]);
  });

  it('books for a client of the spec’s call table: the booker as the only name, an adult a room, no children', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    const res = await submitOrderRequest(t.app, member.token, submitBody(world, { roomQty: 2 }));
    expect(res.statusCode).toBe(200);
    expect((await detailRequest(member.token, res.json().data.id)).json().data).toMatchObject({
      revUser: '张三',
      guestNames: ['张三'],
      adultNum: 2,
      childrenNum: 0,
    });
  });

  it('takes three guests in a room and no more', async () => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    const full = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(world, { roomQty: 2 }, { guestNames: ['张三', '李四'], adultNum: 2, childrenNum: 4 }),
    );
    expect(full.statusCode).toBe(200);
    const crowded = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(world, { roomQty: 2 }, { guestNames: ['张三', '李四'], adultNum: 3, childrenNum: 4 }),
    );
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().message).toBe('每间客房最多可入住3位客人');
  });

  it.each([
    [{ guestNames: ['张三'] }, '请为每间客房填写一位入住人姓名'],
    [{ guestNames: ['张三', '李四', '王五'] }, '请为每间客房填写一位入住人姓名'],
    [{ guestNames: ['李四', '张三'] }, '请为每间客房填写一位入住人姓名'],
    [{ guestNames: '张三,李四' }, '请为每间客房填写一位入住人姓名'],
    [{ guestNames: ['张三', ' '] }, '请输入姓氏和名字'],
    [{ guestNames: ['张三', '名'.repeat(51)] }, '请输入姓氏和名字'],
    [{ guestNames: ['张三', 7] }, '请输入姓氏和名字'],
    [{ adultNum: 1 }, '入住人数有误，每间客房至少1位成人'],
    [{ adultNum: 0 }, '入住人数有误，每间客房至少1位成人'],
    [{ adultNum: 2.5 }, '入住人数有误，每间客房至少1位成人'],
    [{ adultNum: 'two' }, '入住人数有误，每间客房至少1位成人'],
    [{ childrenNum: -1 }, '入住人数有误，每间客房至少1位成人'],
    [{ adultNum: 5, childrenNum: 2 }, '每间客房最多可入住3位客人'],
    [{ childrenNum: 5 }, '每间客房最多可入住3位客人'],
    [{ adultNum: 99 }, '每间客房最多可入住3位客人'],
  ])('refuses %o for two rooms with a Chinese message and writes nothing', async (bad, message) => {
    const world = await createBookingWorld(t.db);
    const member = await createBookingMember(t.db);
    const before = await countRows(t.db);
    const res = await submitOrderRequest(
      t.app,
      member.token,
      submitBody(world, { roomQty: 2 }, { guestNames: ['张三', '李四'], ...bad }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, statusCode: 400, message });
    expect(await countRows(t.db)).toEqual(before);
    expect(await takenByNight(t.db, world.roomTypeId)).toEqual({});
  });
});
