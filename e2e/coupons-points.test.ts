import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { staffApi } from './helpers/admin.ts';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import {
  api,
  dismissPayStepNotice,
  HOTEL,
  type Member,
  memberPage,
  money,
  newMember,
  shanghaiDate,
  shows,
} from './helpers/guest-orders.ts';
import { siteUnderTest } from './helpers/site.ts';

/**
 * 会员价, 抵用券 and 积分抵扣 from the information step to a payment: a new member, given points and
 * a stored-value card (储值卡会员自动成为白金会员, so a member price) in the back office, books with
 * the welcome coupon and some of the points, reads every line of the summary, pays through the
 * sandbox cashier, and pays exactly what the server priced.
 */
const site = siteUnderTest();

const POINTS_GIVEN = 5000;
const POINTS_SPENT = 2000;

interface RoomRate {
  rateCode: string;
  rateClassName: string;
  available: number;
  bookable: boolean;
}
interface RoomWithRates {
  roomTypeName: string;
  rtCode: string;
  rateList: RoomRate[];
}
interface StayCoupon {
  id: number;
  name: string;
  usable: boolean;
  amount: number;
}
interface Priced {
  totalAmount: number;
  memberDiscountAmount: number;
  memberLevelName: string;
  discountAmount: number;
  couponId: number | null;
  couponAmount: number;
  pointsUsed: number;
  pointsAmount: number;
  pointsBalance: number;
  maxPoints: number;
  actualAmount: number;
  coupons: StayCoupon[];
}
interface OrderSeen {
  orderNo: string;
  totalAmount: number;
  memberDiscountAmount: number;
  couponAmount: number;
  pointsUsed: number;
  pointsAmount: number;
  actualAmount: number;
  payResult: number;
  payMethod: string | null;
}

/** The back office gives the member points and tops up a stored-value card, as 会员管理 does. */
async function rewardInBackOffice(member: Member): Promise<void> {
  const admin = await staffApi(site.baseUrl, 'admin');
  const found = await admin.call<{ data: { rows: { id: number }[] } }>(`/members?keyword=${member.mobile}`);
  const id = found.body.data.rows[0]?.id;
  if (id === undefined) throw new Error('the member is not found in 会员管理');
  const points = await admin.call(`/members/${id}/points`, {
    body: { change: POINTS_GIVEN, reason: '开业活动赠送积分' },
  });
  expect(points.status).toBe(200);
  const card = await admin.call(`/members/${id}/balance`, { body: { change: 1000, reason: '储值卡充值' } });
  expect(card.status).toBe(200);
}

/** A rate of the demo hotel with a room free for the two nights. */
async function pickRate(checkIn: string, checkOut: string) {
  const rooms = await api<RoomWithRates[]>(site, '/crsapi/v1/hotel/getRoomAndRate', {
    HotelCode: HOTEL,
    RoomTypeCode: '',
    CheckIn: checkIn,
    CheckOut: checkOut,
  });
  for (const room of rooms.data) {
    const rate = room.rateList.find((r) => r.bookable && r.available >= 1);
    if (rate) return { room, rate };
  }
  throw new Error('no bookable rate');
}

/** The summary's text, as one string (labels and amounts run together). */
function summaryText(page: Page): Promise<string> {
  return page
    .getByRole('region', { name: '预订详情' })
    .textContent()
    .then((text) => text ?? '');
}

/** Every line of the amounts, as the guest reads them. */
function amountLines(priced: Priced, level: string): string[] {
  return [
    `房费（门市价）${money(priced.totalAmount)}`,
    `会员价优惠（${level}）-${money(priced.memberDiscountAmount)}`,
    `抵用券-${money(priced.couponAmount)}`,
    `积分抵扣（${priced.pointsUsed.toLocaleString('zh-CN')}积分）-${money(priced.pointsAmount)}`,
    `应付金额${money(priced.actualAmount)}`,
  ];
}

describe('member price, coupon and points through to the payment', () => {
  for (const [label, viewport, fromDay] of [
    ['1280', DESKTOP, 40],
    ['375', PHONE, 44],
  ] as const) {
    it(`books with the welcome coupon and points at the member price and pays it at ${label} px`, async () => {
      const checkIn = shanghaiDate(fromDay);
      const checkOut = shanghaiDate(fromDay + 2);
      const member = await newMember(site, label === '375' ? '孙尚香' : '周公瑾');
      await rewardInBackOffice(member);
      const { room, rate } = await pickRate(checkIn, checkOut);
      const stay = {
        hotelCode: HOTEL,
        roomTypeCode: room.rtCode,
        rateCode: rate.rateCode,
        checkIn,
        checkOut,
        roomQty: 1,
      };
      const plain = await api<Priced>(site, '/crsapi/v1/order/checkInventory', stay, member.token);
      const welcome = plain.data.coupons.find((c) => c.name === '新会员礼券');
      expect(welcome?.usable).toBe(true);
      expect(plain.data.memberLevelName).toBe('白金');
      expect(plain.data.memberDiscountAmount).toBeGreaterThan(0);
      // what the server will price the guest's choice at
      const expected = (
        await api<Priced>(
          site,
          '/crsapi/v1/order/checkInventory',
          { ...stay, couponId: welcome?.id, pointsUsed: POINTS_SPENT },
          member.token,
        )
      ).data;
      expect(expected.couponAmount).toBe(30);
      expect(expected.pointsAmount).toBe(POINTS_SPENT / 100);
      expect(expected.actualAmount).toBeCloseTo(
        expected.totalAmount - expected.memberDiscountAmount - 30 - POINTS_SPENT / 100,
        2,
      );

      const { page, errors } = await memberPage(site, member, viewport);
      await page.goto(`${site.baseUrl}/home`);
      await page.evaluate((dates) => {
        sessionStorage.setItem('checkInDate', JSON.stringify({ value: dates.checkIn }));
        sessionStorage.setItem('checkOutDate', JSON.stringify({ value: dates.checkOut }));
      }, stay);
      await page.goto(`${site.baseUrl}/${HOTEL}/rooms`);
      await page
        .getByRole('button', { name: `预订 ${room.roomTypeName} ${rate.rateClassName}`, exact: true })
        .click();
      await page.waitForURL(/FillInformationStep$/);
      const form = page.getByRole('form', { name: '填写入住信息' });
      await expect.poll(() => form.getByLabel('手机号').inputValue()).toBe(member.mobile);
      await expect
        .poll(() => summaryText(page))
        .toContain(`会员价优惠（白金）-${money(plain.data.memberDiscountAmount)}`);
      await shows(page, `可用积分 ${POINTS_GIVEN.toLocaleString('zh-CN')}`);

      // the welcome coupon, then some of the points
      await form.getByRole('radio', { name: /新会员礼券/ }).check();
      await expect.poll(() => summaryText(page)).toContain(`抵用券-${money(30)}`);
      await form.getByRole('switch', { name: '使用积分抵扣' }).click();
      await expect.poll(() => summaryText(page)).toMatch(/积分抵扣（[\d,]+积分）/);
      await form.getByLabel('抵扣积分').fill(String(POINTS_SPENT));
      await form.getByLabel('抵扣积分').press('Enter');
      const lines = amountLines(expected, '白金');
      await expect.poll(() => summaryText(page)).toContain(lines[3]);
      // the last answer is in: nothing is being priced any more
      await expect.poll(() => form.getByRole('button', { name: '提交订单' }).isEnabled()).toBe(true);
      const information = await summaryText(page);
      for (const text of lines) expect(information).toContain(text);
      await screenshot(page, `coupons-points-information-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // PayStep shows the same lines (the order's own figures; its level is not on the order)
      await form.getByRole('button', { name: '提交订单' }).click();
      await page.waitForURL(/\/pay-step\?/);
      const orderId = Number(new URL(page.url()).searchParams.get('id'));
      await dismissPayStepNotice(page);
      await expect.poll(() => summaryText(page)).toContain(lines[4]);
      const paying = await summaryText(page);
      for (const text of [lines[0], `会员价优惠-${money(expected.memberDiscountAmount)}`, ...lines.slice(2)])
        expect(paying).toContain(text);
      await screenshot(page, `coupons-points-pay-step-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // WeChat Pay through the sandbox cashier
      const pay = page.getByRole('form', { name: '担保或支付' });
      await pay.getByRole('radio', { name: '微信支付' }).check();
      await pay.getByRole('button', { name: '完成您的预定' }).click();
      await page.waitForURL(/\/PayDetail\?/);
      const detail = page.getByRole('region', { name: '扫码支付' });
      await expect
        .poll(() => detail.textContent(), { timeout: 10_000 })
        .toContain(`支付金额 ${money(expected.actualAmount)}`);
      const detailText = (await detail.textContent()) ?? '';
      for (const text of [lines[0], `抵用券-${money(30)}`, lines[3]]) expect(detailText).toContain(text);
      await screenshot(page, `coupons-points-pay-detail-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);
      const cashierLink = page.getByRole('link', {
        name: label === '375' ? '打开微信支付' : '在新窗口打开支付页面',
      });
      const payUrl = new URL((await cashierLink.getAttribute('href')) ?? '', site.baseUrl).toString();
      const cashier = await page.context().newPage();
      await cashier.goto(payUrl);
      // the cashier asks for the amount priced, no more
      expect(await cashier.locator('.amount').textContent()).toBe(`¥${expected.actualAmount.toFixed(2)}`);
      await cashier.getByRole('button', { name: '确认支付' }).click();
      await shows(cashier, '支付成功');
      await cashier.close();
      await page.waitForURL(/\/PayState\?id=\d+$/, { timeout: 15_000 });
      await shows(page, `已支付 ${money(expected.actualAmount)}（微信支付）`);
      await screenshot(page, `coupons-points-pay-state-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      // the order paid what was priced, and the coupon and points are spent
      const paid = await api<OrderSeen>(
        site,
        `/crsapi/v1/order/getOrderDetail?orderId=${orderId}`,
        undefined,
        member.token,
      );
      expect(paid.data).toMatchObject({
        totalAmount: expected.totalAmount,
        memberDiscountAmount: expected.memberDiscountAmount,
        couponAmount: 30,
        pointsUsed: POINTS_SPENT,
        pointsAmount: POINTS_SPENT / 100,
        actualAmount: expected.actualAmount,
        payResult: 1,
        payMethod: 'wxpay',
      });
      const detailAfter = await api<{ score: number }>(
        site,
        '/crsapi/v1/user/userdetail',
        undefined,
        member.token,
      );
      expect(detailAfter.data.score).toBe(POINTS_GIVEN - POINTS_SPENT);
      const coupons = await api<{ name: string; status: string; orderNo: string | null }[]>(
        site,
        '/crsapi/v1/user/coupons',
        undefined,
        member.token,
      );
      expect(coupons.data.find((c) => c.name === '新会员礼券')).toMatchObject({
        status: 'used',
        orderNo: paid.data.orderNo,
      });
      expect(errors).toEqual([]);
    }, 150_000);
  }
});
