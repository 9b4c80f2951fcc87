import type { HotelInfo } from '@hotel/shared/api/hotel';
import { useOutletContext } from 'react-router';
import { appStore } from '../../lib/app-store.ts';
import { sessionStore } from '../../lib/storage.ts';

/**
 * Entering a hotel (section 4, Hotel context): the hotel code, single-hotel mode, and the hotel's
 * name and phone in the session for the booking pages that follow.
 */
export function enterHotel(hotel: HotelInfo): void {
  const current = appStore.getState();
  if (!current.isHeadQuarter && current.currentHotel === hotel) return;
  appStore.enterHotel(hotel);
  sessionStore.set('hotelName', hotel.hotelName);
  sessionStore.set('hotelTel', hotel.tel);
}

/** What the hotel-site layout hands to each page of the hotel. */
export interface HotelSiteContext {
  hotel: HotelInfo;
}

/** The hotel whose site this page belongs to (rendered inside the hotel-site layout only). */
export function useHotelSite(): HotelSiteContext {
  return useOutletContext<HotelSiteContext>();
}
