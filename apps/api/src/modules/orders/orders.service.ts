import type { Order } from '@store/shared';
import type { OrderRepository } from './orders.repository';

/** The customer's side of orders: reading their own. Checkout (placing orders) comes later. */
export function createOrderService({ repository }: { repository: OrderRepository }) {
  return {
    /** The user's orders, newest first. */
    listMine: (userId: string): Promise<Order[]> => repository.listByUser(userId),
    /** The user's order with this id (a UUID: the route checks it); undefined when there is none or it is another customer's. */
    getMine: (userId: string, id: string): Promise<Order | undefined> => repository.findByIdForUser(id, userId),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
