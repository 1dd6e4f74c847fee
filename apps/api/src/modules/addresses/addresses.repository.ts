// SQL of delivery addresses; every statement is scoped by the owner's id.
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Address, AddressInput } from '@app/contracts/addresses';
import type { Db, Tx } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';

const columns = {
  address_id: addresses.id,
  street: addresses.street,
  city: addresses.city,
  state: addresses.state,
  postal_code: addresses.postalCode,
  country: addresses.country,
  address_type: addresses.addressType,
  address_name: addresses.addressName,
  is_selected: addresses.isSelected,
};

const toAddress = (row: Omit<Address, 'address_type'> & { address_type: string }): Address => ({
  ...row,
  address_type: row.address_type as Address['address_type'],
});

export async function listAddresses(db: Db | Tx, userId: number): Promise<Address[]> {
  const rows = await db.select(columns).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
  return rows.map(toAddress);
}

export async function findAddress(db: Db | Tx, userId: number, addressId: number): Promise<Address | null> {
  const [row] = await db
    .select(columns)
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row ? toAddress(row) : null;
}

export async function countAddresses(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(tx: Tx, userId: number, input: AddressInput, isSelected: boolean): Promise<Address> {
  const [row] = await tx
    .insert(addresses)
    .values({
      userId,
      street: input.street,
      city: input.city,
      state: input.state,
      postalCode: input.postal_code,
      country: input.country,
      addressType: input.address_type,
      addressName: input.address_name ?? null,
      isSelected,
    })
    .returning(columns);
  return toAddress(row!);
}

/** Makes one address the default: the old default is cleared first, as the partial unique index requires. */
export async function setDefault(tx: Tx, userId: number, addressId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isSelected: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isSelected, true), ne(addresses.id, addressId)));
  await tx
    .update(addresses)
    .set({ isSelected: true })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
}

/**
 * The delivery address of the row `a` names, as one line of text for the order's snapshot, formatted as the seeded
 * orders are. SQL, so the settlement can copy it in the statement that pays the order.
 */
export function deliveryAddressSql(a: SQL): SQL {
  return sql`${a}.street || ', ' || ${a}.city || ', ' || ${a}.state || ' - ' || ${a}.postal_code || ', ' || ${a}.country`;
}
