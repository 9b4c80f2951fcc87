import type { CityHotelItem } from '@hotel/shared/api/hotel';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { namedHotel } from '../src/features/search/named-hotel.ts';
import { SearchBox } from '../src/features/search/search-box.tsx';
import { appStore } from '../src/lib/app-store.ts';
import { businessToday } from '../src/lib/business-date.ts';
import { demoApi, envelope, jsonResponse, renderRoutes, stubFetch } from './helpers.tsx';

const day = (offset: number) => businessToday().add(offset, 'day').format('YYYY-MM-DD');
const ARRIVAL = day(10);
const SOLD_OUT = day(11);

function hotel(hotelCode: string, name: string, cityCode: string, cityName: string): CityHotelItem {
  return {
    name,
    code: hotelCode,
    hotelCode,
    tel: '0531-88886666',
    address: `${cityName}市`,
    description: '',
    feature: '',
    businessType: '',
    score: 4.8,
    pcThumbnail: '',
    latitude: 0,
    longitude: 0,
    cityCode,
    cityName,
    brandCode: 'smart',
    brandName: '光影智能',
  };
}

/** Every hotel of the group, as getCityHotel answers for the head office. */
const hotels = [
  hotel('HJ000101', '光影酒店（济南泉城广场店）', '370100', '济南'),
  hotel('HJ000102', '光影酒店（济南大明湖店）', '370100', '济南'),
  hotel('HJ000201', '光影酒店（北京国贸店）', '110100', '北京'),
];

/** 60 days from today at ¥299, the arrival day at ¥458.5 and the day after it sold out. */
const calendar = Array.from({ length: 60 }, (_, offset) => {
  const date = day(offset);
  if (date === SOLD_OUT) return { date, lowestPrice: null, soldOut: true };
  return { date, lowestPrice: date === ARRIVAL ? 458.5 : 299, soldOut: false };
});

const CITY_HOTELS = '/crsapi/v1/hotel/getCityHotel';
const PRICE_CALENDAR = '/crsapi/v1/hotel/getPriceCalendar';

/** The home page's calls, the group's hotels and a price calendar; records each call's path and body. */
function stubApi() {
  const calls: { path: string; body: string }[] = [];
  stubFetch((url, init) => {
    calls.push({ path: url.pathname, body: String(init?.body ?? url.search) });
    if (url.pathname === CITY_HOTELS) return jsonResponse(envelope(hotels));
    if (url.pathname === PRICE_CALENDAR) return jsonResponse(envelope(calendar));
    return demoApi(url, init);
  });
  return { paths: () => calls.map((call) => call.path), calls };
}

function renderSearch() {
  return renderRoutes([{ path: '/home', element: <SearchBox /> }], '/home');
}

async function chooseCity(user: ReturnType<typeof userEvent.setup>, city: string) {
  await user.click(screen.getByLabelText('目的地'));
  await user.click(await screen.findByRole('button', { name: city }));
  expect(screen.getByLabelText('目的地')).toHaveValue(city);
}

const openCalendar = () => document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');

/** A day of the month a calendar panel shows (the days of the months beside it are left out). */
function dayCell(date: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`.ant-picker-cell-in-view[title="${date}"]`);
  if (!cell) throw new Error(`no cell for ${date}`);
  return cell;
}

describe('the search box’s price calendar', () => {
  beforeEach(() => appStore.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the named hotel’s lowest price of each day, 满 on a sold-out day that cannot be the arrival', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderSearch();

    await chooseCity(user, '济南');
    await user.type(screen.getByLabelText('酒店名称'), ' 大明湖 ');
    // nothing asked for until the guest reaches for the dates
    expect(api.paths()).not.toContain(CITY_HOTELS);
    expect(api.paths()).not.toContain(PRICE_CALENDAR);

    fireEvent.pointerDown(screen.getByLabelText('入住 — 离店'));
    await waitFor(() => expect(dayCell(ARRIVAL)).toHaveTextContent('¥458.50'), { timeout: 5000 });
    const asked = api.calls.filter((call) => call.path === PRICE_CALENDAR);
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0]?.body ?? '{}')).toMatchObject({ HotelCode: 'HJ000102' });
    expect(dayCell(day(12))).toHaveTextContent(`${Number(day(12).slice(8))}¥299`);
    expect(dayCell(SOLD_OUT)).toHaveTextContent('满');
    expect(dayCell(SOLD_OUT)).toHaveClass('ant-picker-cell-disabled');
    expect(dayCell(ARRIVAL)).not.toHaveClass('ant-picker-cell-disabled');

    // the sold-out day is not taken as the arrival
    fireEvent.click(dayCell(SOLD_OUT));
    expect(dayCell(SOLD_OUT)).not.toHaveClass('ant-picker-cell-range-start');

    // the night before it is, and the stay may end on it
    fireEvent.click(dayCell(ARRIVAL));
    expect(dayCell(SOLD_OUT)).not.toHaveClass('ant-picker-cell-disabled');
    fireEvent.click(dayCell(SOLD_OUT));
    await waitFor(() => expect(screen.getByLabelText('入住 — 离店')).toHaveValue(ARRIVAL));
    expect(screen.getByPlaceholderText('离店日期')).toHaveValue(SOLD_OUT);
    expect(screen.getByText('共1晚')).toBeInTheDocument();
  });

  it('drops the prices when the name no longer names one hotel', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderSearch();

    await chooseCity(user, '济南');
    await user.type(screen.getByLabelText('酒店名称'), '光影酒店（济南泉城广场店）');
    fireEvent.pointerDown(screen.getByLabelText('入住 — 离店'));
    await waitFor(() => expect(dayCell(ARRIVAL)).toHaveTextContent('¥458.50'), { timeout: 5000 });

    await user.clear(screen.getByLabelText('酒店名称'));
    await waitFor(() => expect(document.querySelector('.date-range-input_note')).toBeNull());
    expect(dayCell(SOLD_OUT)).not.toHaveClass('ant-picker-cell-disabled');
    expect(api.paths().filter((path) => path === PRICE_CALENDAR)).toHaveLength(1);
  });

  it('shows plain dates and asks for nothing with a city and no hotel name', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderSearch();

    await chooseCity(user, '济南');
    fireEvent.pointerDown(screen.getByLabelText('入住 — 离店'));

    await waitFor(() => expect(openCalendar()).not.toBeNull(), { timeout: 5000 });
    expect(dayCell(ARRIVAL)).toHaveTextContent(new RegExp(`^${Number(ARRIVAL.slice(8))}$`));
    expect(document.querySelector('.date-range-input_note')).toBeNull();
    expect(api.paths()).not.toContain(CITY_HOTELS);
    expect(api.paths()).not.toContain(PRICE_CALENDAR);
  });

  it('shows plain dates when the name fits several of the city’s hotels or none', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderSearch();

    await chooseCity(user, '济南');
    // both of 济南's hotels
    await user.type(screen.getByLabelText('酒店名称'), '光影酒店');
    fireEvent.pointerDown(screen.getByLabelText('入住 — 离店'));
    await waitFor(() => expect(openCalendar()).not.toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(api.paths()).toContain(CITY_HOTELS));

    // a hotel of another city
    await user.clear(screen.getByLabelText('酒店名称'));
    await user.type(screen.getByLabelText('酒店名称'), '国贸');
    await waitFor(() => expect(api.paths().filter((path) => path === CITY_HOTELS)).toHaveLength(1));

    expect(document.querySelector('.date-range-input_note')).toBeNull();
    expect(dayCell(SOLD_OUT)).not.toHaveClass('ant-picker-cell-disabled');
    expect(api.paths()).not.toContain(PRICE_CALENDAR);
  });
});

describe('the hotel a search box names', () => {
  const jinan = (hotelName: string) => namedHotel(hotels, { cityCode: '370100', hotelName })?.hotelCode;

  it('is the city’s hotel of that exact name, or the only one whose name contains the text', () => {
    expect(jinan('光影酒店（济南泉城广场店）')).toBe('HJ000101');
    expect(jinan(' 泉城 ')).toBe('HJ000101');
    expect(jinan('光影酒店')).toBeUndefined();
    expect(jinan('国贸')).toBeUndefined();
    expect(jinan('  ')).toBeUndefined();
  });

  it('takes an exact name over a longer one containing it, and letters in either case', () => {
    const list = [
      ...hotels,
      hotel('HJ000103', 'Smart 济南', '370100', '济南'),
      hotel('HJ000104', 'Smart 济南 Plus', '370100', '济南'),
    ];
    expect(namedHotel(list, { cityCode: '370100', hotelName: 'smart 济南' })?.hotelCode).toBe('HJ000103');
    expect(namedHotel(list, { cityCode: '370100', hotelName: 'PLUS' })?.hotelCode).toBe('HJ000104');
  });
});
