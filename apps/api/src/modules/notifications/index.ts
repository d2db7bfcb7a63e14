/** The notifications module's public entry: its service, which other modules tell of events inside their own transactions. */
export type { NotificationService, ShopEvent } from './notifications.service';
