/**
 * rates/: availability, prices, room types' inventory, the rate calendar and its bulk edit. Its public entry: what other domains and the composition (app.ts, admin-api.ts,
 * jobs.ts) may use of it; the rest is its own (docs/architecture.md).
 */
export { rollInventoryHorizon } from './jobs/inventory-horizon.ts';
export type { PricedStay } from './queries/lowest-prices.ts';
export { lowestPricesOfHotels, lowestPricesOfStay } from './queries/lowest-prices.ts';
export { adminRatesRoutes } from './routes/admin-rates.ts';
export { hotelRatesRoutes } from './routes/crsapi-hotel-rates.ts';
export { availabilityOfStay, priceOfStay, stayOf } from './services/availability.ts';
export type { PricedMember, StayQuote } from './services/stay-quote.ts';
export { quoteStay } from './services/stay-quote.ts';
