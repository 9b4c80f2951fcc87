import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type StaffApi, staffApi } from './helpers/admin.ts';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import {
  api,
  type BookedOrder,
  HOTEL,
  type Member,
  memberPage,
  money,
  newMember,
  openOrder,
  payByWeChatElsewhere,
  shanghaiDate,
  shows,
} from './helpers/guest-orders.ts';
import { siteUnderTest } from './helpers/site.ts';

/**
 * The member centre after a booking: the welcome coupon under 我的抵用券, a booking that spends it
 * and some points, the order's own page (every amount, the history, the free-cancellation deadline
 * and the refund preview), cancelling there (coupon and points come back), and 再次预订.
 */
const site = siteUnderTest();

let admin: Promise<StaffApi> | undefined;

/** Points a member of staff gives the member (会员管理 › 调整积分), so the booking can spend some. */
async function grantPoints(member: Member, change: number): Promise<void> {
  admin ??= staffApi(site.baseUrl, 'admin');
  const staff = await admin;
  const found = await staff.call<{ data: { rows: { id: number }[] } }>(`/members?keyword=${member.mobile}`);
  const id = found.body.data.rows[0]?.id;
  if (id === undefined) throw new Error(`no member ${member.mobile}`);
  const adjusted = await staff.call<{ success: boolean }>(`/members/${id}/points`, {
    body: { change, reason: '入住投诉补偿' },
  });
  expect(adjusted.body.success).toBe(true);
}

interface Rate {
  rateCode: string;
  isFreeCancel: 0 | 1;
  available: number;
  bookable: boolean;
}
interface RoomWithRates {
  rtCode: string;
  rateList: Rate[];
}
interface PricedStay {
  hotelName: string;
  roomTypeName: string;
  rateName: string;
  nightlyPrices: { date: string; price: number }[];
  totalAmount: number;
  memberDiscountAmount: number;
  discountAmount: number;
  couponAmount: number;
  couponId: number | null;
  pointsUsed: number;
  pointsAmount: number;
  maxPoints: number;
  actualAmount: number;
  coupons: { id: number; name: string; usable: boolean }[];
}

/**
 * Books two free-cancellation nights from today + `fromDay` as the information step does when the
 * guest picks the welcome coupon and spends `points`: checkInventory prices the stay with both,
 * submitOrder sends those figures back.
 */
async function bookWithCouponAndPoints(
  member: Member,
  fromDay: number,
  points: number,
): Promise<{ order: BookedOrder; priced: PricedStay }> {
  const checkIn = shanghaiDate(fromDay);
  const checkOut = shanghaiDate(fromDay + 2);
  const rooms = await api<RoomWithRates[]>(site, '/crsapi/v1/hotel/getRoomAndRate', {
    HotelCode: HOTEL,
    RoomTypeCode: '',
    CheckIn: checkIn,
    CheckOut: checkOut,
  });
  const fits = (rate: Rate) => rate.bookable && rate.available >= 2 && rate.isFreeCancel === 1;
  const room = rooms.data.find((r) => r.rateList.some(fits));
  const rate = room?.rateList.find(fits);
  if (!room || !rate) throw new Error('no bookable rate');
  const stay = { hotelCode: HOTEL, roomTypeCode: room.rtCode, rateCode: rate.rateCode, roomQty: 1 };

  const offered = await api<PricedStay>(
    site,
    '/crsapi/v1/order/checkInventory',
    { ...stay, checkIn, checkOut },
    member.token,
  );
  const welcome = offered.data.coupons.find((coupon) => coupon.name === '新会员礼券');
  expect(welcome?.usable).toBe(true);
  expect(offered.data.maxPoints).toBeGreaterThanOrEqual(points);
  const priced = await api<PricedStay>(
    site,
    '/crsapi/v1/order/checkInventory',
    { ...stay, checkIn, checkOut, couponId: welcome?.id, pointsUsed: points },
    member.token,
  );
  expect(priced.success).toBe(true);
  expect(priced.data.couponAmount).toBe(30);
  expect(priced.data.pointsAmount).toBe(points / 100);

  const submitted = await api<{ id: number; orderNo: string; revNo: string }>(
    site,
    '/crsapi/v1/order/submitOrder',
    {
      ...stay,
      checkInDate: checkIn,
      checkOutDate: checkOut,
      days: 2,
      roomTypeName: priced.data.roomTypeName,
      rateName: priced.data.rateName,
      revUser: member.name,
      mobile: member.mobile,
      email: '',
      couponUsed: 1,
      couponId: welcome?.id,
      couponUseMoney: priced.data.couponAmount,
      pointsUsed: points,
      totalAmount: priced.data.totalAmount,
      memberDiscountAmount: priced.data.memberDiscountAmount,
      discountAmount: priced.data.discountAmount,
      couponAmount: priced.data.couponAmount,
      pointsAmount: priced.data.pointsAmount,
      actualAmount: priced.data.actualAmount,
    },
    member.token,
  );
  expect(submitted.message).toBe('预订成功');
  return {
    order: {
      ...submitted.data,
      hotelName: priced.data.hotelName,
      checkIn,
      checkOut,
      actualAmount: priced.data.actualAmount,
    },
    priced: priced.data,
  };
}

/** The text of each item of a list in a region of the page. */
function itemsOf(page: Page, region: string): Promise<string[]> {
  return page.getByRole('region', { name: region }).getByRole('listitem').allTextContents();
}

function regionText(page: Page, region: string): Promise<string> {
  return page
    .getByRole('region', { name: region })
    .textContent()
    .then((text) => text ?? '');
}

/** 我的抵用券 with one status tab open: the tab's name (with its count) and the coupons' texts. */
async function openCoupons(page: Page, tab: RegExp) {
  await page.goto(`${site.baseUrl}/courtesy?tab=coupons`);
  const panel = page.getByRole('tabpanel', { name: '我的抵用券' });
  const status = panel.getByRole('tab', { name: tab });
  await status.click();
  await expect.poll(() => status.getAttribute('aria-selected')).toBe('true');
  return { panel, status };
}

/** 我的积分: the balance line and the history's rows. */
async function openPoints(page: Page) {
  await page.goto(`${site.baseUrl}/courtesy?tab=points`);
  const panel = page.getByRole('tabpanel', { name: '我的积分' });
  await expect.poll(() => panel.getByText('100积分抵¥1，最多抵订单金额的50%').isVisible()).toBe(true);
  return panel;
}

async function pointsRows(page: Page): Promise<string[]> {
  const panel = await openPoints(page);
  return panel.getByRole('table', { name: '积分明细' }).locator('tbody tr').allInnerTexts();
}

describe('my order, coupons and points in the member centre', () => {
  for (const [label, viewport, fromDay, name] of [
    ['1280', DESKTOP, 40, '孙权'],
    ['375', PHONE, 43, '陆逊'],
  ] as const) {
    it(`spends the welcome coupon and points, reads the order, cancels it and books again at ${label} px`, async () => {
      const member = await newMember(site, name);
      const { page, errors } = await memberPage(site, member, viewport);

      // the welcome coupon of registration
      const fresh = await openCoupons(page, /^可用（/);
      expect(await fresh.status.textContent()).toBe('可用（1）');
      const welcome = fresh.panel.getByRole('listitem', { name: '新会员礼券' });
      await expect.poll(() => welcome.isVisible()).toBe(true);
      const card = (await welcome.textContent()) ?? '';
      for (const part of ['¥30', '¥30 满200可用', '适用酒店全部酒店', '有效期']) expect(card).toContain(part);
      await screenshot(page, `member-coupons-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // 1,000 points from the front office, 500 of them and the coupon spent on a booking paid by WeChat
      await grantPoints(member, 1000);
      const { order, priced } = await bookWithCouponAndPoints(member, fromDay, 500);
      await payByWeChatElsewhere(site, page, member, order);

      // from My booking to the order's page
      const upcoming = await openOrder(site, page, '待入住', order);
      await screenshot(page, `member-booking-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await upcoming.getByRole('link', { name: `订单详情 ${order.orderNo}` }).click();
      await page.waitForURL(`${site.baseUrl}/courtesy/orders/${order.id}`);
      await expect.poll(() => page.getByRole('region', { name: '费用明细' }).isVisible()).toBe(true);

      const amounts = await regionText(page, '费用明细');
      expect(amounts).toContain(`房费（门市价）${money(priced.totalAmount)}`);
      if (priced.memberDiscountAmount > 0)
        expect(amounts).toContain(`会员价优惠-${money(priced.memberDiscountAmount)}`);
      expect(amounts).toContain('抵用券-¥30.00');
      expect(amounts).toContain('积分抵扣（500积分）-¥5.00');
      expect(amounts).toContain(`实付金额${money(order.actualAmount)}`);
      expect(await itemsOf(page, '费用明细')).toEqual(
        priced.nightlyPrices.map((night) => `${night.date}${money(night.price)}`),
      );
      const stay = await regionText(page, '入住信息');
      for (const part of [
        order.hotelName,
        priced.roomTypeName,
        `${order.checkIn} 至 ${order.checkOut}`,
        member.name,
      ])
        expect(stay).toContain(part);
      expect(await regionText(page, '支付与发票')).toContain('支付方式微信支付');
      const history = await itemsOf(page, '订单记录');
      expect(history.map((event) => event.replace(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, ''))).toEqual([
        '提交订单',
        '支付成功（微信支付）',
      ]);
      const terms = await regionText(page, '取消政策');
      expect(terms).toContain(`${order.checkIn} 18:00 前可免费取消`);
      expect(terms).toContain(
        `现在取消已支付的 ${money(order.actualAmount)} 将全额原路退回微信支付。所用抵用券和500积分将退回您的账户。`,
      );
      await screenshot(page, `member-order-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // a reload of its address shows it again
      await page.reload();
      await expect.poll(() => page.getByRole('region', { name: '订单记录' }).isVisible()).toBe(true);

      // the coupon is used by the order, the points are spent
      const used = await openCoupons(page, /^已使用（/);
      expect(await used.status.textContent()).toBe('已使用（1）');
      await expect
        .poll(() => used.panel.getByRole('listitem', { name: '新会员礼券' }).textContent())
        .toContain(`使用订单${order.orderNo}`);
      expect(await used.panel.getByRole('tab', { name: /^可用（/ }).textContent()).toBe('可用（0）');
      await screenshot(page, `member-coupons-used-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);
      const spent = await pointsRows(page);
      expect(spent).toHaveLength(2);
      expect(spent[0]).toContain('抵扣房费');
      expect(spent[0]).toContain('-500');
      expect(spent[0]).toContain(order.orderNo);
      expect(spent[1]).toContain('积分调整');
      expect(spent[1]).toContain('+1,000');

      // cancelling on the order's page, with My booking's confirmation
      await page.goto(`${site.baseUrl}/courtesy/orders/${order.id}`);
      const cancelTerms = page.getByRole('region', { name: '取消政策' });
      await cancelTerms.getByRole('button', { name: '取消订单' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: '此操作将取消已预约订单, 是否继续?' });
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(
        `已支付的 ${money(order.actualAmount)} 将全额原路退回微信支付。`,
      );
      await confirm.getByRole('button', { name: '确定' }).click();
      await shows(page, /^退订成功/);
      await expect
        .poll(() => page.getByRole('region', { name: '订单记录' }).getByText('订单已取消').isVisible())
        .toBe(true);
      expect(await page.getByRole('region', { name: '取消政策' }).count()).toBe(0);
      await expect.poll(() => regionText(page, '支付与发票')).toContain(money(order.actualAmount));
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `member-order-cancelled-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // the coupon and the points came back
      const back = await openCoupons(page, /^可用（/);
      expect(await back.status.textContent()).toBe('可用（1）');
      await expect
        .poll(() => back.panel.getByRole('listitem', { name: '新会员礼券' }).isVisible())
        .toBe(true);
      const returned = await pointsRows(page);
      expect(returned[0]).toContain('订单取消退回');
      expect(returned[0]).toContain('+500');
      await expect
        .poll(() =>
          page
            .getByRole('tabpanel', { name: '我的积分' })
            .getByText('积分余额', { exact: true })
            .locator('..')
            .textContent(),
        )
        .toContain('1,000积分');
      await screenshot(page, `member-points-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // 再次预订: the same hotel's rooms, for tonight (this member has searched for no stay)
      await page.goto(`${site.baseUrl}/courtesy/orders/${order.id}`);
      await page.getByRole('link', { name: '再次预订' }).click();
      await page.waitForURL(`${site.baseUrl}/${HOTEL}/rooms`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: order.hotelName }).isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByRole('listitem', { name: priced.roomTypeName }).first().isVisible())
        .toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem('checkInDate'))).toContain(shanghaiDate(0));
      expect(errors).toEqual([]);
    }, 180_000);
  }

  it('says 订单不存在 for an order of another member', async () => {
    const owner = await newMember(site, '周瑜');
    const other = await newMember(site, '鲁肃');
    const { order } = await bookWithCouponAndPoints(owner, 50, 0);
    const { page } = await memberPage(site, other, DESKTOP);
    await page.goto(`${site.baseUrl}/courtesy/orders/${order.id}`);
    await shows(page, '订单不存在');
    expect(await page.getByRole('region', { name: '费用明细' }).count()).toBe(0);
  }, 90_000);
});
