// Issues a GST tax invoice inside the statement or transaction that marks an order paid or credits a recharge.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { deliveryAddressSql } from '../addresses/addresses.service.ts';
import { GST_STATES, STATE_BY_KEY, stateCode } from '../../lib/gst.ts';
import { financialYear, type InvoiceSettings } from './invoice-numbering.ts';

/*
 * Written in SQL, not TypeScript, so that the one-statement settlement of a confirm (settleOneProduct) issues its
 * invoice in that same statement: no transaction, no extra round trip, and the series row is locked only while the
 * statement runs. Every path uses these parts, so there is one implementation of the numbering and the tax split.
 *
 * The caller defines a CTE `inv_src` of at most one row: order_id, recharge_id, user_id, address_text (the address
 * printed) and state_text (the state written in it, or null). Its being empty issues nothing, which is how each path
 * says "not this time" (already invoiced, not paid, the settlement refunded instead).
 */

export const RECHARGE_DESCRIPTION = 'Astrology consultation: prepaid wallet recharge';

/** stateKey (lib/gst.ts) in SQL: letters only, lower case, "and" and "&" dropped. */
const stateKeySql = (text: SQL) =>
  sql`regexp_replace(regexp_replace(lower(${text}), '&|\\mand\\M', ' ', 'g'), '[^a-z]', '', 'g')`;
const STATES_JSON = JSON.stringify(STATE_BY_KEY);
const CODES_JSON = JSON.stringify(Object.fromEntries(GST_STATES.map((s) => [s.name, s.code])));

/**
 * Whether a supply to `placeOfSupply` is inter-state (IGST) rather than intra-state (CGST + SGST): the two states'
 * GST codes differ. A place of supply on no list (an old address's free text) is taken as another state's.
 */
const interStateSql = (placeOfSupply: SQL, sellerState: string) =>
  sql`coalesce((${CODES_JSON}::jsonb ->> ${placeOfSupply}) <> ${stateCode(sellerState) ?? ''}::text, true)`;

/**
 * The invoice's buyer and lines, computed from `inv_src`. Shop prices include GST at each product's rate: a line's
 * taxable value is round(total x 10000 / (10000 + rate_bp)) and its tax the rest, so the invoice total is the
 * amount charged to the paisa. A recharge is credited its amount and pays the tax stored on it.
 */
function computeCtes(kind: 'order' | 'recharge', settings: InvoiceSettings): SQL {
  const sellerState = sql`${settings.seller.state}::text`;
  const lines =
    kind === 'order'
      ? sql`select l.id as n, l.name::text as description, p.hsn_code::text as hsn_sac, l.quantity, p.gst_rate_bp as rate_bp,
            l.line_total_paise::bigint as total,
            round(l.line_total_paise * 10000::numeric / (10000 + p.gst_rate_bp))::bigint as taxable
          from inv_src s join order_lines l on l.order_id = s.order_id join products p on p.id = l.product_id`
      : sql`select r.id as n, ${RECHARGE_DESCRIPTION}::text as description, ${settings.rechargeSac}::text as hsn_sac, 1 as quantity,
            r.gst_bp as rate_bp, r.total_paise::bigint as total, r.amount_paise::bigint as taxable
          from inv_src s join wallet_recharges r on r.id = s.recharge_id`;
  return sql`
    inv_lines as (${lines}),
    inv_buyer as (
      select s.order_id, s.recharge_id, s.user_id, s.address_text,
        left(coalesce(nullif(btrim(pr.name), ''), nullif(btrim(u.name), ''), 'Customer'), 100) as buyer_name,
        coalesce(u.email, '+91 ' || u.phone) as buyer_contact,
        left(coalesce(${STATES_JSON}::jsonb ->> ${stateKeySql(sql`s.state_text`)}, nullif(btrim(s.state_text), ''), ${sellerState}), 60)
          as place_of_supply
      from inv_src s join users u on u.id = s.user_id left join user_profiles pr on pr.user_id = s.user_id
    ),
    inv_split as (
      select l.*,
        case when b.inter then 0 else (l.total - l.taxable) / 2 end as cgst,
        case when b.inter then 0 else (l.total - l.taxable) - (l.total - l.taxable) / 2 end as sgst,
        case when b.inter then l.total - l.taxable else 0 end as igst
      from inv_lines l cross join (select ${interStateSql(sql`place_of_supply`, settings.seller.state)} as inter from inv_buyer) b
    ),
    inv_sum as (
      select jsonb_agg(jsonb_build_object('description', description, 'hsnSac', hsn_sac, 'quantity', quantity,
          'taxablePaise', taxable, 'gstRateBp', rate_bp, 'cgstPaise', cgst, 'sgstPaise', sgst, 'igstPaise', igst,
          'totalPaise', total) order by n) as lines,
        sum(taxable)::bigint as taxable, sum(cgst)::bigint as cgst, sum(sgst)::bigint as sgst,
        sum(igst)::bigint as igst, sum(total)::bigint as total
      from inv_split
    )`;
}

/**
 * The next number of the payment's financial year, taken by an upsert on the series row: concurrent payments queue on
 * that row until the first commits, and a payment rolled back gives its number back. Then the invoice row.
 *
 * The number is "INV/26-27/000042": GST allows at most 16 characters (CGST Rules, rule 46(b)), so the year is written
 * short while the series keeps "2026-27", and a prefix of at most 3 leaves room for 999,999 invoices a year. The
 * millionth is written whole, 17 characters, for the CHECK tax_invoices_number_length to refuse: the payment's
 * transaction fails rather than issue a number GST does not accept or one cut to a number already issued.
 */
function insertCtes(kind: 'order' | 'recharge', settings: InvoiceSettings, issuedAt: Date): SQL {
  const fy = financialYear(issuedAt);
  const { seller } = settings;
  return sql`
    inv_seq as (
      insert into invoice_series as s (financial_year, last_number)
      select ${fy}::varchar, 1 from inv_buyer
      on conflict (financial_year) do update set last_number = s.last_number + 1
      returning last_number
    ),
    inv_new as (
      insert into tax_invoices (financial_year, sequence, number, kind, order_id, recharge_id, user_id, issued_at,
        seller_name, seller_address, seller_gstin, seller_state, buyer_name, buyer_contact, buyer_address,
        place_of_supply, inter_state, lines, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
      select ${fy}::varchar, q.last_number,
        ${settings.prefix}::text || '/' || ${fy.slice(2)}::text || '/' || lpad(q.last_number::text, greatest(6, length(q.last_number::text)), '0'),
        ${kind}::invoice_kind, b.order_id, b.recharge_id, b.user_id, ${issuedAt.toISOString()}::timestamptz,
        ${seller.name}::text, ${seller.address}::text, ${seller.gstin}::text, ${seller.state}::text,
        b.buyer_name, b.buyer_contact, b.address_text, b.place_of_supply, ${interStateSql(sql`b.place_of_supply`, seller.state)},
        t.lines, t.taxable, t.cgst, t.sgst, t.igst, t.total
      from inv_buyer b cross join inv_seq q cross join inv_sum t
      returning id, number
    )`;
}

/** The CTEs after `inv_src` that issue an order's invoice; for a statement that defines `inv_src` itself. */
export function orderInvoiceCtes(settings: InvoiceSettings, issuedAt: Date): SQL {
  return sql`${computeCtes('order', settings)}, ${insertCtes('order', settings, issuedAt)}`;
}

export interface IssuedInvoice {
  id: number;
  number: string;
}

async function run(db: Db | Tx, statement: SQL): Promise<IssuedInvoice | null> {
  const result = await db.execute(statement);
  // node-postgres and PGlite both answer { rows }; drizzle's declared type differs per driver.
  const [row] = (result as unknown as { rows: { id: number | string; number: string }[] }).rows;
  return row ? { id: Number(row.id), number: row.number } : null;
}

/** A paid order's place of supply is the state of its delivery address (the seller's own when it has none). */
const orderSource = (orderId: number, guard: SQL) => sql`
  inv_src as (
    select o.id as order_id, null::int as recharge_id, o.user_id, o.delivery_address as address_text, a.state::text as state_text
    from orders o left join addresses a on a.id = o.address_id
    where o.id = ${orderId}::int ${guard}
  )`;

/**
 * Issues the invoice of a paid order that has none; null when it is not paid or already invoiced. Run it in the
 * transaction that paid the order, after its other writes, so the series row stays locked for the least time.
 */
export async function issueOrderInvoice(
  db: Db | Tx,
  orderId: number,
  issuedAt: Date,
  settings: InvoiceSettings,
) {
  const guard = sql`and o.status = 'paid' and not exists (select 1 from tax_invoices t where t.order_id = o.id)`;
  return run(
    db,
    sql`with ${orderSource(orderId, guard)}, ${orderInvoiceCtes(settings, issuedAt)} select id, number from inv_new`,
  );
}

/**
 * Issues the invoice of a paid recharge that has none. A recharge delivers nothing, so its place of supply is the
 * buyer's address on record (the default one, else the newest) and the seller's state when they have none.
 */
export async function issueRechargeInvoice(
  db: Db | Tx,
  rechargeId: number,
  issuedAt: Date,
  settings: InvoiceSettings,
) {
  return run(
    db,
    sql`with inv_src as (
        select null::int as order_id, r.id as recharge_id, r.user_id, a.address_text, a.state_text
        from wallet_recharges r
        left join lateral (
          select ${deliveryAddressSql(sql`x`)} as address_text, x.state::text as state_text
          from addresses x where x.user_id = r.user_id order by x.is_selected desc, x.id desc limit 1
        ) a on true
        where r.id = ${rechargeId}::int and r.status = 'paid'
          and not exists (select 1 from tax_invoices t where t.recharge_id = r.id)
      ),
      ${computeCtes('recharge', settings)}, ${insertCtes('recharge', settings, issuedAt)}
      select id, number from inv_new`,
  );
}

/**
 * The shopper's own address choice arrived after the webhook had paid the order to their default one (before
 * shipping, seconds later): the invoice follows the delivery, keeping its number, date and totals.
 */
export async function refreshOrderInvoiceBuyer(
  tx: Tx,
  orderId: number,
  settings: InvoiceSettings,
): Promise<void> {
  await tx.execute(sql`
    with ${orderSource(orderId, sql``)}, ${computeCtes('order', settings)}
    update tax_invoices t
    set buyer_name = b.buyer_name, buyer_contact = b.buyer_contact, buyer_address = b.address_text,
      place_of_supply = b.place_of_supply, inter_state = ${interStateSql(sql`b.place_of_supply`, settings.seller.state)},
      lines = s.lines, taxable_paise = s.taxable, cgst_paise = s.cgst, sgst_paise = s.sgst, igst_paise = s.igst,
      total_paise = s.total
    from inv_buyer b cross join inv_sum s
    where t.order_id = b.order_id`);
}
