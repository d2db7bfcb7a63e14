import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxRepository } from './outbox.repository';

const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The development outbox: the mail the site would have sent, newest first. Registered only
 * outside production (see app.ts), as it shows codes and reset links to anyone.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxRepository }> = async (app, { outbox }) => {
  const latest = () => outbox.latest(50);

  app.get('/api/dev/outbox', { config: { access: 'public' }, schema: { response: { 200: z.array(outboxMessageSchema) } } }, async () =>
    (await latest()).map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  );

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await latest();
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.to)} · ${m.createdAt.toISOString()}</p><pre>${escape(m.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development outbox</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#475569;font-size:.85rem}pre{white-space:pre-wrap;font:inherit}</style></head><body><h1>Development outbox</h1><p>Mail the site would have sent (newest first). Set SMTP_URL to deliver mail for real.</p>${items || '<p>No mail yet.</p>'}</body></html>`,
      );
  });
};
