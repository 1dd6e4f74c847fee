// SQL of carts: one cart per user, one line per product (the unique index makes parallel adds one line).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cartLines, carts, products } from '../../db/schema/index.ts';
import { liveAccountRow } from '../../plugins/live-account.ts';

export interface CartLineRow {
  productId: number;
  categoryId: number;
  name: string;
  image: string | null;
  pricePaise: number;
  discount: number;
  quantity: number;
  stock: number;
}

/** The caller's lines of products still in the catalogue, oldest line first. */
export async function readLines(db: Db | Tx, userId: number): Promise<CartLineRow[]> {
  return db
    .select({
      productId: products.id,
      categoryId: products.categoryId,
      name: products.name,
      image: products.image,
      pricePaise: products.pricePaise,
      discount: products.discount,
      quantity: cartLines.quantity,
      stock: products.stockQuantity,
    })
    .from(carts)
    .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(carts.userId, userId), isNull(products.deletedAt)))
    .orderBy(asc(cartLines.id));
}

/** The user's cart id, creating the cart on first use (safe under parallel first adds). */
/** The account's cart, made when it has none; null when the account is deleted (live-account.ts). */
export async function ensureCart(db: Db | Tx, userId: number): Promise<number | null> {
  await db.execute(sql`
    insert into ${carts} (user_id) select id from (${liveAccountRow(userId)}) live
    on conflict (user_id) do nothing`);
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return row?.id ?? null;
}

export interface ProductToAdd {
  id: number;
  categoryId: number;
  name: string;
  stock: number;
}

/** In one round trip: the user's cart id (null before their first add) and these products, if still in the catalogue. */
export async function findCartAndProducts(db: Db, userId: number, productIds: number[]) {
  const wanted = productIds.length
    ? sql`select id, category_id, name, stock_quantity from products where id in (${sql.join(productIds.map((id) => sql`${id}::int`), sql`, `)}) and deleted_at is null`
    : sql`select null::int as id, null::int as category_id, null::text as name, null::int as stock_quantity where false`;
  const result = await db.execute(sql`
    with wanted as (${wanted})
    select (select id from carts where user_id = ${userId}) as cart_id,
      coalesce((select json_agg(json_build_array(id, category_id, name, stock_quantity)) from wanted), '[]') as products`);
  // node-postgres and PGlite both answer { rows } and parse json; drizzle's declared type differs per driver.
  const [row] = (result as unknown as { rows: { cart_id: number | null; products: [number, number, string, number][] }[] }).rows;
  const found: ProductToAdd[] = row!.products.map(([id, categoryId, name, stock]) => ({ id, categoryId, name, stock }));
  return { cartId: row!.cart_id === null ? null : Number(row!.cart_id), products: found };
}

const noLines = sql`select null::int, null::int where false`;

/**
 * Sets these quantities (adding lines that are not there yet) and removes these products, in one statement, unless
 * the cart would then hold more than `maxLines` products still in the catalogue; then nothing is written. Answers
 * whether it was written and, if it was, the cart's lines after it, oldest first.
 */
export async function writeLines(
  db: Db,
  userId: number,
  cartId: number,
  set: { productId: number; quantity: number }[],
  remove: number[],
  maxLines: number,
): Promise<{ live: boolean; written: boolean; lines: CartLineRow[] }> {
  const setValues = set.length
    ? sql`values ${sql.join(set.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`), sql`, `)}`
    : noLines;
  const removeValues = remove.length
    ? sql`values ${sql.join(remove.map((id) => sql`(${id}::int, 0)`), sql`, `)}`
    : noLines;
  // A statement does not see its own writes, so the answer is the untouched lines plus what the upsert returns. It
  // writes nothing for an account deleted meanwhile (`live` empty).
  const result = await db.execute(sql`
    with live as materialized (${liveAccountRow(userId)}),
    wanted (product_id, quantity) as (${setValues}),
    removed (product_id, quantity) as (${removeValues}),
    kept as (
      select cl.id, cl.product_id, cl.quantity from cart_lines cl
      where cl.cart_id = ${cartId}
        and cl.product_id not in (select product_id from wanted union all select product_id from removed)
    ),
    ok as (
      select exists (select 1 from live)
        and (select count(*) from kept join products p on p.id = kept.product_id and p.deleted_at is null)
        + (select count(*) from wanted) <= ${maxLines} as ok
    ),
    upserted as (
      insert into cart_lines (cart_id, product_id, quantity)
      select ${cartId}, product_id, quantity from wanted where (select ok from ok)
      on conflict (cart_id, product_id) do update set quantity = excluded.quantity, updated_at = now()
      returning id, product_id, quantity
    ),
    deleted as (
      delete from cart_lines
      where cart_id = ${cartId} and product_id in (select product_id from removed) and (select ok from ok)
    ),
    lines as (
      select id, product_id, quantity from kept
      union all select id, product_id, quantity from upserted
    )
    select exists (select 1 from live) as live, (select ok from ok) as written,
      coalesce((
        select json_agg(json_build_array(p.id, p.category_id, p.name, p.image, p.price_paise, p.discount, l.quantity, p.stock_quantity) order by l.id)
        from lines l join products p on p.id = l.product_id and p.deleted_at is null
      ), '[]') as lines`);
  type Line = [number, number, string, string | null, number, number, number, number];
  const [row] = (result as unknown as { rows: { live: boolean; written: boolean; lines: Line[] }[] }).rows;
  const lines = row!.lines.map(([productId, categoryId, name, image, pricePaise, discount, quantity, stock]) => ({
    productId,
    categoryId,
    name,
    image,
    pricePaise,
    discount,
    quantity,
    stock,
  }));
  return { live: row!.live, written: row!.written, lines };
}
