/**
 * The whole database schema, for drizzle-kit (one schema, one set of migrations) and tests that read tables.
 * It sits above the modules: db/ below them never imports it.
 * Each module declares its own tables next to its repository (modules/<m>/<m>.schema.ts) and only
 * that module's repository reads or writes them; this file only gathers them.
 */
export * from './db/app-state';
export * from './modules/addresses/addresses.schema';
export * from './modules/audit/audit.schema';
export * from './modules/applications/applications.schema';
export * from './modules/auth/auth.schema';
export * from './modules/cart/cart.schema';
export * from './modules/catalog/catalog.schema';
export * from './modules/checkout/checkout.schema';
export * from './modules/contact/contact.schema';
export * from './modules/delivery/delivery.schema';
export * from './modules/invoices/invoices.schema';
export * from './modules/jobs/jobs.schema';
export * from './modules/mail/mail.schema';
export * from './modules/notifications/notifications.schema';
export * from './modules/orders/orders.schema';
export * from './modules/payments/payments.schema';
export * from './modules/privacy/privacy.schema';
export * from './modules/returns/returns.schema';
export * from './modules/reviews/reviews.schema';
export * from './modules/shipments/shipments.schema';
export * from './modules/stock-alerts/stock-alerts.schema';
export * from './modules/wishlist/wishlist.schema';
