import {
  ADDRESS_BOOK_MESSAGES,
  isId,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
  type SavedAddressPatchValues as Patch,
  type SavedAddressValues,
} from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { DeliveryService } from '../delivery';
import { toSavedAddress, type AddressRepository } from './addresses.repository';

interface Deps {
  db: Database;
  repository: AddressRepository;
  /** The PIN directory: a saved PIN must be India Post's, in the state chosen (as at checkout). */
  delivery: Pick<DeliveryService, 'checkAddress'>;
}

const notFound = () => new HttpError(404, ADDRESS_BOOK_MESSAGES.notFound);

/**
 * The address book. Every address is read and written through its owner's id (another customer's id
 * is a 404, as if it did not exist); each write takes the owner's book lock, so the cap and "exactly
 * one default" hold under concurrent requests.
 */
export function createAddressService({ db, repository, delivery }: Deps) {
  return {
    async list(userId: string): Promise<SavedAddress[]> {
      return (await repository.listOf(userId)).map(toSavedAddress);
    },

    /** Adds an address (the same one saved again is kept once); the first one is the default. */
    async create(userId: string, input: SavedAddressValues): Promise<{ address: SavedAddress; created: boolean }> {
      // The PIN lookup first: a read on `db` while a transaction is open would wait on it (PGlite).
      await delivery.checkAddress(input);
      const { isDefault, label = '', ...fields } = input;
      return inTransaction(db, async (tx) => {
        await repository.lockBook(userId, tx);
        const same = await repository.findSame(userId, fields, tx);
        if (same) {
          if (isDefault && !same.isDefault) await repository.makeDefault(userId, same.id, tx);
          const current = await repository.findOwned(userId, same.id, tx);
          return { address: toSavedAddress(current!), created: false };
        }
        const existing = await repository.countOf(userId, tx);
        if (existing >= MAX_SAVED_ADDRESSES) throw new HttpError(409, ADDRESS_BOOK_MESSAGES.full);
        const first = existing === 0;
        const row = await repository.insert(userId, { ...fields, label, isDefault: first }, tx);
        if (!first && isDefault) {
          await repository.makeDefault(userId, row.id, tx);
          return { address: toSavedAddress({ ...row, isDefault: true }), created: true };
        }
        return { address: toSavedAddress(row), created: true };
      });
    },

    /** Changes an address's fields, or makes it the default (`isDefault: true`). */
    async update(userId: string, id: string, patch: Patch): Promise<SavedAddress> {
      if (!isId(id)) throw notFound();
      const { isDefault, ...fields } = patch;
      const current = await repository.findOwned(userId, id);
      if (!current) throw notFound();
      const next = { ...current, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) };
      if (fields.pincode !== undefined || fields.state !== undefined) await delivery.checkAddress(next);
      return inTransaction(db, async (tx) => {
        await repository.lockBook(userId, tx);
        const changed = Object.values(fields).some((value) => value !== undefined)
          ? await repository.update(userId, id, fields, tx)
          : await repository.findOwned(userId, id, tx);
        // Removed meanwhile by another request.
        if (!changed) throw notFound();
        if (isDefault && !changed.isDefault) await repository.makeDefault(userId, id, tx);
        return toSavedAddress({ ...changed, isDefault: changed.isDefault || isDefault === true });
      });
    },

    /** Removes an address; when it was the default, the newest of the others becomes the default. */
    async remove(userId: string, id: string): Promise<SavedAddress[]> {
      if (!isId(id)) throw notFound();
      return inTransaction(db, async (tx) => {
        await repository.lockBook(userId, tx);
        const removed = await repository.remove(userId, id, tx);
        if (!removed) throw notFound();
        const rest = await repository.listOf(userId, tx);
        if (removed.isDefault && rest[0]) {
          await repository.makeDefault(userId, rest[0].id, tx);
          rest[0] = { ...rest[0], isDefault: true };
        }
        return rest.map(toSavedAddress);
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
