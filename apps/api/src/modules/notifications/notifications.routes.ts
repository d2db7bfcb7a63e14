import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationPageSchema, notificationQuerySchema, notificationsReadResponseSchema, notificationsReadSchema, errorResponses } from '@store/shared';
import type { NotificationService } from './notifications.service';

const refused = errorResponses(400, 401, 403);

/** The admin's notifications panel: the list, and marking them read. */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (app, { notifications }) => {
  app.get(
    '/api/admin/notifications',
    { config: { access: 'admin' }, schema: { querystring: notificationQuerySchema, response: { 200: notificationPageSchema, ...refused } } },
    (request) => notifications.list(request.query),
  );

  app.post(
    '/api/admin/notifications/read',
    { config: { access: 'admin' }, schema: { body: notificationsReadSchema, response: { 200: notificationsReadResponseSchema, ...refused } } },
    (request) => notifications.markRead(request.body),
  );
};
