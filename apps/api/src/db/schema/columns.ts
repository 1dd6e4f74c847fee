// Column helpers shared by every table: timezone-aware timestamps and integer money.
import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Money is integer paise; `integer` holds up to ₹2.1 crore, enough for a price. */
export const paise = (name: string) => integer(name);
/** Running totals (wallets, ledgers, order totals) use bigint in number mode. */
export const paiseTotal = (name: string) => bigint(name, { mode: 'number' });
