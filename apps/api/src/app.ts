import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { createAccountService } from './modules/account/account.service';
import { accountRoutes } from './modules/account/account.routes';
import { createApplicationRepository } from './modules/applications/applications.repository';
import { applicationRoutes } from './modules/applications/applications.routes';
import { createApplicationService } from './modules/applications/applications.service';
import { registerAccessControl } from './modules/auth/access';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createAnswerCache } from './modules/catalog/catalog.cache';
import { watchCatalogueChanges } from './modules/catalog/catalog.changes';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService, type CatalogService } from './modules/catalog/catalog.service';
import { createContactRepository } from './modules/contact/contact.repository';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { healthRoutes } from './modules/health/health.routes';
import { createMailer } from './modules/mail/mailer';
import { createOutboxRepository } from './modules/mail/outbox.repository';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { createOrderRepository } from './modules/orders/orders.repository';
import { orderRoutes } from './modules/orders/orders.routes';
import { createOrderService } from './modules/orders/orders.service';
import { seoRoutes } from './modules/seo/seo.routes';
import { loadAppShell } from './plugins/app-shell';
import { registerErrorHandling } from './plugins/errors';
import { createRateLimiter } from './plugins/rate-limiter';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { ASSETS_DIR, WEB_DIST_DIR } from './paths';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue, for tests and scripts that change products through the app. */
    catalog: CatalogService;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The process's logger; tests leave it out and get one at LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  webDistDir?: string;
}

function answerBadAddress(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void reply.code(400).send({ message: 'The request address is not valid' });
}

/** Builds the whole application; never listens (server.ts does, tests use inject or listen on port 0). */
export async function buildApp({ config, database, logger, webDistDir = WEB_DIST_DIR }: AppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.LOG_LEVEL } }),
    bodyLimit: 1024 * 1024,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    // Ids are checked by the routes themselves (a too-long one is simply unknown, 404), so
    // find-my-way's 100-character guard, meant for regex parameters, would only turn them into 414s.
    routerOptions: { maxParamLength: 16 * 1024 },
    // Errors raised before routing (e.g. a malformed %-escape) still leave as { message }.
    frameworkErrors: answerBadAddress,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While shutting down, answers in flight close their connection, and connections that fall idle
  // are closed as they do: Node closes only the ones idle when close() is called, and a kept-alive
  // client connection would otherwise hold the process open for the whole keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 50).unref();
    app.server.once('close', () => clearInterval(sweeper));
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  registerErrorHandling(app);
  await registerSecurity(app);

  const { db } = database;
  const limiter = createRateLimiter(config.REDIS_URL);
  const outbox = createOutboxRepository(db);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, timeoutMs: config.SMTP_TIMEOUT_MS, from: config.MAIL_FROM, outbox, logger: app.log });

  const catalogRepository = createCatalogRepository(db);
  const catalogCache = createAnswerCache({ maxBytes: config.CATALOG_CACHE_MAX_BYTES, isFresh: () => catalogueChanges.isFresh() });
  const catalogueChanges = await watchCatalogueChanges({
    readVersion: () => catalogRepository.version(),
    listen: (onNotify) => database.listen('catalogue_changed', onNotify),
    onChange: () => catalogCache.clear(),
    logger: app.log,
  });
  const catalog = createCatalogService({ db, repository: catalogRepository, cache: catalogCache, verify: config.NODE_ENV !== 'production' });
  app.decorate('catalog', catalog);

  const orderRepository = createOrderRepository(db);
  const applicationRepository = createApplicationRepository(db);
  const auth = createAuthService({ db, repository: createAuthRepository(db), mailer, limiter, config, logger: app.log });
  registerAccessControl(app, auth);

  app.addHook('onClose', async () => {
    await catalogueChanges.stop();
    mailer.close();
    await limiter.close();
  });

  await app.register(healthRoutes, { database });
  await app.register(catalogRoutes, { catalog });
  await app.register(authRoutes, { auth });
  await app.register(accountRoutes, {
    account: createAccountService({ orders: orderRepository, applications: applicationRepository }),
  });
  await app.register(contactRoutes, {
    contact: createContactService({ repository: createContactRepository(db), mailer, limiter, inbox: config.CONTACT_INBOX }),
  });
  await app.register(applicationRoutes, {
    applications: createApplicationService({ repository: applicationRepository, limiter, secret: config.AUTH_SECRET }),
  });
  await app.register(orderRoutes, { orders: createOrderService({ repository: orderRepository }) });
  if (config.NODE_ENV !== 'production' && mailer.kind === 'outbox') {
    await app.register(outboxRoutes, { outbox });
  }

  const shell = loadAppShell(webDistDir);
  await app.register(seoRoutes, { catalog, shell, appUrl: config.APP_URL });
  await registerWebApp(app, { webDistDir, shell, assetsDir: ASSETS_DIR });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
