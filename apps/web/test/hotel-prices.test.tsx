import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../src/lib/app-store.ts';
import { businessToday } from '../src/lib/business-date.ts';
import { sessionStore } from '../src/lib/storage.ts';
import { hotel, renderHotels, stubHotelsApi } from './hotel-list-api.tsx';

/** A hotel's card, found by its name as a guest finds it. */
async function cardOf(name: string) {
  const card = (await screen.findByRole('link', { name })).closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

function sortLinks() {
  return within(screen.getByRole('navigation', { name: '排序' })).getAllByRole('link');
}

describe('hotel list prices and order', () => {
  beforeEach(() => {
    appStore.reset();
    sessionStore.remove('cityCode', 'cityName', 'isSearch', 'hotelName', 'checkInDate', 'checkOutDate');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each hotel’s lowest nightly price, or 满房 on a sold-out hotel that still links to its rooms', async () => {
    stubHotelsApi(3, [
      hotel('HJ000112', '光影智慧酒店（济南泉城广场店）'),
      { ...hotel('HJ000115', '光影康养酒店（济南趵突泉店）'), lowestPrice: 458.5 },
      { ...hotel('HJ000118', '光影酒店（济南西站店）'), lowestPrice: null, soldOut: true },
    ]);
    renderHotels('/hotels?city=370100');

    const cheap = await cardOf('光影智慧酒店（济南泉城广场店）');
    expect(cheap).toHaveTextContent('¥299起');
    expect(cheap).not.toHaveTextContent('满房');
    expect(await cardOf('光影康养酒店（济南趵突泉店）')).toHaveTextContent('¥458.50起');

    const soldOut = await cardOf('光影酒店（济南西站店）');
    expect(within(soldOut).getByText('满房')).toBeVisible();
    expect(soldOut).not.toHaveTextContent('¥');
    expect(within(soldOut).getByRole('link', { name: '光影酒店（济南西站店）' })).toHaveAttribute(
      'href',
      '/HJ000118/rooms',
    );
  });

  it('offers the four orders as links to the list in that order, from its first page', async () => {
    const checkIn = businessToday().add(3, 'day').format('YYYY-MM-DD');
    const checkOut = businessToday().add(5, 'day').format('YYYY-MM-DD');
    const search = `?city=370100&checkIn=${checkIn}&checkOut=${checkOut}&archives=34`;
    const { requests } = stubHotelsApi(45);
    const { router } = renderHotels(`/hotels${search}&sort=price_desc&page=2`);

    await cardOf('光影智慧酒店（济南泉城广场店）');
    // the stay searched is the one priced, in the order the address names
    expect(requests[0]).toMatchObject({
      cityCode: '370100',
      archives: [34],
      checkIn,
      checkOut,
      sort: 'price_desc',
      currentPage: 2,
    });

    const links = sortLinks();
    expect(links.map((link) => link.textContent)).toEqual(['推荐', '价格从低到高', '价格从高到低', '评分']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/hotels${search}`,
      `/hotels${search}&sort=price_asc`,
      `/hotels${search}&sort=price_desc`,
      `/hotels${search}&sort=score`,
    ]);
    expect(screen.getByRole('link', { name: '价格从高到低' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '推荐' })).not.toHaveAttribute('aria-current');

    // choosing another order: the address says it, from the first page, and the list asks for it
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: '价格从低到高' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(`${search}&sort=price_asc`));
    await vi.waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ checkIn, checkOut, sort: 'price_asc', currentPage: 1 }),
    );
    expect(screen.getByRole('link', { name: '价格从低到高' })).toHaveAttribute('aria-current', 'true');
  });

  it('asks for tonight’s prices in the recommended order when the address names neither', async () => {
    const { requests } = stubHotelsApi();
    renderHotels('/hotels?city=370100');

    await cardOf('光影智慧酒店（济南泉城广场店）');
    expect(requests[0]).toMatchObject({ cityCode: '370100', sort: 'recommend' });
    // no stay: the server prices tonight
    expect(requests[0]).not.toHaveProperty('checkIn');
    expect(requests[0]).not.toHaveProperty('checkOut');
    expect(screen.getByRole('link', { name: '推荐' })).toHaveAttribute('aria-current', 'true');
    expect(sortLinks()[1]).toHaveAttribute('href', '/hotels?city=370100&sort=price_asc');
  });
});
