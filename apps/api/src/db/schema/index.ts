// Every table, for drizzle-kit and for the typed `db`.
export * from './identity.ts';
export * from './astrologers.ts';
export * from './shop.ts';
export * from './orders.ts';
export * from './consultations.ts';
export * from './notifications.ts';
export * from './free-questions.ts';
export * from './invoices.ts';
