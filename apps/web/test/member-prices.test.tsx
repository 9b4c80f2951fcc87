import type { MemberRatePrice } from '@hotel/shared/api/hotel';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roomAndRateQuery } from '../src/features/hotel-site/api.ts';
import { appStore } from '../src/lib/app-store.ts';
import { businessToday } from '../src/lib/business-date.ts';
import { hotelPageQuery, priceCalendarQuery } from '../src/lib/catalogue-queries.ts';
import { setHydrating } from '../src/lib/render-environment.ts';
import { clearMemberSession } from '../src/lib/session.ts';
import { persistentStore, sessionStore } from '../src/lib/storage.ts';
import { renderRoomsPage, room } from './rooms-page-api.tsx';

const checkIn = businessToday().add(5, 'day').format('YYYY-MM-DD');
const checkOut = businessToday().add(6, 'day').format('YYYY-MM-DD');

/** 银卡's price as a visitor (or a member without one) is told it: what logging in would give. */
const silverOffer: MemberRatePrice = {
  levelName: '银卡',
  percentOff: 5,
  totalPrice: 379,
  avgPrice: 379,
  yours: false,
};
/** A 白金 member's own price, the one they pay. */
const platinum: MemberRatePrice = {
  levelName: '白金',
  percentOff: 10,
  totalPrice: 359,
  avgPrice: 359,
  yours: true,
};

/** The rate row a text is shown in. */
async function rateRowWith(text: string | RegExp): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest<HTMLElement>('li[data-rate]');
  if (!row) throw new Error(`no rate row shows ${text}`);
  return row;
}

/** The room type's card (its pictures' side shows the 起 price). */
function roomCard(): HTMLElement {
  return screen.getByRole('listitem', { name: '高级大床房' });
}

function logInAsMember() {
  persistentStore.set('usertoken', 'member-token');
  persistentStore.set('username', '张光影');
  appStore.reset();
}

describe('门市价 and 会员价 on the rooms page', () => {
  beforeEach(() => {
    appStore.reset();
    sessionStore.set('checkInDate', checkIn);
    sessionStore.set('checkOutDate', checkOut);
  });
  afterEach(() => {
    sessionStore.remove('checkInDate', 'checkOutDate');
    persistentStore.remove('usertoken', 'username', 'checkInDate', 'checkOutDate');
    vi.unstubAllGlobals();
  });

  it('shows a visitor 门市价 with the 银卡 member price, what it saves a night, and 登录 for it', async () => {
    renderRoomsPage({ rooms: [room(true, silverOffer)] });

    const row = await rateRowWith('银卡会员价 ¥379 · 省¥20/晚');
    expect(row).toHaveTextContent('门市价¥399');
    expect(within(row).queryByText('¥399', { selector: 's' })).toBeNull();
    expect(within(row).getByRole('button', { name: '登录享会员价' })).toBeVisible();
    // the visitor pays 门市价: the lowest price beside the pictures is it
    expect(roomCard()).toHaveTextContent('¥399起');
  });

  it('logs the visitor in from the rate and shows their level’s price at once, 门市价 struck beside it', async () => {
    const user = userEvent.setup();
    const { roomTokens } = renderRoomsPage({
      rooms: [room(true, silverOffer)],
      memberRooms: [room(true, platinum)],
    });

    await user.click(await screen.findByRole('button', { name: '登录享会员价' }));
    const form = await screen.findByRole('form', { name: '会员登录' });
    await user.type(within(form).getByLabelText('手机号'), '13800138000');
    await user.type(within(form).getByLabelText('验证码'), '123456');
    await user.click(within(form).getByRole('button', { name: '登录' }));

    // asked again with the member's token (a key of its own), no reload
    const row = await rateRowWith('白金价');
    expect(row).toHaveTextContent('白金价¥359');
    expect(within(row).getByText('¥399', { selector: 's' })).toBeVisible();
    expect(within(row).getByText('门市价')).toBeVisible();
    expect(within(row).queryByRole('button', { name: '登录享会员价' })).toBeNull();
    expect(roomCard()).toHaveTextContent('¥359起');
    expect(roomTokens).toEqual(['', 'member-token']);

    // logged out, the visitor's prices again
    act(() => clearMemberSession());
    expect(await rateRowWith('银卡会员价 ¥379 · 省¥20/晚')).toHaveTextContent('门市价¥399');
    expect(roomCard()).toHaveTextContent('¥399起');
  });

  it('shows a logged-in member their level’s price, with 门市价 struck through', async () => {
    logInAsMember();
    const { roomTokens } = renderRoomsPage({
      rooms: [room(true, silverOffer)],
      memberRooms: [room(true, platinum)],
    });

    const row = await rateRowWith('白金价');
    expect(row).toHaveTextContent('白金价¥359');
    expect(row).toHaveTextContent('门市价¥399');
    expect(within(row).getByText('¥399', { selector: 's' })).toBeVisible();
    expect(row).not.toHaveTextContent('登录');
    expect(roomCard()).toHaveTextContent('¥359起');
    expect(roomTokens).toEqual(['member-token']);
  });

  it('tells a member whose level has none what 银卡 and above pay, without asking to log in', async () => {
    logInAsMember();
    renderRoomsPage({ rooms: [room(true, silverOffer)] });

    const row = await rateRowWith('银卡及以上会员价 ¥379 · 省¥20/晚');
    expect(row).toHaveTextContent('门市价¥399');
    expect(within(row).queryByRole('button', { name: '登录享会员价' })).toBeNull();
    expect(roomCard()).toHaveTextContent('¥399起');
  });

  it('shows 门市价 alone for a rate without a member price, and offers none on a rate that cannot be booked', async () => {
    renderRoomsPage({
      rooms: [room(true), { ...room(false, silverOffer), rtCode: 'TW', roomTypeName: '高级双床房' }],
    });

    const rows = await screen.findAllByText('门市价');
    expect(rows).toHaveLength(2);
    expect(screen.queryByText(/会员价 ¥/)).toBeNull();
    expect(screen.queryByRole('button', { name: '登录享会员价' })).toBeNull();
  });
});

describe('keys of the priced reads', () => {
  afterEach(() => {
    setHydrating(false);
    persistentStore.remove('usertoken', 'username');
    appStore.reset();
  });

  const keys = () => [
    roomAndRateQuery('HJ000101', checkIn, checkOut).queryKey,
    priceCalendarQuery('HJ000101', checkIn).queryKey,
    hotelPageQuery({
      cityCode: '',
      hotelName: '',
      archives: [],
      brands: [],
      pageSize: 10,
      currentPage: 1,
      sort: 'recommend',
    }).queryKey,
  ];

  it('says member or visitor, never the token, and stays a visitor’s while the server’s page is hydrated', () => {
    appStore.reset();
    const visitor = keys();
    for (const key of visitor) expect(key.at(-1)).toBe('visitor');

    logInAsMember();
    setHydrating(true);
    // the server rendered a visitor's prices: hydrating asks for the same answers
    expect(keys()).toEqual(visitor);
    setHydrating(false);

    const member = keys();
    for (const key of member) expect(key.at(-1)).toBe('member');
    expect(JSON.stringify(member)).not.toContain('member-token');
  });
});
