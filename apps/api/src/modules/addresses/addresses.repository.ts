import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { SavedAddress } from '@store/shared';
import type { Database } from '../../db/client';
import { savedAddresses } from './addresses.schema';

export type SavedAddressRow = typeof savedAddresses.$inferSelect;
type AddressFields = Pick<SavedAddressRow, 'label' | 'name' | 'phone' | 'street' | 'city' | 'state' | 'pincode'>;

export function toSavedAddress(row: SavedAddressRow): SavedAddress {
  return {
    _id: row.id,
    label: row.label,
    name: row.name,
    phone: row.phone,
    street: row.street,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    isDefault: row.isDefault,
  };
}

export function createAddressRepository(db: Database) {
  return {
    /** The default first, then the newest. */
    async listOf(userId: string, tx: Database = db) {
      return tx
        .select()
        .from(savedAddresses)
        .where(eq(savedAddresses.userId, userId))
        .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt), desc(savedAddresses.id));
    },

    /** The address, only if it is this user's. */
    async findOwned(userId: string, id: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(savedAddresses)
        .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
      return row;
    },

    async countOf(userId: string, tx: Database = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
      return row?.n ?? 0;
    },

    /** The same address already saved (every field alike), so saving it twice keeps one. */
    async findSame(userId: string, fields: Omit<AddressFields, 'label'>, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(savedAddresses)
        .where(
          and(
            eq(savedAddresses.userId, userId),
            eq(savedAddresses.name, fields.name),
            eq(savedAddresses.phone, fields.phone),
            eq(savedAddresses.street, fields.street),
            eq(savedAddresses.city, fields.city),
            eq(savedAddresses.state, fields.state),
            eq(savedAddresses.pincode, fields.pincode),
          ),
        );
      return row;
    },

    async insert(userId: string, fields: AddressFields & { isDefault: boolean }, tx: Database = db) {
      const [row] = await tx
        .insert(savedAddresses)
        .values({ userId, ...fields })
        .returning();
      return row!;
    },

    async update(userId: string, id: string, fields: Partial<AddressFields>, tx: Database = db) {
      const [row] = await tx
        .update(savedAddresses)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
        .returning();
      return row;
    },

    /** Makes `id` the user's only default: the old one is cleared first (the partial unique index). */
    async makeDefault(userId: string, id: string, tx: Database) {
      await tx
        .update(savedAddresses)
        .set({ isDefault: false, updatedAt: sql`now()` })
        .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true), ne(savedAddresses.id, id)));
      await tx
        .update(savedAddresses)
        .set({ isDefault: true, updatedAt: sql`now()` })
        .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
    },

    async remove(userId: string, id: string, tx: Database = db) {
      const [row] = await tx
        .delete(savedAddresses)
        .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
        .returning();
      return row;
    },

    /**
     * Serialises one user's address-book writes until `tx` ends: the cap and the single default are
     * read-then-write rules, which two requests at once could otherwise both pass.
     */
    async lockBook(userId: string, tx: Database) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`address-book:${userId}`}, 0))`);
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;
