import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MESSAGE_PAGE_SIZE,
  adminMessagePageSchema,
  adminMessageQuerySchema,
  adminMessageSchema,
  errorResponseSchema,
  idParamsSchema,
  MESSAGE_NOT_FOUND,
  messageReadSchema,
  type AdminMessage,
  errorResponses,
} from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import { type AuditLog } from '../audit';
import { actorOf } from '../../plugins/request-user';
import type { ContactMessageRow, ContactRepository } from './contact.repository';

const refused = errorResponses(401, 403);

const toMessage = ({ id, ip: _ip, createdAt, readAt, ...message }: ContactMessageRow): AdminMessage => ({
  _id: id,
  ...message,
  createdAt: createdAt.toISOString(),
  readAt: readAt?.toISOString() ?? null,
});

/** The contact form's messages as the shop reads them; replies go by e-mail from the shop's own mailbox. */
export const adminMessageRoutes: FastifyPluginAsyncZod<{ db: Database; repository: ContactRepository; audit: AuditLog }> = async (
  app,
  { db, repository, audit },
) => {
  app.get(
    '/api/admin/messages',
    {
      config: { access: 'admin' },
      schema: { querystring: adminMessageQuerySchema, response: { 200: adminMessagePageSchema, 400: errorResponseSchema, ...refused } },
    },
    async (request) => {
      const { unread, page } = request.query;
      const { rows, total, unread: unreadCount } = await repository.list({ unread: unread === undefined ? undefined : unread === 'true', page });
      return { messages: rows.map(toMessage), total, unread: unreadCount, totalPages: Math.ceil(total / ADMIN_MESSAGE_PAGE_SIZE), page };
    },
  );

  app.patch(
    '/api/admin/messages/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema(MESSAGE_NOT_FOUND),
        body: messageReadSchema,
        response: { 200: adminMessageSchema, ...errorResponses(400, 404), ...refused },
      },
    },
    async (request) => {
      const changed = await inTransaction(db, async (tx) => {
        const result = await repository.markRead(request.params.id, request.body.read, tx);
        if (result && (result.before.readAt === null) !== (result.after.readAt === null)) {
          await audit.record(
            actorOf(request),
            {
              action: 'message.read',
              targetType: 'message',
              targetId: request.params.id,
              before: { read: result.before.readAt !== null },
              after: { read: request.body.read },
            },
            tx,
          );
        }
        return result?.after;
      });
      if (!changed) throw new HttpError(404, MESSAGE_NOT_FOUND);
      return toMessage(changed);
    },
  );
};
