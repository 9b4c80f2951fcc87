import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/router.tsx';
import { appStore } from '../src/lib/app-store.ts';
import { sessionStore } from '../src/lib/storage.ts';
import { demoApi, envelope, jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';

const hotel = {
  hotelCode: 'HJ000101',
  hotelName: '光影智慧酒店（北京王府井店）',
  tel: '010-88880824',
  hotelRemark: '<p>坐落于王府井大街138号。</p>',
  showImage: '',
  thumbnail: '',
  logoImage: '',
  latitude: 0,
  longitude: 0,
  address: '北京市东城区王府井大街138号',
  showRights: ['免费停车'],
  cityCode: 'BJS',
  cityName: '北京',
};

/** The demo API, with `hotel` the one hotel getHotelInfo knows. */
function stubHotel() {
  stubFetch((url, init) => {
    if (url.pathname === '/crsapi/v1/hotel/getHotelInfo') {
      const code = JSON.parse(String(init?.body)).HotelCode;
      return code === hotel.hotelCode
        ? jsonResponse(envelope(hotel))
        : jsonResponse({ success: false, statusCode: 404, message: '酒店不存在', msg: '酒店不存在' }, 404);
    }
    return demoApi(url, init);
  });
}

describe('a hotel of its own', () => {
  beforeEach(() => appStore.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('enters the hotel: single-hotel mode, its name and phone in the header and the session', async () => {
    stubHotel();
    renderRoutes(routes, '/HJ000101/about-us');

    const header = await screen.findByRole('banner');
    expect(await within(header).findByText(hotel.hotelName)).toBeInTheDocument();
    expect(within(header).getByText(hotel.tel)).toBeInTheDocument();
    expect(screen.getByText('免费停车')).toBeInTheDocument();
    expect(appStore.getState()).toMatchObject({ isHeadQuarter: false, hotelCode: 'HJ000101' });
    expect(sessionStore.get('hotelName')).toBe(hotel.hotelName);
    expect(sessionStore.get('hotelTel')).toBe(hotel.tel);
    // the hotel names its pages
    await vi.waitFor(() =>
      expect(document.title).toBe('光影智慧酒店（北京王府井店） 酒店介绍 - 光影酒店集团'),
    );
    // the hotel's own menu
    const menu = screen.getByRole('navigation', { name: '酒店导航' });
    expect(within(menu).getByRole('link', { name: '客房预订' })).toHaveAttribute('href', '/HJ000101/rooms');
  });

  it('says 酒店不存在 for an unknown code, with the way home', async () => {
    stubFetch((url, init) =>
      url.pathname === '/crsapi/v1/hotel/getHotelInfo'
        ? jsonResponse({ success: false, statusCode: 404, message: '酒店不存在', msg: '酒店不存在' }, 404)
        : demoApi(url, init),
    );
    renderRoutes(routes, '/ZZZ999/home');

    expect(await screen.findByRole('heading', { name: '酒店不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
    expect(appStore.getState().isHeadQuarter).toBe(true);
  });

  it("heads a hotel's page with the page's own title and description over the hotel's, as the server does", async () => {
    stubHotel();
    const { router } = renderRoutes(routes, '/HJ000101/room-detail/room-detail?index=99');
    const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

    await screen.findByRole('heading', { name: '房型不存在' });
    await vi.waitFor(() => expect(document.title).toBe('房型不存在 - 光影酒店集团'));
    expect(description()).toBe('没有找到这个房型，请返回客房列表重新选择。');
    // to another page of the hotel and back: each time the page's own
    await router.navigate('/HJ000101/about-us');
    await vi.waitFor(() =>
      expect(document.title).toBe('光影智慧酒店（北京王府井店） 酒店介绍 - 光影酒店集团'),
    );
    expect(description()).toContain('坐落于王府井大街138号');
    await router.navigate('/HJ000101/room-detail/room-detail?index=99');
    await vi.waitFor(() => expect(document.title).toBe('房型不存在 - 光影酒店集团'));
    expect(description()).toBe('没有找到这个房型，请返回客房列表重新选择。');
  });

  it("goes from a hotel's code alone to the hotel's home", async () => {
    stubHotel();
    const { router } = renderRoutes(routes, '/HJ000101');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/HJ000101/home'));
  });

  it('leaves the group routes to the group: /home/about-us is not a hotel', async () => {
    stubFetch(demoApi);
    const { router } = renderRoutes(routes, '/home/about-us');
    await vi.waitFor(() => expect(document.title).toContain('集团介绍'));
    expect(router.state.matches.some((m) => m.route.path === '/:hotelCode')).toBe(false);
  });
});
