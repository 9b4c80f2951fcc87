import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import {
  api,
  dismissPayStepNotice,
  HOTEL,
  memberPage,
  newMember,
  openOrders,
  shows,
} from './helpers/guest-orders.ts';
import {
  bookableRate,
  bookButton,
  chooseCity,
  chooseDiscount,
  chooseGuests,
  chooseSearchDates,
  chooseStay,
  orderDetail,
  registeredMember,
  summaryDate,
  twoNights,
} from './helpers/search-journey.ts';
import { outboxCode, siteUnderTest } from './helpers/site.ts';

/**
 * From the search to the booking (issue 10): what the guest chose in the search follows them into
 * a hotel opened in a new tab, the room detail page books, every room has its guest, a login from
 * the booking prompt carries on with the booking, and the site's own checks speak, not the browser's.
 */

const site = siteUnderTest();

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** Every named part of the booking summary, as one text. */
function summaryText(page: Page): Promise<string> {
  return page
    .getByRole('region', { name: '预订详情' })
    .first()
    .innerText()
    .then((text) => text.replace(/\s+/g, ' '));
}

/** Submits the information step and answers the new order's id and number from PayStep's address. */
async function submitToPayStep(page: Page): Promise<{ id: string; orderNo: string }> {
  await page.getByRole('form', { name: '填写入住信息' }).getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/pay-step\?/);
  await dismissPayStepNotice(page);
  const query = new URL(page.url()).searchParams;
  return { id: query.get('id') ?? '', orderNo: query.get('orderNo') ?? '' };
}

describe('from the search to the booking', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`keeps the searched dates, rooms and discount in the hotel's new tab, its booking and its order on a ${label}`, async () => {
      const stay = twoNights(label === 'desktop' ? 14 : 16);
      const cities = await api<{ citys: { ctCode: string; cnName: string }[] }[]>(
        site,
        '/crsapi/v1/hotel/getGroupCities',
      );
      const beijing = cities.data.flatMap((g) => g.citys).find((c) => c.cnName === '北京');
      const listed = await site.call<{ rows: { hotelCode: string; name: string }[] }>(
        '/crsapi/v1/hotel/getHotelsByPage',
        { cityCode: beijing?.ctCode },
      );
      const hotel = listed.rows[0];
      if (!hotel) throw new Error('no hotel in 北京');
      const { room, rate } = await bookableRate(site, stay, { hotelCode: hotel.hotelCode, rooms: 2 });
      const member = await newMember(site, '王小明');
      const { page, errors } = await memberPage(site, member, viewport);

      await page.goto(`${site.baseUrl}/home`);
      const search = page.getByRole('form', { name: '酒店查询' });
      await chooseCity(page, search, '北京');
      await chooseSearchDates(page, search, stay);
      await chooseGuests(page, search, [
        [2, 0],
        [1, 1],
      ]);
      await chooseDiscount(page, search, '企业', 'QY2026');
      await screenshot(page, `search-to-booking-search-${label}`);
      await search.getByRole('button', { name: /查\s?询/ }).click();
      await page.waitForURL(/\/hotels\?city=/);

      // the hotel opens in a new tab, as the spec says, and its rooms are for the searched stay
      const link = page.getByRole('link', { name: hotel.name, exact: true });
      expect(await link.getAttribute('target')).toBe('_blank');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.waitForURL(new RegExp(`/${hotel.hotelCode}/rooms`));
      const shown =
        label === 'desktop' ? stay.checkIn : `${stay.checkIn.slice(5, 7)}月${stay.checkIn.slice(8)}日`;
      await expect.poll(() => tab.getByLabel('入住 — 离店').first().inputValue()).toBe(shown);
      await shows(tab, '共2晚');
      await screenshot(tab, `search-to-booking-rooms-${label}`);

      // the booking takes those dates, the two rooms and the discount channel
      await bookButton(tab, room, rate).click();
      await tab.waitForURL(/FillInformationStep$/);
      await shows(tab, '已使用企业优惠码 QY2026');
      const information = await summaryText(tab);
      expect(information).toContain(summaryDate(stay.checkIn));
      expect(information).toContain(summaryDate(stay.checkOut));
      expect(information).toContain('2间 × 2晚');
      expect(information).toContain('优惠码（企业）');
      const form = tab.getByRole('form', { name: '填写入住信息' });
      const names = form.getByLabel(/入住人姓名/);
      for (let i = 0; i < (await names.count()); i += 1) {
        if ((await names.nth(i).inputValue()) === '') await names.nth(i).fill(`旅客${i + 1}`);
      }
      await screenshot(tab, `search-to-booking-information-${label}`);
      expect(await hasHorizontalScroll(tab)).toBe(false);

      // and the order keeps them
      const { id: orderId } = await submitToPayStep(tab);
      const paying = await summaryText(tab);
      expect(paying).toContain(summaryDate(stay.checkIn));
      expect(paying).toContain('2间 × 2晚');
      expect(paying).toContain('优惠码（企业）');
      const order = await orderDetail(site, member.token, orderId);
      expect(order).toMatchObject({
        checkinDate: stay.checkIn,
        checkoutDate: stay.checkOut,
        roomQty: 2,
        couponType: '企业',
      });
      expect(order.discountAmount).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    }, 120_000);
  }

  for (const [label, viewport] of VIEWPORTS) {
    it(`asks a guest name for every room and sends the searched adults and children on a ${label}`, async () => {
      const stay = twoNights(label === 'desktop' ? 20 : 22);
      const { room, rate } = await bookableRate(site, stay, { rooms: 3 });
      const member = await newMember(site, '张三');
      const { page, errors } = await memberPage(site, member, viewport);

      // the hotel's own search box: two rooms, three adults and a child
      await page.goto(`${site.baseUrl}/${HOTEL}/home`);
      const search = page.getByRole('form', { name: '酒店查询' });
      await chooseSearchDates(page, search, stay);
      await chooseGuests(page, search, [
        [2, 0],
        [1, 1],
      ]);
      await search.getByRole('button', { name: /查\s?询/ }).click();
      await page.waitForURL(new RegExp(`/${HOTEL}/rooms$`));
      await bookButton(page, room, rate).click();
      await page.waitForURL(/FillInformationStep$/);

      // one guest per room; the first is the member
      const form = page.getByRole('form', { name: '填写入住信息' });
      const first = form.getByLabel('第1间 入住人姓名');
      const second = form.getByLabel('第2间 入住人姓名');
      await expect.poll(() => first.inputValue()).toBe('张三');
      expect(await second.inputValue()).toBe('');
      await shows(page, '3成人 1儿童');
      await form.getByRole('button', { name: '提交订单' }).click();
      await expect.poll(() => second.getAttribute('aria-invalid')).toBe('true');
      await shows(page, '请输入姓氏和名字');
      await screenshot(page, `search-to-booking-guests-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await second.fill('李四');

      const { id: orderId, orderNo } = await submitToPayStep(page);
      const paying = await summaryText(page);
      expect(paying).toContain('张三');
      expect(paying).toContain('李四');
      expect(paying).toContain('3成人 1儿童');
      await screenshot(page, `search-to-booking-guests-pay-${label}`);
      // My booking shows them too
      const unpaid = await openOrders(site, page, '待支付');
      await unpaid.getByText(`订单号 ${orderNo}`).click();
      await expect.poll(() => unpaid.getByText('张三、李四').isVisible()).toBe(true);
      expect(await unpaid.getByText('3成人 1儿童').isVisible()).toBe(true);
      await screenshot(page, `search-to-booking-guests-my-booking-${label}`);
      const order = await orderDetail(site, member.token, orderId);
      expect(order).toMatchObject({
        roomQty: 2,
        revUser: '张三',
        guestNames: ['张三', '李四'],
        adultNum: 3,
        childrenNum: 1,
      });
      expect(errors).toEqual([]);
    }, 120_000);
  }

  for (const [label, viewport] of VIEWPORTS) {
    it(`shows the rates of a room type on its detail page and books from there on a ${label}`, async () => {
      const stay = twoNights(label === 'desktop' ? 24 : 26);
      const { room, rate } = await bookableRate(site, stay);
      const member = await newMember(site, '赵六');
      const { page, errors } = await memberPage(site, member, viewport);

      await page.goto(`${site.baseUrl}/${HOTEL}/rooms`);
      await chooseStay(page, stay);
      await page
        .getByRole('listitem', { name: room.roomTypeName, exact: true })
        .getByRole('link', { name: '房型详情' })
        .click();
      await page.waitForURL(/\/room-detail\/room-detail\?index=\d+/);
      await expect
        .poll(() => page.getByRole('heading', { name: room.roomTypeName, level: 1 }).isVisible())
        .toBe(true);

      // the rates for the chosen stay, priced as the rooms page prices them, each with its 预订
      await shows(page, '共2晚');
      for (const each of room.rateList) {
        const row = page.locator(`[data-rate="${each.rateCode}"]`);
        await expect.poll(() => row.isVisible()).toBe(true);
        if (each.totalPrice !== null) expect(await row.innerText()).toContain(String(each.totalPrice));
        expect(await bookButton(page, room, each).isEnabled()).toBe(each.bookable);
      }
      await screenshot(page, `search-to-booking-room-detail-${label}`);
      expect(await hasHorizontalScroll(page)).toBe(false);

      await bookButton(page, room, rate).click();
      await page.waitForURL(/FillInformationStep$/);
      const information = await summaryText(page);
      expect(information).toContain(room.roomTypeName);
      expect(information).toContain(summaryDate(stay.checkIn));
      expect(errors).toEqual([]);
    }, 90_000);
  }

  for (const [label, viewport] of VIEWPORTS) {
    it(`carries on with the booking once the guest logs in from the booking prompt on a ${label}`, async () => {
      const stay = twoNights(label === 'desktop' ? 28 : 30);
      const { room, rate } = await bookableRate(site, stay);
      const guest = await registeredMember(site, '钱七');
      const registrationCode = await outboxCode(site, guest.mobile);
      const { page, errors } = await site.browser.newPage(viewport);

      await page.goto(`${site.baseUrl}/${HOTEL}/rooms`);
      await chooseStay(page, stay);
      await bookButton(page, room, rate).click();
      await shows(page, '您尚未登录');
      const login = page.getByRole('form', { name: '会员登录' });
      await login.getByLabel('手机号').fill(guest.mobile);
      await login.getByRole('button', { name: '发送' }).click();
      await login.getByLabel('验证码').fill(await outboxCode(site, guest.mobile, registrationCode));
      await login.getByRole('button', { name: '登录', exact: true }).click();

      // no second press of 预订: the information step of that rate and stay opens
      await page.waitForURL(/FillInformationStep$/, { timeout: 15_000 });
      const information = await summaryText(page);
      expect(information).toContain(room.roomTypeName);
      expect(information).toContain(summaryDate(stay.checkIn));
      await screenshot(page, `search-to-booking-after-login-${label}`);
      expect(errors).toEqual([]);
    }, 90_000);
  }

  it('says the cancellation terms of the rate once in the summary', async () => {
    const stay = twoNights(32);
    const free = await bookableRate(site, stay);
    const strict = await bookableRate(site, stay, { freeCancel: false });
    const member = await newMember(site, '孙八');
    const { page, errors } = await memberPage(site, member, DESKTOP);

    await page.goto(`${site.baseUrl}/${HOTEL}/rooms`);
    await chooseStay(page, stay);
    await bookButton(page, free.room, free.rate).click();
    await page.waitForURL(/FillInformationStep$/);
    const freeTerms = await summaryText(page);
    expect(freeTerms.match(/18:00前可免费取消/g)).toHaveLength(1);
    await screenshot(page, 'search-to-booking-policy-free');

    await page.goBack();
    await bookButton(page, strict.room, strict.rate).click();
    await page.waitForURL(/FillInformationStep$/);
    await shows(page, '预订后不可取消、不可更改');
    // a non-refundable rate never reads as free to cancel
    expect(await summaryText(page)).not.toContain('可免费取消');
    expect(errors).toEqual([]);
  }, 90_000);

  it('checks a bad e-mail with the site’s own message, and no form of the site leaves it to the browser', async () => {
    const stay = twoNights(34);
    const { room, rate } = await bookableRate(site, stay);
    const member = await newMember(site, '周九');
    const { page, errors } = await memberPage(site, member, DESKTOP);

    await page.goto(`${site.baseUrl}/${HOTEL}/rooms`);
    await chooseStay(page, stay);
    await bookButton(page, room, rate).click();
    await page.waitForURL(/FillInformationStep$/);
    const form = page.getByRole('form', { name: '填写入住信息' });
    await form.getByLabel('电子邮箱').fill('guest@');
    await form.getByRole('button', { name: '提交订单' }).click();
    await shows(page, '邮箱格式不正确');
    expect(await form.getByLabel('电子邮箱').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'search-to-booking-email');
    expect(await nativeChecks(page)).toEqual([]);

    // every other form of the site: search, hotel list, login, register, meetings, payment, profile
    await form.getByLabel('电子邮箱').fill('guest@example.cn');
    await submitToPayStep(page);
    expect(await nativeChecks(page)).toEqual([]);
    for (const path of ['/home', '/hotels', `/${HOTEL}/meetings`, '/courtesy']) {
      await page.goto(`${site.baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      expect({ path, checks: await nativeChecks(page) }).toEqual({ path, checks: [] });
    }
    await page.getByRole('button', { name: '编辑' }).click();
    expect(await nativeChecks(page)).toEqual([]);
    const visitor = await site.browser.newPage(DESKTOP);
    await visitor.page.goto(`${site.baseUrl}/register`);
    await visitor.page.waitForLoadState('networkidle');
    expect(await nativeChecks(visitor.page)).toEqual([]);
    await visitor.page.goto(`${site.baseUrl}/${HOTEL}/rooms`);
    await bookButton(visitor.page, room, rate).click();
    await visitor.page.getByRole('form', { name: '会员登录' }).waitFor();
    expect(await nativeChecks(visitor.page)).toEqual([]);
    expect([...errors, ...visitor.errors]).toEqual([]);
  }, 120_000);
});

/**
 * The fields of the page that the browser itself would check with its own (English) bubble: a
 * constraint (type email/url/number, required, pattern, min/max, minlength) in a form that does not
 * say novalidate.
 */
function nativeChecks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const form of Array.from(document.forms)) {
      if (form.noValidate) continue;
      for (const field of Array.from(form.elements)) {
        if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
        if (!field.willValidate) continue;
        const typed = field instanceof HTMLInputElement && ['email', 'url', 'number'].includes(field.type);
        const limited =
          field instanceof HTMLInputElement && (field.pattern !== '' || field.min !== '' || field.max !== '');
        if (typed || limited || field.required || field.minLength > 0)
          found.push(
            `${form.getAttribute('aria-label') ?? form.id}: ${field.id || field.name} (${field.type})`,
          );
      }
    }
    return found;
  });
}
