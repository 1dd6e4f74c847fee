// The kundli matches a user saved: both people's birth details as they were matched, and the total and band to list
// them by. The match is drawn again from the birth details on opening, as a saved kundli is.
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, serial, time, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';

export const kundliMatches = pgTable(
  'kundli_matches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boyName: varchar('boy_name', { length: 100 }),
    boyBirthDate: date('boy_birth_date', { mode: 'string' }).notNull(),
    boyBirthTime: time('boy_birth_time').notNull(),
    boyPlaceId: varchar('boy_place_id', { length: 40 }).notNull(),
    boyPlaceLabel: varchar('boy_place_label', { length: 200 }).notNull(),
    boyLatitude: doublePrecision('boy_latitude').notNull(),
    boyLongitude: doublePrecision('boy_longitude').notNull(),
    boyTimeZone: varchar('boy_time_zone', { length: 64 }).notNull(),
    girlName: varchar('girl_name', { length: 100 }),
    girlBirthDate: date('girl_birth_date', { mode: 'string' }).notNull(),
    girlBirthTime: time('girl_birth_time').notNull(),
    girlPlaceId: varchar('girl_place_id', { length: 40 }).notNull(),
    girlPlaceLabel: varchar('girl_place_label', { length: 200 }).notNull(),
    girlLatitude: doublePrecision('girl_latitude').notNull(),
    girlLongitude: doublePrecision('girl_longitude').notNull(),
    girlTimeZone: varchar('girl_time_zone', { length: 64 }).notNull(),
    /** The raw guna milan total out of 36 and its verdict band, for the list. */
    total: doublePrecision('total').notNull(),
    band: varchar('band', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('kundli_matches_user').on(t.userId, t.id),
    check('kundli_matches_total', sql`${t.total} between 0 and 36`),
  ],
);
