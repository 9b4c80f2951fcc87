import type { Dashboard } from '@hotel/shared/admin/dashboard';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
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

const data: Dashboard = {
  scopeName: '集团全部酒店',
  today: { date: '2026-11-24', arrivals: 12, departures: 7, inHouse: 30, newOrders: 5, cancellations: 1 },
  lastDays: { newOrders: 140, cancellations: 9 },
  days: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-10-${String(26 + i).padStart(2, '0')}`,
    sold: 10,
    total: 20,
    occupancy: 0.5,
    revenue: 2990,
  })),
};

describe('经营概况', () => {
  it("shows today's figures, the 30-day charts with their titles and definitions, and picks a hotel", async () => {
    const fetchMock = stubFetch(
      sessionRoute(sessionOf('admin')),
      hotelsRoute,
      route('GET', '/dashboard', () => jsonResponse(envelope(data))),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');
    // the first render of the whole app with antd in jsdom can take seconds beside other suites
    expect(await screen.findByText('今日到店', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '近30天出租率' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '近30天客房收入（元）' })).toBeInTheDocument();
    // what the figures count is read beside them, without opening the daily table
    expect(screen.getByText(/^已售间夜：已支付预订/)).toBeVisible();
    await user.click(screen.getByLabelText('酒店'));
    await user.click((await screen.findAllByTitle('光影酒店北京国贸店')).at(-1) as HTMLElement);
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET', '/dashboard').at(-1);
      expect(new URL(String(last?.[0]), 'http://localhost').searchParams.get('hotelCode')).toBe('BJ01');
    });
  });
});
