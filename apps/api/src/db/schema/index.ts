// Every table but the money tables, for the typed `db` and every module. schema/money.ts is imported only by
// modules/money (and beside this file by db/client.ts and drizzle.config.ts): no other code can write a balance.
export * from './identity.ts';
export * from './astrologers.ts';
export * from './shop.ts';
export * from './orders.ts';
export * from './consultations.ts';
export * from './notifications.ts';
export * from './free-questions.ts';
export * from './kundli-matches.ts';
export * from './invoices.ts';
export * from './safety.ts';
export * from './hours.ts';
export * from './bookings.ts';
export * from './booking-reminders.ts';
