import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>;

export function createContactRepository(db: Database) {
  return {
    async insert(message: NewContactMessage, tx: Database = db): Promise<{ id: string; createdAt: Date }> {
      const [row] = await tx
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      return row!;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
