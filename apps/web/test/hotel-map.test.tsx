import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HotelMap, type MapHotel } from '../src/components/hotel-map.tsx';
import { demoApi, stubFetch, withProviders } from './helpers.tsx';

const JINAN: MapHotel[] = [
  { hotelCode: 'HJ000101', name: '光影酒店（济南泉城广场店）', latitude: 36.6683, longitude: 117.0276 },
  { hotelCode: 'HJ000102', name: '光影酒店（济南高新店）', latitude: 36.6801, longitude: 117.1302 },
];
const NOWHERE: MapHotel = { hotelCode: 'HJ000126', name: '光影酒店（临沂店）', latitude: 0, longitude: 0 };

function markers(container: HTMLElement) {
  return container.querySelectorAll('.hotel-map_marker');
}

describe('hotel map', () => {
  beforeEach(() => {
    stubFetch(demoApi);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws a marker and a label per located hotel', () => {
    const { container } = render(withProviders(<HotelMap hotels={[...JINAN, NOWHERE]} />));
    expect(markers(container)).toHaveLength(2);
    expect(screen.getByText('光影酒店（济南泉城广场店）')).toBeInTheDocument();
    expect(screen.getByText('光影酒店（济南高新店）')).toBeInTheDocument();
    expect(screen.queryByText('暂无位置信息')).not.toBeInTheDocument();
  });

  it('clears the markers when the hotels change', () => {
    const { container, rerender } = render(withProviders(<HotelMap hotels={JINAN} />));
    expect(markers(container)).toHaveLength(2);
    rerender(withProviders(<HotelMap hotels={JINAN.slice(1)} />));
    expect(markers(container)).toHaveLength(1);
    expect(screen.queryByText('光影酒店（济南泉城广场店）')).not.toBeInTheDocument();
  });

  it('says so when no hotel has a position', () => {
    const { container } = render(withProviders(<HotelMap hotels={[NOWHERE]} />));
    expect(markers(container)).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('暂无位置信息');
  });

  it('names a focused hotel without a position', () => {
    render(withProviders(<HotelMap hotels={[...JINAN, NOWHERE]} focus="HJ000126" />));
    expect(screen.getByRole('status')).toHaveTextContent('光影酒店（临沂店）：暂无位置信息');
  });

  it('removes the map on unmount', () => {
    const { container, unmount } = render(withProviders(<HotelMap hotels={JINAN} />));
    expect(container.querySelector('.leaflet-container')).not.toBeNull();
    unmount();
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });
});
