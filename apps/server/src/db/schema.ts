// The whole schema in one object, as Drizzle's relational queries and drizzle-kit take it.
export * from './schema/catalog.ts';
export * from './schema/channels.ts';
export * from './schema/confirmations.ts';
export * from './schema/content.ts';
export * from './schema/enquiries.ts';
export * from './schema/front-desk.ts';
export * from './schema/inventory.ts';
export * from './schema/loyalty.ts';
export * from './schema/member-ledgers.ts';
export * from './schema/members.ts';
export * from './schema/orders.ts';
export * from './schema/requests.ts';
export * from './schema/staff.ts';
