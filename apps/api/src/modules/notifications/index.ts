import type { Config } from '../../config/env';
import { bindRoutes } from '../../lib/app-module';
import { notificationsPersonalData } from './notifications.personal-data';
import { createNotificationRepository } from './notifications.repository';
import { notificationRoutes } from './notifications.routes';
import { createNotificationService, type NotificationServiceOptions } from './notifications.service';

/** The notifications module's public entry: its service, which other modules tell of events inside their own transactions. */
export type { NotificationService, ShopEvent } from './notifications.service';

/** The notifications module: the shop's alerts (admin list and mails to its inbox, at once or in a daily digest). */
export function createNotificationsModule({
  config,
  ...deps
}: { config: Config } & Omit<NotificationServiceOptions, 'repository' | 'inbox' | 'mode' | 'appUrl'>) {
  const notifications = createNotificationService({
    ...deps,
    repository: createNotificationRepository(deps.db),
    inbox: config.SHOP_INBOX,
    mode: config.SHOP_ALERTS,
    appUrl: config.APP_URL,
  });
  return { notifications, routes: bindRoutes(notificationRoutes, { notifications }), personalData: notificationsPersonalData() };
}
