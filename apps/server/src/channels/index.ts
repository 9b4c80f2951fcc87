/**
 * channels/: selling on OTAs through channel managers: what each channel is told of availability,
 * rates and restrictions (the ARI outbox the database writes, sent by sendDueAri), in the protocol
 * of its adapter (opentravel/), and the reservations they deliver, taken into the hotels' orders
 * (pullReservations). Its public entry: what the composition (jobs.ts) may use of it;
 * the rest is its own (docs/architecture.md).
 */
export { adminChannelsRoutes } from './routes/admin-channels.ts';
export { ariSendOnChange, sendDueAri } from './services/ari-sender.ts';
export { pullReservations } from './services/reservation-puller.ts';
