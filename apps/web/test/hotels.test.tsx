import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wechatBookingLink } from '../src/features/hotels/booking-link.ts';
import { selectionRequest, toFilterGroups, withGroup } from '../src/features/hotels/filters.ts';
import { appStore } from '../src/lib/app-store.ts';
import { businessDay, businessToday } from '../src/lib/business-date.ts';
import { listSearchString, NO_LIST_SEARCH, readListAddress } from '../src/lib/hotel-list-address.ts';
import { sessionStore } from '../src/lib/storage.ts';
import { demoApi, envelope, jsonResponse, stubFetch } from './helpers.tsx';
import { classes, renderHotels, stubHotelsApi } from './hotel-list-api.tsx';

describe('filters', () => {
  it('turns filter classes into groups and a selection into the request', () => {
    const groups = toFilterGroups(classes);
    expect(groups.map((g) => [g.code, g.title, g.kind, g.tabs?.length ?? 0])).toEqual([
      ['location', '位置区域', 'archive', 2],
      ['brand', '品牌', 'brand', 0],
      ['price', '价格区间', 'archive', 0],
    ]);
    let selection = withGroup({}, 'location', ['38', '34']);
    selection = withGroup(selection, 'brand', ['smart']);
    selection = withGroup(selection, 'price', ['142', '999']);
    expect(selectionRequest(groups, selection)).toEqual({ archives: [34, 38, 142], brands: ['smart'] });
    expect(selectionRequest(groups, withGroup(selection, 'location', []))).toEqual({
      archives: [142],
      brands: ['smart'],
    });
  });

  it('builds the WeChat booking link with the hotel code as sub', () => {
    expect(wechatBookingLink('https://wx.example.cn/booking', 'HJ000112')).toBe(
      'https://wx.example.cn/booking?code=EAKA&sub=HJ000112',
    );
    expect(wechatBookingLink('', 'HJ000112')).toBeUndefined();
    expect(wechatBookingLink('javascript:alert(1)', 'HJ000112')).toBeUndefined();
  });
});

describe('hotel list', () => {
  beforeEach(() => {
    appStore.reset();
    sessionStore.set('cityCode', '370100');
    sessionStore.set('cityName', '济南');
    sessionStore.set('isSearch', true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the stored city with cards, filters and a map', async () => {
    const { requests } = stubHotelsApi();
    renderHotels();

    expect(await screen.findByRole('heading', { name: '济南的酒店' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '光影智慧酒店（济南泉城广场店）' });
    expect(link).toHaveAttribute('href', '/HJ000112/rooms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(requests[0]).toMatchObject({
      cityCode: '370100',
      archives: [],
      brands: [],
      pageSize: 20,
      currentPage: 1,
    });
    expect(screen.getAllByText('共 2 家酒店').length).toBeGreaterThan(0);
    // description cut at 110 characters
    expect(screen.getAllByText(`${'光影'.repeat(55)}...`)).toHaveLength(2);
    // one marker (the second hotel has no position), once the map's code has loaded
    await vi.waitFor(() => expect(document.querySelectorAll('.hotel-map_marker')).toHaveLength(1));
    expect(await screen.findByRole('group', { name: '位置区域' })).toBeInTheDocument();
  });

  it('queries again on every filter change and 不限 clears the group', async () => {
    const user = userEvent.setup();
    const { requests } = stubHotelsApi();
    renderHotels();

    await user.click(await screen.findByRole('checkbox', { name: '泉城广场' }));
    expect((await screen.findAllByText('共 1 家酒店')).length).toBeGreaterThan(0);
    expect(requests.at(-1)).toMatchObject({ archives: [34], brands: [], currentPage: 1 });

    await user.click(screen.getByRole('button', { name: '位置区域不限' }));
    expect((await screen.findAllByText('共 2 家酒店')).length).toBeGreaterThan(0);
    // the unfiltered page again (from the cache here), the box unticked
    expect(screen.getByRole('checkbox', { name: '泉城广场' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: '光影智慧酒店' }));
    expect((await screen.findAllByText('共 1 家酒店')).length).toBeGreaterThan(0);
    expect(requests.at(-1)).toMatchObject({ archives: [], brands: ['smart'] });
  });

  it('shows the WeChat booking QR on demand', async () => {
    const user = userEvent.setup();
    stubHotelsApi();
    renderHotels();

    const card = (await screen.findByRole('link', { name: '光影智慧酒店（济南泉城广场店）' })).closest(
      'article',
    );
    if (!card) throw new Error('no card');
    await user.click(within(card).getByRole('button', { name: /微信预订/ }));
    expect(
      within(card).getByRole('img', { name: '光影智慧酒店（济南泉城广场店）微信预订二维码' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('微信扫一扫，立即预订')).toBeInTheDocument();
  });

  it('says so when no hotel matches', async () => {
    stubFetch(async (url, init) => {
      if (url.pathname === '/crsapi/v1/hotel/getHotelsByPage')
        return jsonResponse({ ...envelope(null), rows: [], total: 0 });
      return demoApi(url, init);
    });
    renderHotels();
    expect(await screen.findByText('暂无符合条件的酒店')).toBeInTheDocument();
  });

  it('warns 请选择城市 and does not search without a city', async () => {
    sessionStore.remove('cityCode', 'cityName', 'isSearch');
    const user = userEvent.setup();
    const { requests } = stubHotelsApi();
    renderHotels();
    await screen.findByRole('link', { name: '光影智慧酒店（济南泉城广场店）' });
    const before = requests.length;

    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    expect(await screen.findByText('请选择城市')).toBeInTheDocument();
    expect(requests.length).toBe(before);
    expect(sessionStore.get('isSearch')).toBeUndefined();
  });
});

describe('hotel list address', () => {
  beforeEach(() => {
    appStore.reset();
    sessionStore.remove('cityCode', 'cityName', 'isSearch', 'hotelName', 'checkInDate', 'checkOutDate');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads a search from the address and writes it back the same, dropping what does not read', () => {
    const stay = {
      checkIn: businessToday().add(3, 'day').format('YYYY-MM-DD'),
      checkOut: businessToday().add(5, 'day').format('YYYY-MM-DD'),
    };
    const text = `?city=370100&name=%E6%B3%89%E5%9F%8E&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&archives=38,34,x,34,2147483647,2147483648&brands=smart&sort=price_asc&page=2&size=10`;
    const address = readListAddress(new URLSearchParams(text));
    expect(address).toEqual({
      cityCode: '370100',
      hotelName: '泉城',
      stay,
      archives: [34, 38, 2147483647],
      brands: ['smart'],
      sort: 'price_asc',
      page: 2,
      size: 10,
    });
    expect(readListAddress(new URLSearchParams(listSearchString(address)))).toEqual(address);
    expect(new URLSearchParams(listSearchString(address)).get('sort')).toBe('price_asc');

    const yesterday = businessToday().subtract(1, 'day').format('YYYY-MM-DD');
    const odd = readListAddress(
      new URLSearchParams(
        `?checkIn=${yesterday}&checkOut=${stay.checkOut}&page=0&size=7&archives=-1&sort=cheapest`,
      ),
    );
    expect(odd).toEqual(NO_LIST_SEARCH);
    expect(listSearchString(odd)).toBe('');
  });

  it('shows the search, filters and page the address names, and each page is a link', async () => {
    const { requests } = stubHotelsApi(45);
    const { router } = renderHotels('/hotels?city=370100&archives=34&page=1');

    expect(await screen.findByRole('heading', { name: '济南的酒店' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: '泉城广场' })).toBeChecked();
    expect(requests[0]).toMatchObject({ cityCode: '370100', archives: [34], currentPage: 1 });
    // the tab's search is now that city, for the hotels' links and a bare /hotels
    await vi.waitFor(() => expect(sessionStore.get('cityCode')).toBe('370100'));
    expect(sessionStore.get('cityName')).toBe('济南');

    // 不限: the address loses the filter, the list is the city's 45 hotels in three pages
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '位置区域不限' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?city=370100'));
    await screen.findAllByText('共 45 家酒店');
    const pageTwo = document.querySelector<HTMLAnchorElement>('.ant-pagination-item-2 a');
    expect(pageTwo?.getAttribute('href')).toBe('/hotels?city=370100&page=2');
    expect(pageTwo?.getAttribute('rel')).toBeNull();

    // a click changes the page in place: the address and the request say page 2
    if (!pageTwo) throw new Error('no page 2');
    await user.click(pageTwo);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?city=370100&page=2'));
    await vi.waitFor(() => expect(requests.at(-1)).toMatchObject({ archives: [], currentPage: 2 }));

    await vi.waitFor(() =>
      expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2'),
    );

    // going back shows page 1 again
    await router.navigate(-1);
    await vi.waitFor(() =>
      expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('1'),
    );
  });

  it('names the ••• jumps of the pages in words, each a link to the page it jumps to', async () => {
    stubHotelsApi(300);
    renderHotels('/hotels?city=370100&page=8');

    const back = await screen.findByRole('link', { name: '向前 5 页' });
    expect(back).toHaveAttribute('href', '/hotels?city=370100&page=3');
    expect(screen.getByRole('link', { name: '向后 5 页' })).toHaveAttribute(
      'href',
      '/hotels?city=370100&page=13',
    );
  });

  it('puts a search made on the page into the address, with its dates', async () => {
    const { requests } = stubHotelsApi();
    const { router } = renderHotels('/hotels?city=370100&archives=34&sort=score&page=3');
    await screen.findByRole('heading', { name: '济南的酒店' });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('酒店名称'), '泉城');
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));

    const stay = `checkIn=${businessDay()}&checkOut=${businessToday().add(1, 'day').format('YYYY-MM-DD')}`;
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe(`?city=370100&name=%E6%B3%89%E5%9F%8E&${stay}&sort=score`),
    );
    // a new search: no filters, first page, the same order
    await vi.waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        hotelName: '泉城',
        archives: [],
        sort: 'score',
        currentPage: 1,
      }),
    );
    expect(sessionStore.get('hotelName')).toBe('泉城');
  });

  it("shows a bare /hotels as the tab's last search, and says it in the address", async () => {
    sessionStore.set('cityCode', '110100');
    sessionStore.set('cityName', '北京');
    sessionStore.set('isSearch', true);
    const { requests } = stubHotelsApi();
    const { router } = renderHotels();

    expect(await screen.findByRole('heading', { name: '北京的酒店' })).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.search).toBe('?city=110100'));
    expect(requests.every((request) => request.cityCode === '110100')).toBe(true);
  });
});
