// SQL of delivery addresses; every statement is scoped by the owner's id.
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { addressNeedsCompletion, type Address, type AddressInput } from '@app/contracts/addresses';
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
  phone: addresses.phone,
};

const toAddress = (row: Omit<Address, 'address_type' | 'needs_completion'> & { address_type: string }): Address => ({
  ...row,
  address_type: row.address_type as Address['address_type'],
  needs_completion: addressNeedsCompletion(row),
});

const fieldsOf = (input: AddressInput) => ({
  street: input.street,
  city: input.city,
  state: input.state,
  postalCode: input.postal_code,
  country: input.country,
  addressType: input.address_type,
  addressName: input.address_name ?? null,
  phone: input.phone,
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
    .values({ userId, ...fieldsOf(input), isSelected })
    .returning(columns);
  return toAddress(row!);
}

/** Replaces an address's fields (its default mark stays); null when the user has no such address. */
export async function updateAddress(tx: Tx, userId: number, addressId: number, input: AddressInput): Promise<Address | null> {
  const [row] = await tx
    .update(addresses)
    .set(fieldsOf(input))
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning(columns);
  return row ? toAddress(row) : null;
}

/** The user's default address, or null when there is none. */
export async function findDefault(db: Db | Tx, userId: number): Promise<Address | null> {
  const [row] = await db
    .select(columns)
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isSelected, true)));
  return row ? toAddress(row) : null;
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
