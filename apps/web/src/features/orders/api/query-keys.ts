/**
 * Every orders query key. Keyed by the signed-in user, so one customer's orders are never shown to
 * the next on a shared computer; checkout invalidates `orderKeys.all` once it places an order.
 */
export const orderKeys = {
  all: ['orders'] as const,
  ofUser: (userId: string) => [...orderKeys.all, userId] as const,
  mine: (userId: string) => [...orderKeys.ofUser(userId), 'list'] as const,
  detail: (userId: string, id: string) => [...orderKeys.ofUser(userId), 'detail', id] as const,
  /** The order's documents: under its user, so a cancel (which asks the user's orders again) lists its credit note. */
  documents: (userId: string, id: string) => [...orderKeys.detail(userId, id), 'documents'] as const,
};
