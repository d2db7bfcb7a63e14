/**
 * Every admin query key. All sit under ['admin'], which the admin layout drops when the admin
 * leaves or signs out, so nothing the shop sees stays in memory for the next person at the computer.
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  orders: (query: string) => [...adminKeys.all, 'orders', 'list', query] as const,
  order: (id: string) => [...adminKeys.all, 'orders', 'detail', id] as const,
  /** Every order query, lists and details: what money coming back (or a held payment becoming an order) makes stale. */
  allOrders: () => [...adminKeys.all, 'orders'] as const,
  /** Every orders list, whatever its filters and page: what an order's change makes stale. */
  orderLists: () => [...adminKeys.all, 'orders', 'list'] as const,
  products: (query: string) => [...adminKeys.all, 'products', 'list', query] as const,
  product: (id: string) => [...adminKeys.all, 'products', 'detail', id] as const,
  applications: (query: string) => [...adminKeys.all, 'applications', 'list', query] as const,
  application: (id: string) => [...adminKeys.all, 'applications', 'detail', id] as const,
  reviews: (query: string) => [...adminKeys.all, 'reviews', 'list', query] as const,
  /** Every moderation list, whatever its status and page: what a decision makes stale. */
  reviewLists: () => [...adminKeys.all, 'reviews', 'list'] as const,
  /** A report over a range ('sales' or 'gstr1', and the range's query string). */
  report: (kind: 'sales' | 'gstr1', range: string) => [...adminKeys.all, 'reports', kind, range] as const,
  returns: (query: string) => [...adminKeys.all, 'returns', query] as const,
  /** Every returns list: what a step of a return makes stale. */
  allReturns: () => [...adminKeys.all, 'returns'] as const,
  customers: (query: string) => [...adminKeys.all, 'customers', 'list', query] as const,
  customer: (id: string) => [...adminKeys.all, 'customers', 'detail', id] as const,
  messages: (query: string) => [...adminKeys.all, 'messages', query] as const,
  /** The shop's alerts: a page of the panel's list (its filter and page), or, with '', every one. */
  notifications: (query: string) => [...adminKeys.all, 'notifications', query] as const,
  /** Every notifications query: what marking some read makes stale (the nav's unread count too). */
  allNotifications: () => [...adminKeys.all, 'notifications'] as const,
  /** Payments held for a person and refunds that failed (GET /api/admin/payments/attention). */
  paymentsAttention: () => [...adminKeys.all, 'payments', 'attention'] as const,
  /** Every audit query: a refund writes an entry on its order. */
  allAudit: () => [...adminKeys.all, 'audit'] as const,
  audit: (targetType: string, targetId: string) => [...adminKeys.all, 'audit', targetType, targetId] as const,
};
