// The catalogue, carts and delivery addresses.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, paise, updatedAt } from './columns.ts';
import { users } from './identity.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_key').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    pricePaise: paise('price_paise').notNull(),
    /** Percent off, 0-100. */
    discount: integer('discount').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    quality: integer('quality').notNull().default(0),
    image: text('image'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    instruction: text('instruction'),
    /** Comma-separated kit contents. */
    kitIncludes: text('kit_includes'),
    /** The HSN code printed on tax invoices, and the GST rate included in the price (basis points: 3% = 300). */
    hsnCode: varchar('hsn_code', { length: 8 }).notNull().default('9999'),
    gstRateBp: integer('gst_rate_bp').notNull().default(1800),
    /** Removed products stay for past orders and carts but leave the catalogue. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx')
      .on(t.categoryId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('products_price_idx')
      .on(t.pricePaise)
      .where(sql`${t.deletedAt} is null`),
    // Shop search is `name ILIKE '%q%' OR description ILIKE '%q%'`: one trigram index per column gives a BitmapOr.
    index('products_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .where(sql`${t.deletedAt} is null`),
    index('products_description_trgm_idx')
      .using('gin', t.description.op('gin_trgm_ops'))
      .where(sql`${t.deletedAt} is null`),
    // Sorted pages of one category, and the rating/discount sorts, read in index order and stop at the page.
    index('products_category_price_idx')
      .on(t.categoryId, t.pricePaise, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('products_rating_idx')
      .on(t.rating.desc().nullsLast(), t.id)
      .where(sql`${t.deletedAt} is null`),
    index('products_discount_idx')
      .on(t.discount.desc(), t.id)
      .where(sql`${t.deletedAt} is null`),
    index('products_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_discount_range', sql`${t.discount} between 0 and 100`),
    check('products_rating_range', sql`${t.rating} between 0 and 5`),
    check('products_stock_nonnegative', sql`${t.stockQuantity} >= 0`),
    check('products_hsn_digits', sql`${t.hsnCode} ~ '^[0-9]{4,8}$'`),
    check('products_gst_rate_range', sql`${t.gstRateBp} between 0 and 2800`),
  ],
);

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_id_key').on(t.userId)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_product_key').on(t.cartId, t.productId),
    index('cart_lines_product_idx').on(t.productId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: varchar('street', { length: 20 }).notNull(),
    city: varchar('city', { length: 50 }).notNull(),
    state: varchar('state', { length: 50 }).notNull(),
    postalCode: varchar('postal_code', { length: 6 }).notNull(),
    country: varchar('country', { length: 60 }).notNull().default('India'),
    addressType: varchar('address_type', { length: 10 }).notNull().default('Home'),
    addressName: varchar('address_name', { length: 60 }),
    /** The courier's mobile, 10 digits; null on an address saved before it was asked (completed before an order). */
    phone: varchar('phone', { length: 10 }),
    isSelected: boolean('is_selected').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isSelected}`),
    check('addresses_postal_code', sql`${t.postalCode} ~ '^[0-9]{6}$'`),
    check('addresses_type', sql`${t.addressType} in ('Home', 'Office', 'Other')`),
  ],
);
