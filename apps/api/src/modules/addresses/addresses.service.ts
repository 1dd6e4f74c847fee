// Address rules: the first address is the default, exactly one default per user, only the owner's addresses.
import { ADDRESS_MESSAGES, type Address, type AddressInput } from '@app/contracts/addresses';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { requireLiveAccount } from '../../plugins/live-account.ts';
import * as repo from './addresses.repository.ts';
import { ERROR_CATALOGUE } from '@app/contracts/errors';

export const MAX_ADDRESSES_PER_USER = 50;

export const listAddresses = (db: Db, userId: number) => repo.listAddresses(db, userId);

export async function addAddress(db: Db, userId: number, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    // One address write of an account at a time: "the first is the default" and "one default" hold under races.
    await requireLiveAccount(tx, userId, 'exclusive');
    const existing = await repo.countAddresses(tx, userId);
    if (existing >= MAX_ADDRESSES_PER_USER) {
      throw badRequest('too_many_addresses', ERROR_CATALOGUE.too_many_addresses(MAX_ADDRESSES_PER_USER));
    }
    return repo.insertAddress(tx, userId, input, existing === 0);
  });
}

export async function updateAddress(db: Db, userId: number, addressId: number, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await requireLiveAccount(tx, userId, 'exclusive');
    const address = await repo.updateAddress(tx, userId, addressId, input);
    // Another user's address answers exactly like a missing one.
    if (!address) throw notFound('address_not_found', ADDRESS_MESSAGES.notFound);
    return address;
  });
}

/**
 * Refuses an order while the default address, the one the checkout ships to, was saved before mobiles were asked or
 * names a state not on the list: a client that skips the completion screen cannot get past it.
 */
export async function requireCompleteDefaultAddress(db: Db, userId: number): Promise<void> {
  refuseIncomplete(await repo.findDefault(db, userId));
}

/**
 * Refuses a payment's confirmation that names one of the buyer's addresses still to be completed, default or not: a
 * client that skips the checkout's completion screen cannot ship there. Another account's or a missing address is left
 * to the settlement, which answers it as not found.
 */
export async function requireCompleteAddress(db: Db, userId: number, addressId: number): Promise<void> {
  refuseIncomplete(await repo.findAddress(db, userId, addressId));
}

function refuseIncomplete(address: Address | null): void {
  if (address?.needs_completion) {
    throw conflict('address_incomplete', ADDRESS_MESSAGES.incomplete, { address_id: ADDRESS_MESSAGES.incomplete });
  }
}

export async function selectAddress(db: Db, userId: number, addressId: number): Promise<Address> {
  return db.transaction(async (tx) => {
    // One address write of an account at a time: "the first is the default" and "one default" hold under races.
    await requireLiveAccount(tx, userId, 'exclusive');
    const address = await repo.findAddress(tx, userId, addressId);
    // Another user's address answers exactly like a missing one.
    if (!address) throw notFound('address_not_found', ADDRESS_MESSAGES.notFound);
    await repo.setDefault(tx, userId, addressId);
    return { ...address, is_selected: true };
  });
}

// Invoices and payments copy the delivery address into what they issue, in their own statements.
export { deliveryAddressSql } from './addresses.repository.ts';
