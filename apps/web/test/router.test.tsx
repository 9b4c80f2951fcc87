import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { appStore } from '../src/lib/app-store.ts';
import { persistentStore, sessionStore } from '../src/lib/storage.ts';
import { demoApi, renderRoutes, stubFetch } from './helpers.tsx';

describe('routes', () => {
  beforeEach(() => {
    appStore.reset();
    stubFetch(demoApi);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor away from the member centre with 尚未登录', async () => {
    const { router } = renderRoutes(routes, '/courtesy');

    expect(await screen.findByText('尚未登录', {}, { timeout: 5000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('lets a member into the member centre', async () => {
    persistentStore.set('usertoken', 'member-token');
    appStore.reset();
    const { router } = renderRoutes(routes, '/courtesy');

    expect(await screen.findByRole('heading', { name: /会员中心/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courtesy');
  });

  it('redirects an unknown path to the home page', async () => {
    const { router } = renderRoutes(routes, '/no/such/page/here');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('form', { name: '酒店查询' })).toBeInTheDocument();
  });

  it('names the page in the document title', async () => {
    renderRoutes(routes, '/brand');

    await vi.waitFor(() => expect(document.title).toBe('品牌介绍 - 光影酒店集团'));
    expect(await screen.findByRole('tab', { name: '智慧酒店' })).toHaveAttribute('aria-selected', 'true');
  });

  it('forgets the remembered hotel name, city and search flag on Home', async () => {
    sessionStore.set('hotelName', '济南店');
    sessionStore.set('cityCode', '370100');
    sessionStore.set('isSearch', true);
    persistentStore.set('cityCode', '370100');
    renderRoutes(routes, '/home');

    expect(await screen.findByRole('form', { name: '酒店查询' })).toBeInTheDocument();
    expect(sessionStore.get('hotelName')).toBeUndefined();
    expect(sessionStore.get('cityCode')).toBeUndefined();
    expect(sessionStore.get('isSearch')).toBeUndefined();
    expect(persistentStore.get('cityCode')).toBeUndefined();
  });
});
