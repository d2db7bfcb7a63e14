import { randomUUID } from 'node:crypto';
import type { Server } from 'node:net';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerEntry } from '@store/shared';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { createAccountModule } from './modules/account';
import { createAddressesModule } from './modules/addresses';
import { createAdminModule } from './modules/admin';
import { createApplicationsModule } from './modules/applications';
import { createAuditModule } from './modules/audit';
import { createAuthModule } from './modules/auth';
import { createCartModule } from './modules/cart';
import { createCatalogModule, type CatalogService } from './modules/catalog';
import { createContactModule } from './modules/contact';
import { createCustomersModule } from './modules/customers';
import { createDeliveryModule, PINCODES_FILE } from './modules/delivery';
import { createEmiModule } from './modules/emi';
import { createHealthModule } from './modules/health';
import { createOrdersModule } from './modules/orders';
import { createPrivacyModule } from './modules/privacy';
import { createReportsModule } from './modules/reports';
import { createReviewsModule } from './modules/reviews';
import { createStockAlertsModule } from './modules/stock-alerts';
import { createWishlistModule } from './modules/wishlist';
import { createJobQueue, type JobQueue } from './modules/jobs/job-queue';
import { createJobsRepository } from './modules/jobs/jobs.repository';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { JOB_REGISTRY, requiredJobKinds } from './modules/jobs/registry';
import { createMailQueue } from './modules/mail/mail-queue';
import { createMailTransport } from './modules/mail/mailer';
import { createOutboxRepository } from './modules/mail/outbox.repository';
import { createNotificationsModule, type NotificationService } from './modules/notifications';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { createCheckoutRepository } from './modules/checkout/checkout.repository';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { createCheckoutService } from './modules/checkout/checkout.service';
import { describePayments, paymentsSettings } from './modules/payments/payments-settings';
import { createRazorpayClient } from './modules/payments/razorpay-client';
import { createRefundRepository } from './modules/payments/refunds.repository';
import { createRefundService, orderMoneyReader } from './modules/payments/refunds.service';
import { heldPaymentRoutes } from './modules/checkout/held-payments.routes';
import { createHeldPaymentService } from './modules/checkout/held-payments.service';
import type { PlaceOf } from '@store/shiprocket-sandbox';
import { mountSandboxes } from './plugins/sandboxes';
import { createCourierModule } from './modules/courier';
import { createShipmentsModule } from './modules/shipments';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { createShippingService, type ShippingService } from './modules/shipping/shipping.service';
import { shopSeller } from './modules/invoices/invoice-builder';
import { createInvoiceRepository } from './modules/invoices/invoices.repository';
import { createAdminInvoiceDownloads } from './modules/invoices/invoices.admin';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { createReturnRepository } from './modules/returns/returns.repository';
import { returnRoutes } from './modules/returns/returns.routes';
import { createReturnService } from './modules/returns/returns.service';
import { createInvoiceService } from './modules/invoices/invoices.service';
import { seoRoutes } from './modules/seo/seo.routes';
import { checkoutPersonalData } from './modules/checkout/checkout.personal-data';
import { mailPersonalData } from './modules/mail/mail.personal-data';
import { invoicesPersonalData } from './modules/invoices/invoices.personal-data';
import { paymentsPersonalData } from './modules/payments/payments.personal-data';
import { returnsPersonalData } from './modules/returns/returns.personal-data';
import { loadAppShell } from './plugins/app-shell';
import { createPageRenderer, loadServerEntry } from './plugins/page-renderer';
import { registerDraining } from './plugins/draining';
import { registerErrorHandling } from './plugins/errors';
import { LOG_SERIALIZERS } from './plugins/log-serializers';
import { registerTextCheck } from './plugins/text-check';
import { createRateLimiter } from './plugins/rate-limiter';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { registerPublicUploads } from './plugins/uploads';
import { createFileStore } from './lib/file-store';
import { ASSETS_DIR, WEB_DIST_DIR } from './paths';
import { createSealer } from './lib/sealer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue, for tests and scripts that change products through the app. */
    catalog: CatalogService;
    /** This process's job queue and worker, for tests that wait for background work (drain). */
    jobs: JobQueue;
    /** The shop's alerts, for tests that raise one event twice in one transaction (notified once). */
    notifications: NotificationService;
    /** Shipping, for tests that call the courier directly (a reverse pickup's refusals, a PIN's coverage). */
    shipping: ShippingService;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The process's logger; tests leave it out and get one at LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  webDistDir?: string;
  /** The web app's server renderer; by default its build beside webDistDir (tests may load the source through Vite). */
  serverEntry?: ServerEntry;
  /** Each PIN's district and state, for the shipping sandbox's zones: India Post's directory unless a test gives its own. */
  placeOf?: PlaceOf;
}

const CONNECTION_CHECK_MS = 250;

/** How long closing the app waits for running jobs; one still running is run again after its lease. */
const JOB_STOP_GRACE_MS = 5_000;

/** The app's own address once listening (the sandbox and its webhooks are reached through it). */
function ownUrl(app: { server: Pick<Server, 'address'> }): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

function answerBadAddress(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void reply.code(400).send({ message: 'The request address is not valid' });
}

/** Builds the whole application; never listens (server.ts does, tests use inject or listen on port 0). */
export async function buildApp({ config, database, logger, webDistDir = WEB_DIST_DIR, serverEntry, placeOf }: AppOptions) {
  const app = Fastify({
    // Errors and requests are logged without the personal data they may carry (plugins/log-serializers.ts).
    ...(logger
      ? { loggerInstance: logger.child({}, { serializers: LOG_SERIALIZERS }) }
      : { logger: { level: config.LOG_LEVEL, serializers: LOG_SERIALIZERS } }),
    bodyLimit: 1024 * 1024,
    // A client has this long to send its headers, and this long for the whole request (headers and
    // body); then Node answers 408 and closes. Checked every quarter second, so the limits hold.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, requestTimeout: config.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: CONNECTION_CHECK_MS },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // While draining (plugins/draining.ts), requests still arriving get their real answer, with
    // Connection: close; the listening socket closes only after the drain delay (server.ts).
    return503OnClosing: false,
    forceCloseConnections: false,
    // Ids are checked by the routes themselves (a too-long one is simply unknown, 404), so
    // find-my-way's 100-character guard, meant for regex parameters, would only turn them into 414s.
    routerOptions: { maxParamLength: 16 * 1024 },
    // Errors raised before routing (e.g. a malformed %-escape) still leave as { message }.
    frameworkErrors: answerBadAddress,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerDraining(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerErrorHandling(app);
  registerTextCheck(app);
  const payments = paymentsSettings(config, () => ownUrl(app));
  await registerSecurity(app, { razorpay: payments.mode === 'razorpay' });

  const { db } = database;
  const limiter = createRateLimiter(config.REDIS_URL, config.REDIS_KEY_PREFIX);
  // Pictures, photos and invoice PDFs: the bucket with S3_BUCKET, else DATA_DIR (one machine).
  const files = await createFileStore(config);
  const outbox = createOutboxRepository(db);
  const mailTransport = createMailTransport({ smtpUrl: config.SMTP_URL, timeoutMs: config.SMTP_TIMEOUT_MS, from: config.MAIL_FROM, outbox, logger: app.log });
  const jobsRepository = createJobsRepository(db);
  const jobs = createJobQueue({
    registry: JOB_REGISTRY,
    repository: jobsRepository,
    logger: app.log,
    pollMs: config.JOB_POLL_MS,
    leaseSeconds: config.JOB_LEASE_SECONDS,
    retryBaseSeconds: config.JOB_RETRY_BASE_SECONDS,
    maxAttempts: config.JOB_MAX_ATTEMPTS,
    concurrency: config.JOB_CONCURRENCY,
  });
  app.decorate('jobs', jobs);
  const refundRepository = createRefundRepository(db);
  const { courier, sandbox: shippingSandbox } = createCourierModule({ config, ownUrl: () => ownUrl(app), logger: app.log });
  const shipments = createShipmentsModule({ db });
  const { orders, ...ordersModule } = createOrdersModule({ db, money: orderMoneyReader(refundRepository), shipments: shipments.ofOrders });
  const { delivery, routes: deliveryRoutes } = createDeliveryModule({
    db,
    pickupPincode: config.SHIPPING_PICKUP_PINCODE,
    codMaxTotal: config.COD_MAX_TOTAL,
    courier: courier.coverage,
  });
  await delivery.start();
  const invoices = createInvoiceService({
    db,
    stateOfPincode: async (pincode, on) => (await delivery.lookup(pincode, on))?.state,
    repository: createInvoiceRepository(db),
    orders,
    seller: shopSeller(config.SHOP_GSTIN),
    files,
  });
  const mail = createMailQueue({ jobs, transport: mailTransport, sealer: createSealer(config.AUTH_SECRET, 'techstore:queued-mail') });

  const { notifications, ...notificationsModule } = createNotificationsModule({
    db,
    mail,
    jobs,
    inbox: config.SHOP_INBOX,
    mode: config.SHOP_ALERTS,
    appUrl: config.APP_URL,
  });
  app.decorate('notifications', notifications);

  const { audit, ...auditModule } = createAuditModule({ db });
  const { catalog, ...catalogModule } = await createCatalogModule({
    database,
    cacheMaxBytes: config.CATALOG_CACHE_MAX_BYTES,
    files,
    logger: app.log,
    audit,
    verify: config.NODE_ENV !== 'production',
    notifications,
    jobs,
  });
  app.decorate('catalog', catalog);
  const stockAlertsModule = createStockAlertsModule({
    db,
    catalog,
    jobs,
    mail,
    sealer: createSealer(config.AUTH_SECRET, 'techstore:stock-alerts'),
    appUrl: config.APP_URL,
  });

  const gateway =
    payments.mode === 'off'
      ? undefined
      : createRazorpayClient({ apiUrl: payments.apiUrl, keyId: payments.keyId, keySecret: payments.keySecret, timeoutMs: config.RAZORPAY_TIMEOUT_MS });
  const refunds = createRefundService({ db, repository: refundRepository, jobs, audit, gateway, notifications, logger: app.log });
  const { contact, ...contactModule } = createContactModule({
    db,
    audit,
    mail,
    notifications,
    limiter,
    inbox: config.CONTACT_INBOX,
    messagesPerAddress: config.CONTACT_MESSAGES_PER_ADDRESS,
  });
  const { applications, ...applicationsModule } = createApplicationsModule({ db, audit, limiter, secret: config.AUTH_SECRET, notifications });
  const { auth, ...authModule } = createAuthModule({
    db,
    secureCookies: config.APP_URL.startsWith('https:'),
    mail,
    jobs,
    resetSealer: createSealer(config.AUTH_SECRET, 'techstore:password-reset-job'),
    limiter,
    delivery,
    config,
    logger: app.log,
  });
  authModule.accessControl(app);
  const wishlist = createWishlistModule({ db, catalog });
  const addresses = createAddressesModule({ db, delivery });
  const cart = createCartModule({ db, catalog });
  const reviews = createReviewsModule({ db, catalog, orders, audit, files });
  // Every module's personal data (DPDP Act 2023): the account first, then orders and checkouts (whose ids the others use).
  const accountData = authModule.personalData;
  const privacy = createPrivacyModule({
    db,
    holders: [
      accountData.holder,
      ordersModule.personalData,
      checkoutPersonalData(),
      paymentsPersonalData(),
      invoicesPersonalData(),
      returnsPersonalData(config.AUTH_SECRET, config.APP_URL),
      shipments.personalData,
      applicationsModule.personalData,
      reviews.personalData,
      contactModule.personalData,
      notificationsModule.personalData,
      mailPersonalData(mail, { relay: mailTransport.kind === 'smtp' }),
      auditModule.personalData,
      addresses.personalData,
      cart.personalData,
      wishlist.personalData,
      stockAlertsModule.personalData,
    ],
    account: accountData,
    jobs,
    mail,
    audit,
    notifications,
    files,
    limiter,
    logger: app.log,
  });
  privacy.consentRecording(app);
  await registerOpenApi(app);

  // Each module registers its jobs' handlers as it is built (below); the worker starts once the app is
  // ready, and not at all if a kind the mounted modules queue has no handler.
  app.addHook('onReady', async () => {
    jobs.requireHandlers(requiredJobKinds());
    jobs.start();
    await privacy.start();
  });
  app.addHook('onListen', async () => {
    app.log.info(describePayments(payments, payments.mode === 'sandbox' ? ownUrl(app) : config.APP_URL));
  });
  app.addHook('onClose', async () => {
    privacy.stop();
    await jobs.stop(JOB_STOP_GRACE_MS);
    await catalogModule.stop();
    mailTransport.close();
    await limiter.close();
  });

  await app.register(createHealthModule({ database, benchCounters: config.BENCH_COUNTERS }).routes);
  await app.register(catalogModule.routes);
  await app.register(wishlist.routes);
  await app.register(stockAlertsModule.routes);
  await app.register(authModule.routes);
  await app.register(addresses.routes);
  await app.register(cart.routes);
  await app.register(createAccountModule({ orders, applications }).routes);
  await app.register(contactModule.routes);
  await app.register(deliveryRoutes);
  await app.register(applicationsModule.routes);
  await app.register(applicationsModule.adminRoutes);
  await app.register(ordersModule.routes);
  await app.register(invoiceRoutes, { invoices, adminDownloads: createAdminInvoiceDownloads({ db, invoices, audit }) });
  await app.register(reviews.routes);
  const checkoutRepository = createCheckoutRepository(db);
  const checkout = createCheckoutService({
    db,
    repository: checkoutRepository,
    orders,
    catalog,
    customers: auth,
    delivery,
    cod: { maxTotal: config.COD_MAX_TOTAL, fee: config.COD_FEE },
    shippingSandbox: config.SHIPPING_SANDBOX,
    invoices,
    refunds,
    jobs,
    mail,
    notifications,
    limiter,
    audit,
    settings: payments,
    checkoutsPerUser: config.CHECKOUTS_PER_USER,
    gateway,
    appUrl: config.APP_URL,
    logger: app.log,
  });

  const shipping = createShippingService({
    db,
    repository: shipments.records,
    client: courier.client,
    orders,
    catalog,
    invoices,
    takeBackReturned: (orderId, tx) => checkout.takeBackReturned(orderId, tx),
    audit,
    jobs,
    mail,
    notifications,
    appUrl: config.APP_URL,
    pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
    pickupPincode: config.SHIPPING_PICKUP_PINCODE,
    timeoutMs: config.SHIPROCKET_TIMEOUT_MS,
    logger: app.log,
  });
  app.decorate('shipping', shipping);
  await app.register(shippingRoutes, { shipping, webhookToken: courier.webhookToken });
  const returns = createReturnService({
    db,
    repository: createReturnRepository(db),
    orders,
    catalog,
    invoices,
    refunds,
    customers: auth,
    notifications,
    audit,
    mail,
    jobs,
    // The courier collects the parcel from the customer (Shiprocket's return order), when shipping is set up.
    bookPickup: shipping.enabled
      ? async ({ reference, orderId, lines }) =>
          shipping.bookReturnPickup({
            reference,
            order: (await orders.find(orderId))!,
            lines: lines.map((line) => ({ productId: line.productId, name: line.name, units: line.quantity, sellingPrice: line.unitPricePaise / 100 })),
          })
      : undefined,
    files,
    secret: config.AUTH_SECRET,
    appUrl: config.APP_URL,
    logger: app.log,
  });
  await app.register(returnRoutes, { returns, files });
  await app.register(heldPaymentRoutes, {
    held: createHeldPaymentService({
      db,
      repository: checkoutRepository,
      checkout,
      orders,
      catalog,
      customers: auth,
      refunds,
      jobs,
      mail,
      audit,
      logger: app.log,
    }),
  });
  await app.register(checkoutRoutes, { checkout, webhookSecret: payments.mode === 'off' ? undefined : payments.webhookSecret });
  await app.register(createEmiModule({ gateway, noCost: config.EMI_NO_COST, logger: app.log }).routes);
  await mountSandboxes(app, {
    config,
    database,
    payments,
    shipping: shippingSandbox,
    jobs,
    pincodesFile: PINCODES_FILE,
    placeOf,
    ownUrl: () => ownUrl(app),
  });
  await app.register(jobsRoutes, { db, repository: jobsRepository, queue: jobs, audit });
  await app.register(contactModule.adminRoutes);
  await app.register(notificationsModule.routes);
  await app.register(
    createAdminModule({
      db,
      audit,
      catalog,
      productInUse: async (productId, tx) => (await orders.namesProduct(productId, tx)) || (await checkout.namesProduct(productId, tx)),
      orders,
      applications,
      contact,
      returns,
      cancelByShop: checkout.cancelByShop,
      releaseCourier: shipping.releaseForCancel,
      refunds,
      creditRefund: (orderId, reference, amountPaise, tx) => invoices.creditValue(orderId, reference, amountPaise, { kind: 'gateway' }, tx),
      issueInvoice: invoices.issueInvoice,
      mail,
      appUrl: config.APP_URL,
    }).routes,
  );
  await app.register(createReportsModule({ invoices, refunds, orders, catalog, applications, customers: auth, gstin: config.SHOP_GSTIN }).routes);
  await app.register(privacy.routes);
  await app.register(createCustomersModule({ auth, orders, applications, returns }).routes);
  // Everyone's codes and reset links are in it: served only in development (issue 40), never on a server run as 'test' or 'production'.
  if (config.NODE_ENV === 'development' && mailTransport.kind === 'outbox') {
    await app.register(outboxRoutes, { outbox });
  }

  const shell = loadAppShell(webDistDir);
  const pages = createPageRenderer(app, { shell, entry: serverEntry ?? (await loadServerEntry(webDistDir)), appUrl: config.APP_URL });
  await app.register(seoRoutes, { catalog, shell, pages, appUrl: config.APP_URL });
  registerPublicUploads(app, files);
  await registerWebApp(app, { webDistDir, shell, pages, assetsDir: ASSETS_DIR });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
