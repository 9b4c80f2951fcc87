import type { RatePlanRow, RoomTypeRow } from '@hotel/shared/admin/room-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  callsTo,
  envelope,
  hotelsRoute,
  jsonResponse,
  renderAdmin,
  route,
  sessionOf,
  sessionRoute,
  stubFetch,
} from './helpers.tsx';

/**
 * 房型与房价: a rate plan's cancellation policy is chosen among those the server enforces, each shown
 * in the words the guest will read (issue 25: a typed policy was shown to guests but not applied).
 */
const plan: RatePlanRow = {
  id: 11,
  roomTypeId: 3,
  rateCode: 'MEM',
  name: '会员价',
  breakfast: 0,
  cancelPolicy: 'arrivalDay',
  active: true,
  basePrice: 299,
  weekdayPrices: [299, 299, 299, 299, 299, 299, 299],
  sort: 1,
};
const roomType: RoomTypeRow = {
  id: 3,
  rtCode: 'DK',
  name: '豪华大床房',
  size: '30㎡',
  bedType: '大床1.8米',
  window: '有窗',
  facilities: [],
  remark: '',
  images: [],
  roomCount: 10,
  sort: 1,
  ratePlans: [plan],
};

describe('房型与房价: cancellation policy', () => {
  it('offers the enforced policies in the guest’s words and saves the one chosen', async () => {
    const fetchMock = stubFetch(
      sessionRoute(sessionOf('manager')),
      hotelsRoute,
      route('GET', '/rates/calendar', () =>
        jsonResponse(envelope({ hotelCode: 'JN01', hotelName: '', nights: [], roomTypes: [] })),
      ),
      route('GET', '/rates/room-types', () => jsonResponse(envelope([roomType]))),
      route('PUT', '/rates/rate-plans/11', (_url, init) =>
        jsonResponse(envelope({ ...plan, ...JSON.parse(String(init?.body)) })),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/rates?hotel=JN01');
    await user.click(await screen.findByRole('tab', { name: '房型与房价' }, { timeout: 10_000 }));
    expect(await screen.findByText('入住当天18:00前免费取消')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '编辑 会员价' }));

    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(dialog).toHaveTextContent('编辑房价');
    await user.click(within(dialog).getByRole('combobox', { name: '取消政策' }));
    // the list shows each policy as the guest will read it (antd gives each item its label as title)
    const items = () =>
      [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    await waitFor(() =>
      expect(items()).toEqual([
        '入住当天18:00前可免费取消；逾期不可取消，未入住将收取首晚房费。',
        '入住前1天18:00前可免费取消；逾期不可取消，未入住将收取首晚房费。',
        '入住前3天18:00前可免费取消；逾期不可取消，未入住将收取首晚房费。',
        '预订后不可取消、不可更改，未入住将收取全部房费。',
      ]),
    );
    const threeDays = screen
      .getAllByTitle('入住前3天18:00前可免费取消；逾期不可取消，未入住将收取首晚房费。')
      .at(-1);
    if (!threeDays) throw new Error('no option of 3 days');
    await user.click(threeDays);
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/rates/rate-plans/11')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/rates/rate-plans/11')[0])).toMatchObject({
      name: '会员价',
      cancelPolicy: 'threeDaysBefore',
    });
  }, 30_000);
});
