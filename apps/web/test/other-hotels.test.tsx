import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../src/lib/app-store.ts';
import { businessToday } from '../src/lib/business-date.ts';
import { persistentStore, sessionStore } from '../src/lib/storage.ts';
import { cityHotel, renderRoomsPage, room, roomsHotel } from './rooms-page-api.tsx';

const HEADING = '该日期已满房，看看附近的其他酒店';
const checkIn = businessToday().add(5, 'day').format('YYYY-MM-DD');
const checkOut = businessToday().add(6, 'day').format('YYYY-MM-DD');

describe('other hotels of the city when the hotel is full', () => {
  beforeEach(() => {
    appStore.reset();
    sessionStore.set('checkInDate', checkIn);
    sessionStore.set('checkOutDate', checkOut);
  });
  afterEach(() => {
    sessionStore.remove('checkInDate', 'checkOutDate', 'custList', 'discountType', 'discountCode');
    persistentStore.remove('checkInDate', 'checkOutDate');
    vi.unstubAllGlobals();
  });

  it('lists the cheapest hotels with rooms for the stay, without this one or sold-out ones, linked with the stay', async () => {
    const { hotelPages } = renderRoomsPage({
      rooms: [room(false)],
      cityHotels: [
        cityHotel(roomsHotel.hotelCode, roomsHotel.hotelName, 199),
        cityHotel('HJ000102', '光影酒店（北京西单店）', 299),
        cityHotel('HJ000103', '光影康养酒店（北京国贸店）', 458.5),
        cityHotel('HJ000104', '光影酒店（北京南站店）', null),
      ],
    });

    const others = await screen.findByRole('region', { name: HEADING });
    const items = within(await within(others).findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '光影酒店（北京西单店）¥299起',
      '光影康养酒店（北京国贸店）¥458.50起',
    ]);
    expect(within(others).getByRole('link', { name: /北京西单店/ })).toHaveAttribute(
      'href',
      `/HJ000102/rooms?checkInDate=${checkIn}&checkOutDate=${checkOut}`,
    );
    // the city's hotels with rooms for this stay, cheapest first
    expect(hotelPages).toEqual([
      expect.objectContaining({
        cityCode: roomsHotel.cityCode,
        checkIn,
        checkOut,
        sort: 'price_asc',
        currentPage: 1,
      }),
    ]);
  });

  it('says so plainly when every other hotel of the city is full too', async () => {
    renderRoomsPage({
      rooms: [room(false)],
      cityHotels: [
        cityHotel(roomsHotel.hotelCode, roomsHotel.hotelName, null),
        cityHotel('HJ000104', '光影酒店（北京南站店）', null),
      ],
    });

    const others = await screen.findByRole('region', { name: HEADING });
    expect(await within(others).findByText('同城其他酒店该日期也已满房')).toBeVisible();
    expect(within(others).queryByRole('link')).toBeNull();
  });

  it('offers them for a hotel without any room type', async () => {
    renderRoomsPage({ rooms: [], cityHotels: [cityHotel('HJ000102', '光影酒店（北京西单店）', 299)] });

    const others = await screen.findByRole('region', { name: HEADING });
    expect(await within(others).findByRole('link', { name: /北京西单店/ })).toHaveTextContent('¥299起');
  });

  it('shows nothing of the kind while a rate can be booked', async () => {
    const { paths } = renderRoomsPage({
      rooms: [room(false), { ...room(true), rtCode: 'TW', roomTypeName: '高级双床房' }],
      cityHotels: [cityHotel('HJ000102', '光影酒店（北京西单店）', 299)],
    });

    expect(await screen.findByRole('heading', { name: '高级双床房' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: HEADING })).toBeNull();
    expect(paths).not.toContain('/crsapi/v1/hotel/getHotelsByPage');
  });
});
