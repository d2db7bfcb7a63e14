import type { Order } from '@store/shared';
import type { Database } from '../../db/client';
import { createOrderRepository } from './orders.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The customer's side of orders: reading their own. Checkout (placing orders) comes later. */
export function createOrderService({ db }: { db: Database }) {
  const repository = createOrderRepository(db);
  return {
    /** For the profile's tiles: orders placed and rupees spent. */
    totalsOf: (userId: string) => repository.totalsOfUser(userId),

    /** The user's orders, newest first. */
    listMine: (userId: string): Promise<Order[]> => repository.listByUser(userId),

    /**
     * The user's order with this id; undefined when there is none, when it is another customer's,
     * and when `id` cannot be an id at all (PostgreSQL would reject it as a uuid with an error).
     */
    async getMine(userId: string, id: string): Promise<Order | undefined> {
      return UUID.test(id) ? repository.findByIdForUser(id, userId) : undefined;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
