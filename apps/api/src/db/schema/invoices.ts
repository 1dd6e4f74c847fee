// GST tax invoices: one gap-free numbered series per financial year (April to March), one invoice per paid shop order
// and per paid wallet recharge, with the seller, the buyer and the tax split as they were when it was issued.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, paiseTotal } from './columns.ts';
import { users } from './identity.ts';
import { orders } from './orders.ts';
import { walletRecharges } from './consultations.ts';

/** The last number issued in each financial year ("2026-27"); taken with the invoice in one transaction, so no gaps. */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    financialYear: varchar('financial_year', { length: 7 }).primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('invoice_series_last_number', sql`${t.lastNumber} >= 0`)],
);

export const invoiceKindEnum = pgEnum('invoice_kind', ['order', 'recharge']);

/** One line of an invoice as printed: description, HSN/SAC, quantity, taxable value and rate. */
export interface InvoiceLine {
  description: string;
  hsnSac: string;
  quantity: number;
  /** Value before tax, paise. */
  taxablePaise: number;
  /** GST rate in basis points (18% = 1800). */
  gstRateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: serial('id').primaryKey(),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    sequence: integer('sequence').notNull(),
    /** e.g. "INV/26-27/000042": at most 16 characters (tax_invoices_number_length). */
    number: varchar('number', { length: 30 }).notNull(),
    kind: invoiceKindEnum('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    rechargeId: integer('recharge_id').references(() => walletRecharges.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    sellerName: varchar('seller_name', { length: 200 }).notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerGstin: varchar('seller_gstin', { length: 15 }).notNull(),
    sellerState: varchar('seller_state', { length: 60 }).notNull(),
    /** The buyer as they were; replaced when the person deletes the account. */
    buyerName: varchar('buyer_name', { length: 100 }).notNull(),
    buyerContact: varchar('buyer_contact', { length: 254 }),
    buyerAddress: text('buyer_address'),
    /** The state the supply is made to: decides CGST + SGST (the seller's state) or IGST (any other). */
    placeOfSupply: varchar('place_of_supply', { length: 60 }).notNull(),
    interState: boolean('inter_state').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    taxablePaise: paiseTotal('taxable_paise').notNull(),
    cgstPaise: paiseTotal('cgst_paise').notNull(),
    sgstPaise: paiseTotal('sgst_paise').notNull(),
    igstPaise: paiseTotal('igst_paise').notNull(),
    totalPaise: paiseTotal('total_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_invoices_number_key').on(t.number),
    uniqueIndex('tax_invoices_series_key').on(t.financialYear, t.sequence),
    uniqueIndex('tax_invoices_order_key')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('tax_invoices_recharge_key')
      .on(t.rechargeId)
      .where(sql`${t.rechargeId} is not null`),
    index('tax_invoices_user_idx').on(t.userId, t.issuedAt),
    index('tax_invoices_issued_at_idx').on(t.issuedAt),
    check('tax_invoices_sequence_positive', sql`${t.sequence} > 0`),
    // GST allows at most 16 characters (CGST Rules, rule 46(b)): the millionth number of a year is refused, not issued.
    check('tax_invoices_number_length', sql`char_length(${t.number}) <= 16`),
    check(
      'tax_invoices_kind_shape',
      sql`(${t.kind}::text = 'order') = (${t.orderId} is not null and ${t.rechargeId} is null)
        and (${t.kind}::text = 'recharge') = (${t.rechargeId} is not null and ${t.orderId} is null)`,
    ),
    check(
      'tax_invoices_total',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
    check(
      'tax_invoices_split',
      sql`case when ${t.interState} then ${t.cgstPaise} = 0 and ${t.sgstPaise} = 0 else ${t.igstPaise} = 0 end`,
    ),
    check(
      'tax_invoices_amounts_nonnegative',
      sql`${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0`,
    ),
  ],
);
