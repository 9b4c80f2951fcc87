/**
 * catalogue/: hotels, cities, room types and rate plans as the guest reads them. Its public entry: what other domains and the composition (app.ts, admin-api.ts,
 * jobs.ts) may use of it; the rest is its own (docs/architecture.md).
 */
export { findCityByCode } from './queries/cities.ts';
export type { HotelRow } from './queries/hotels.ts';
export { findHotelByCode, hotelColumns } from './queries/hotels.ts';
export type { RatePlanRow, RoomTypeRow } from './queries/rooms.ts';
export { adminHotelRoutes } from './routes/admin-hotels.ts';
export { hotelRoutes } from './routes/crsapi-hotel.ts';
export { hotelInfoOf, hotelScope, requireHotelId, toCityHotelItem } from './services/hotels.ts';
export { toRoomType } from './services/rooms.ts';
