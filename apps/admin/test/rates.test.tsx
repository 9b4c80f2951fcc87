import type { Calendar } from '@hotel/shared/admin/rates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  callsTo,
  envelope,
  hotelsRoute,
  jsonResponse,
  refusal,
  renderAdmin,
  route,
  sessionOf,
  sessionRoute,
  stubFetch,
} from './helpers.tsx';

const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const nights = Array.from({ length: 30 }, (_, i) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
);
const [night0 = '', night1 = ''] = nights;

const READ_AT = '2026-06-01T02:00:00.000Z';
const calendar: Calendar = {
  hotelCode: 'JN01',
  hotelName: '光影酒店济南泉城店',
  readAt: READ_AT,
  nights,
  roomTypes: [
    {
      id: 3,
      rtCode: 'DK',
      name: '豪华大床房',
      cells: nights.map((_, i) =>
        i === 1 ? { total: 10, sold: 4, left: 6 } : { total: 10, sold: 0, left: 10 },
      ),
      ratePlans: [
        {
          id: 11,
          rateCode: 'MEM',
          name: '会员价',
          active: true,
          cells: nights.map((_, i) => ({
            price: i === 1 ? 358 : 299,
            stopSell: i === 1,
            minStay: i === 1 ? 2 : 1,
            closedToArrival: i === 1,
          })),
        },
      ],
    },
  ],
};

function ratesApi(bulk: () => Response = () => jsonResponse(envelope({ nights: 1 }))) {
  return stubFetch(
    sessionRoute(sessionOf('manager')),
    hotelsRoute,
    route('GET', '/rates/calendar', () => jsonResponse(envelope(calendar))),
    route('POST', '/rates/bulk-edit', bulk),
  );
}

async function openRates(bulk?: () => Response) {
  const fetchMock = ratesApi(bulk);
  const user = userEvent.setup();
  renderAdmin(`/admin/rates?hotel=JN01&from=${today}`);
  const grid = await screen.findByRole('table', { name: '房价房态日历' }, { timeout: 10_000 });
  return { fetchMock, user, grid };
}

describe('房价房态', () => {
  it('shows each night price, rooms total, sold and left, and the restrictions', async () => {
    const { fetchMock, grid } = await openRates();
    const rooms = within(grid).getByRole('button', { name: `豪华大床房 房量 ${night1}` });
    expect(rooms).toHaveTextContent('总10 售4余6');
    const price = within(grid).getByRole('button', { name: `豪华大床房 会员价 ${night1}` });
    expect(price).toHaveTextContent('¥358');
    expect(price).toHaveTextContent('停售');
    expect(price).toHaveTextContent('连住2晚');
    expect(price).toHaveTextContent('不可入住');
    expect(within(grid).getByRole('button', { name: `豪华大床房 会员价 ${night0}` })).toHaveTextContent(
      '¥299',
    );
    const [call] = callsTo(fetchMock, 'GET', '/rates/calendar');
    const url = new URL(String(call?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ hotelCode: 'JN01', from: today, days: '30' });
  }, 30_000);

  it('edits a clicked night: the price and stop sale of that rate plan, then reloads the grid', async () => {
    const { fetchMock, user, grid } = await openRates();
    await user.click(within(grid).getByRole('button', { name: `豪华大床房 会员价 ${night0}` }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    await user.type(within(dialog).getByLabelText('价格（元/晚）'), '399');
    await user.click(within(dialog).getByRole('radio', { name: '停售' }));
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/rates/bulk-edit')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/rates/bulk-edit')[0])).toEqual({
      hotelCode: 'JN01',
      from: night0,
      to: night0,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      ratePlanIds: [11],
      roomTypeIds: [],
      price: 399,
      stopSell: true,
      // the calendar's read time goes back: a night changed by someone since refuses the edit
      readAt: READ_AT,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/rates/calendar').length).toBeGreaterThan(1));
  }, 30_000);

  it('keeps the dialog open with the reason when rooms total is below the rooms sold', async () => {
    const { user, grid } = await openRates(() => refusal(409, '6月1日已售4间，房量不能少于4间'));
    await user.click(within(grid).getByRole('button', { name: `豪华大床房 房量 ${night1}` }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    await user.type(within(dialog).getByLabelText('房量（间）'), '3');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('6月1日已售4间，房量不能少于4间')).toBeInTheDocument();
  }, 30_000);

  it('says what is missing before calling the server', async () => {
    const { fetchMock, user, grid } = await openRates();
    await user.click(within(grid).getByRole('button', { name: `豪华大床房 会员价 ${night0}` }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(
      await within(dialog).findByText('请至少设置一项：价格、房量、停售/开售、最少连住或不接受入住'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/rates/bulk-edit')).toHaveLength(0);
  }, 30_000);
});
