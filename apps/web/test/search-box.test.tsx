import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../src/features/search/search-box.tsx';
import { appStore } from '../src/lib/app-store.ts';
import { businessToday } from '../src/lib/business-date.ts';
import { persistentStore, sessionStore } from '../src/lib/storage.ts';
import { demoApi, renderRoutes, stubFetch } from './helpers.tsx';

function renderSearch() {
  return renderRoutes(
    [
      { path: '/home', element: <SearchBox /> },
      { path: '/hotels', element: <h1>酒店列表</h1> },
    ],
    '/home',
  );
}

describe('search box', () => {
  beforeEach(() => {
    appStore.reset();
    stubFetch(demoApi);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses to search without a city', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch();

    await user.click(screen.getByRole('button', { name: '查询' }));

    expect(await screen.findByText('请选择城市')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(sessionStore.get('isSearch')).toBeUndefined();
  });

  it('stores the search and opens the hotel list once a city is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch();

    await user.click(screen.getByLabelText('目的地'));
    await user.click(await screen.findByRole('button', { name: '济南' }));
    expect(screen.getByLabelText('目的地')).toHaveValue('济南');
    await user.click(screen.getByRole('button', { name: '查询' }));

    expect(await screen.findByRole('heading', { name: '酒店列表' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hotels');
    const today = businessToday().format('YYYY-MM-DD');
    const tomorrow = businessToday().add(1, 'day').format('YYYY-MM-DD');
    expect(sessionStore.get('cityCode')).toBe('370100');
    expect(sessionStore.get('cityName')).toBe('济南');
    expect(persistentStore.get('cityCode')).toBe('370100');
    expect(sessionStore.get('checkInDate')).toBe(today);
    expect(sessionStore.get('checkOutDate')).toBe(tomorrow);
    expect(persistentStore.get('checkInDate')).toBe(today);
    expect(persistentStore.get('checkOutDate')).toBe(tomorrow);
    expect(sessionStore.get('roomNum')).toBe(1);
    expect(sessionStore.get('adultNum')).toBe(1);
    expect(sessionStore.get('childrenNum')).toBe(0);
    expect(sessionStore.get('custList')).toEqual([{ adultNum: 1, childrenNum: 0 }]);
    expect(sessionStore.get('isSearch')).toBe(true);
  });

  it('accepts 全部 as a choice of all cities and forgets a stored city', async () => {
    persistentStore.set('cityCode', '110100');
    persistentStore.set('cityName', '北京');
    const user = userEvent.setup();
    const { router } = renderSearch();

    await user.click(screen.getByLabelText('目的地'));
    const panel = (await screen.findByRole('heading', { name: '热门目的地' })).closest('.search_city-panel');
    await user.click(within(panel as HTMLElement).getByRole('button', { name: '全部' }));
    expect(persistentStore.get('cityCode')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: '查询' }));

    expect(await screen.findByRole('heading', { name: '酒店列表' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hotels');
    expect(sessionStore.get('cityCode')).toBeUndefined();
    expect(sessionStore.get('isSearch')).toBe(true);
  });

  it('opens only one of the search popups at a time', async () => {
    const user = userEvent.setup();
    renderSearch();

    await user.click(screen.getByLabelText('目的地'));
    expect(appStore.getState().dialogs).toEqual({ address: true, people: false, discountCode: false });
    await user.click(screen.getByLabelText('客房及人数'));
    expect(appStore.getState().dialogs).toEqual({ address: false, people: true, discountCode: false });
  });
});
