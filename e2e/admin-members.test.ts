import { describe, expect, it } from 'vitest';
import { signInToBackOffice, staffApi } from './helpers/admin.ts';
import { DESKTOP, hasHorizontalScroll, PHONE, screenshot } from './helpers/browser.ts';
import { api, DEMO_MOBILE, HOTEL, logIn, memberPage, shanghaiDate } from './helpers/guest-orders.ts';
import { siteUnderTest } from './helpers/site.ts';

const site = siteUnderTest();

describe('会员管理 and 会议询价 in the back office', () => {
  it('the administrator finds the demo member, adds 100 points with a reason, and the member sees them', async () => {
    const member = await logIn(site, DEMO_MOBILE);
    const before = (await api<{ score: number }>(site, '/crsapi/v1/user/userdetail', undefined, member.token))
      .data.score;

    const { page, errors } = await site.browser.newPage(DESKTOP);
    await signInToBackOffice(page, site.baseUrl, 'admin');
    await page.getByRole('menuitem', { name: '会员管理' }).click();
    await page.getByRole('searchbox', { name: '手机号或会员卡号' }).fill(DEMO_MOBILE);
    await page.getByRole('searchbox', { name: '手机号或会员卡号' }).press('Enter');
    await page.getByRole('link', { name: /^查看/ }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: new RegExp(`（${DEMO_MOBILE}）`) }).isVisible())
      .toBe(true);
    await screenshot(page, 'admin-member-1280');

    await page.getByRole('button', { name: '调整积分' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('spinbutton', { name: '调整积分' }).fill('100');
    await dialog.getByLabel('原因').fill('入住投诉补偿');
    await dialog.getByRole('button', { name: '确认调整' }).click();
    await expect.poll(() => page.getByText('积分已调整').first().isVisible()).toBe(true);
    await page.getByRole('tab', { name: '积分明细' }).click();
    await expect.poll(() => page.getByRole('cell', { name: '入住投诉补偿' }).isVisible()).toBe(true);
    // only the session probe made before signing in (401: nobody signed in yet) may be an error
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);

    const centre = await memberPage(site, member, DESKTOP);
    await centre.page.goto(`${site.baseUrl}/courtesy`);
    const points = `${(before + 100).toLocaleString('zh-CN')} 分`;
    await expect.poll(() => centre.page.getByText(points).first().isVisible()).toBe(true);
  });

  it('the hotel manager marks a meeting enquiry 已联系 with a note', async () => {
    const tomorrow = shanghaiDate(1);
    const applyName = `询价人${Date.now() % 10_000}`;
    const sent = await api(site, '/crsapi/v1/meetingbook/meetingbook', {
      applyName,
      contactPhone: '13900139000',
      meetingType: '商务会议',
      peopleNums: '10-50人',
      beginTime: `${tomorrow} 09:00:00`,
      endTime: `${tomorrow} 17:00:00`,
      note: '需要投影仪',
      hotelCode: HOTEL,
      hotelName: '',
    });
    expect(sent.success).toBe(true);

    const { page, errors } = await site.browser.newPage(DESKTOP);
    await signInToBackOffice(page, site.baseUrl, 'manager');
    await page.getByRole('menuitem', { name: '会议询价' }).click();
    await page.getByRole('button', { name: `跟进 ${applyName}` }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.getByText('需要投影仪').isVisible()).toBe(true);
    await drawer.getByLabel('新状态').click();
    await page.getByTitle('已联系').last().click();
    await drawer.getByLabel('备注').fill('已电话联系，周五看场地');
    await drawer.getByRole('button', { name: '保存跟进' }).click();
    await expect.poll(() => drawer.getByText('状态改为 已联系').isVisible()).toBe(true);
    await expect.poll(() => drawer.getByText('已电话联系，周五看场地').isVisible()).toBe(true);
    await screenshot(page, 'admin-enquiry-1280');
    // only the session probe made before signing in (401: nobody signed in yet) may be an error
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);

    const manager = await staffApi(site.baseUrl, 'manager');
    const list = await manager.call<{ data: { rows: { applyName: string; status: string }[] } }>(
      '/enquiries?status=contacted',
    );
    expect(list.body.data.rows.map((r) => r.applyName)).toContain(applyName);
  });

  it('both screens fit a phone', async () => {
    const { page } = await site.browser.newPage(PHONE);
    await signInToBackOffice(page, site.baseUrl, 'admin');
    await page.goto(`${site.baseUrl}/admin/members?keyword=${DEMO_MOBILE}`);
    await expect.poll(() => page.getByRole('link', { name: /^查看/ }).isVisible()).toBe(true);
    await screenshot(page, 'admin-members-375');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.goto(`${site.baseUrl}/admin/enquiries`);
    await expect.poll(() => page.getByRole('heading', { name: '会议询价' }).isVisible()).toBe(true);
    await screenshot(page, 'admin-enquiries-375');
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
