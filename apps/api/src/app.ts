import { randomUUID } from 'node:crypto';
import type { Server } from 'node:net';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
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
import { createAddressRepository } from './modules/addresses/addresses.repository';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { createAddressService } from './modules/addresses/addresses.service';
import { createAuthService } from './modules/auth/auth.service';
import { createCartRepository } from './modules/cart/cart.repository';
import { cartRoutes } from './modules/cart/cart.routes';
import { createCartService } from './modules/cart/cart.service';
import { createAnswerCache } from './modules/catalog/catalog.cache';
import { watchCatalogueChanges } from './modules/catalog/catalog.changes';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService, type CatalogService } from './modules/catalog/catalog.service';
import { createContactRepository } from './modules/contact/contact.repository';
import { contactRoutes } from './modules/contact/contact.routes';
import { createDeliveryRepository } from './modules/delivery/delivery.repository';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { createDeliveryService } from './modules/delivery/delivery.service';
import { createEmiService } from './modules/emi/emi.service';
import { emiRoutes } from './modules/emi/emi.routes';
import { createContactService } from './modules/contact/contact.service';
import { customerRoutes } from './modules/customers/customers.routes';
import { createCustomerService } from './modules/customers/customers.service';
import { healthRoutes } from './modules/health/health.routes';
import { createJobQueue, type JobQueue } from './modules/jobs/job-queue';
import { createJobsRepository } from './modules/jobs/jobs.repository';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { JOB_REGISTRY, requiredJobKinds } from './modules/jobs/registry';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminApplicationRoutes } from './modules/applications/applications.admin.routes';
import { createAdminApplicationService } from './modules/applications/applications.admin.service';
import { adminOrderRoutes } from './modules/orders/orders.admin.routes';
import { createAdminOrderService } from './modules/orders/orders.admin.service';
import { createAuditLog } from './modules/audit/audit.repository';
import { createDashboard } from './modules/admin/dashboard.service';
import { adminMessageRoutes } from './modules/contact/contact.admin.routes';
import { createMailQueue } from './modules/mail/mail-queue';
import { createMailTransport } from './modules/mail/mailer';
import { createOutboxRepository } from './modules/mail/outbox.repository';
import { createNotificationRepository } from './modules/notifications/notifications.repository';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { createNotificationService, type NotificationService } from './modules/notifications/notifications.service';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { createCheckoutRepository } from './modules/checkout/checkout.repository';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { createCheckoutService } from './modules/checkout/checkout.service';
import { createOrderRepository } from './modules/orders/orders.repository';
import { describePayments, paymentsSettings, SANDBOX_PATH } from './modules/payments/payments-settings';
import { createRazorpayClient } from './modules/payments/razorpay-client';
import { createRefundRepository } from './modules/payments/refunds.repository';
import { createRefundService, orderMoneyReader } from './modules/payments/refunds.service';
import { heldPaymentRoutes } from './modules/checkout/held-payments.routes';
import { createHeldPaymentService } from './modules/checkout/held-payments.service';
import { createRazorpaySandbox } from '@store/razorpay-sandbox';
import type { PlaceOf } from './modules/shiprocket-sandbox/rate-card';
import { shiprocketSandboxRoutes } from './modules/shiprocket-sandbox/shiprocket-sandbox.routes';
import { createShiprocketSandbox, SHIPROCKET_SANDBOX_PATH } from './modules/shiprocket-sandbox/shiprocket-sandbox.service';
import { describeShippingSandbox, shippingSandboxSettings } from './modules/shiprocket-sandbox/settings';
import { createShiprocketClient } from './modules/shipping/shiprocket-client';
import { shippingSettings } from './modules/shipping/shipping-settings';
import { createShippingRepository } from './modules/shipping/shipping.repository';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { createShippingService, type ShippingService } from './modules/shipping/shipping.service';
import { orderRoutes } from './modules/orders/orders.routes';
import { shopSeller } from './modules/invoices/invoice-builder';
import { createInvoiceRepository } from './modules/invoices/invoices.repository';
import { createAdminInvoiceDownloads } from './modules/invoices/invoices.admin';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { createReviewRepository } from './modules/reviews/reviews.repository';
import { createReturnRepository } from './modules/returns/returns.repository';
import { returnRoutes } from './modules/returns/returns.routes';
import { createReturnService } from './modules/returns/returns.service';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { createReviewService } from './modules/reviews/reviews.service';
import { createInvoiceService } from './modules/invoices/invoices.service';
import { createOrderService } from './modules/orders/orders.service';
import { reportRoutes } from './modules/reports/reports.routes';
import { createReportService } from './modules/reports/reports.service';
import { seoRoutes } from './modules/seo/seo.routes';
import { addressesPersonalData } from './modules/addresses/addresses.personal-data';
import { applicationsPersonalData } from './modules/applications/applications.personal-data';
import { cartPersonalData } from './modules/cart/cart.personal-data';
import { stockAlertsPersonalData } from './modules/stock-alerts/stock-alerts.personal-data';
import { wishlistPersonalData } from './modules/wishlist/wishlist.personal-data';
import { auditPersonalData } from './modules/audit/audit.personal-data';
import { createAuthPersonalData } from './modules/auth/auth.personal-data';
import { checkoutPersonalData } from './modules/checkout/checkout.personal-data';
import { contactPersonalData } from './modules/contact/contact.personal-data';
import { mailPersonalData } from './modules/mail/mail.personal-data';
import { notificationsPersonalData } from './modules/notifications/notifications.personal-data';
import { invoicesPersonalData } from './modules/invoices/invoices.personal-data';
import { ordersPersonalData } from './modules/orders/orders.personal-data';
import { paymentsPersonalData } from './modules/payments/payments.personal-data';
import { registerConsentRecording } from './modules/privacy/consent-recording';
import { createPrivacyRepository } from './modules/privacy/privacy.repository';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { createPrivacyService } from './modules/privacy/privacy.service';
import { returnsPersonalData } from './modules/returns/returns.personal-data';
import { reviewsPersonalData } from './modules/reviews/reviews.personal-data';
import { shippingPersonalData } from './modules/shipping/shipping.personal-data';
import { loadAppShell } from './plugins/app-shell';
import { createPageRenderer, loadServerEntry, type ServerEntry } from './plugins/page-renderer';
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
import { createStockAlertRepository } from './modules/stock-alerts/stock-alerts.repository';
import { stockAlertRoutes } from './modules/stock-alerts/stock-alerts.routes';
import { createStockAlertService } from './modules/stock-alerts/stock-alerts.service';
import { createWishlistRepository } from './modules/wishlist/wishlist.repository';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { createWishlistService } from './modules/wishlist/wishlist.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue, for tests and scripts that change products through the app. */
    catalog: CatalogService;
    /** This process's job queue and worker, for tests that wait for background work (drain). */
    jobs: JobQueue;
    /** The shop's alerts, for tests of events whose module is not built yet (returns). */
    notifications: NotificationService;
    /** Shipping with Shiprocket, for tests of calls whose caller is not built yet (returns' reverse pickups). */
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
  // The shipping service (made further down) shows each order's parcel; asked only once requests arrive.
  const orderRepository = createOrderRepository(db, orderMoneyReader(refundRepository), (ids, on) => shipping.shipmentsOf(ids, on));
  const orders = createOrderService({ repository: orderRepository });
  const delivery = createDeliveryService({
    repository: createDeliveryRepository(db),
    pickupPincode: config.SHIPPING_PICKUP_PINCODE,
    codMaxTotal: config.COD_MAX_TOTAL,
    // Made further down (shipping needs orders): asked only when a PIN is checked, by then it exists.
    courier: (pincode) => shipping.coverage(pincode),
  });
  await delivery.start();
  const invoices = createInvoiceService({
    db,
    stateOfPincode: async (pincode, on) => (await delivery.lookup(pincode, on))?.state,
    repository: createInvoiceRepository(db),
    orders,
    // The checkout (made further down) holds the buyer's GSTIN; asked only once requests arrive.
    buyerGstin: (checkoutId, on) => checkout.buyerGstin(checkoutId, on),
    seller: shopSeller(config.SHOP_GSTIN),
    files,
  });
  const mail = createMailQueue({ jobs, transport: mailTransport, sealer: createSealer(config.AUTH_SECRET, 'techstore:queued-mail') });

  const notifications = createNotificationService({
    db,
    repository: createNotificationRepository(db),
    mail,
    jobs,
    inbox: config.SHOP_INBOX,
    mode: config.SHOP_ALERTS,
    appUrl: config.APP_URL,
  });
  app.decorate('notifications', notifications);

  const catalogRepository = createCatalogRepository(db);
  const catalogCache = createAnswerCache({ maxBytes: config.CATALOG_CACHE_MAX_BYTES, isFresh: () => catalogueChanges.isFresh() });
  const catalogueChanges = await watchCatalogueChanges({
    readVersion: () => catalogRepository.version(),
    listen: (onNotify) => database.listen('catalogue_changed', onNotify),
    onChange: () => catalogCache.clear(),
    logger: app.log,
    inProcess: database.kind === 'pglite',
  });
  const audit = createAuditLog(db);
  const catalog = createCatalogService({
    db,
    repository: catalogRepository,
    cache: catalogCache,
    audit,
    verify: config.NODE_ENV !== 'production',
    isProductNamed: async (productId, tx) => (await orders.namesProduct(productId, tx)) || (await checkout.namesProduct(productId, tx)),
    notifications,
    // Made just below (it reads products through the catalogue); asked only once stock changes.
    restocked: (productIds, tx) => stockAlerts.restocked(productIds, tx),
  });
  app.decorate('catalog', catalog);
  const stockAlerts = createStockAlertService({
    db,
    repository: createStockAlertRepository(db),
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
  const contactRepository = createContactRepository(db);
  const contact = createContactService({
    db,
    repository: contactRepository,
    mail,
    notifications,
    limiter,
    inbox: config.CONTACT_INBOX,
    messagesPerAddress: config.CONTACT_MESSAGES_PER_ADDRESS,
  });
  const applicationRepository = createApplicationRepository(db);
  const applications = createApplicationService({ db, repository: applicationRepository, limiter, secret: config.AUTH_SECRET, notifications });
  const auth = createAuthService({
    db,
    repository: createAuthRepository(db),
    mail,
    jobs,
    resetSealer: createSealer(config.AUTH_SECRET, 'techstore:password-reset-job'),
    limiter,
    delivery,
    config,
    logger: app.log,
  });
  registerAccessControl(app, auth);
  // Every module's personal data (DPDP Act 2023): the account first, then orders and checkouts (whose ids the others use).
  const accountData = createAuthPersonalData(auth);
  const privacy = createPrivacyService({
    db,
    repository: createPrivacyRepository(db),
    holders: [
      accountData.holder,
      ordersPersonalData(),
      checkoutPersonalData(),
      paymentsPersonalData(),
      invoicesPersonalData(),
      returnsPersonalData(config.AUTH_SECRET, config.APP_URL),
      shippingPersonalData(),
      applicationsPersonalData(config.AUTH_SECRET),
      reviewsPersonalData(),
      contactPersonalData(),
      notificationsPersonalData(),
      mailPersonalData(mail, { relay: mailTransport.kind === 'smtp' }),
      auditPersonalData(),
      addressesPersonalData(),
      cartPersonalData(),
      wishlistPersonalData(),
      stockAlertsPersonalData(),
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
  registerConsentRecording(app, privacy);
  await registerOpenApi(app);

  // Each module registers its jobs' handlers as it is built (below); the worker starts once the app is
  // ready, and not at all if a kind the mounted modules queue has no handler.
  app.addHook('onReady', async () => {
    jobs.requireHandlers(requiredJobKinds({ shippingSandbox: config.SHIPPING_SANDBOX }));
    jobs.start();
    await privacy.startRetention();
  });
  app.addHook('onListen', async () => {
    app.log.info(describePayments(payments, payments.mode === 'sandbox' ? ownUrl(app) : config.APP_URL));
  });
  app.addHook('onClose', async () => {
    privacy.stopRetention();
    await jobs.stop(JOB_STOP_GRACE_MS);
    await catalogueChanges.stop();
    mailTransport.close();
    await limiter.close();
  });

  await app.register(healthRoutes, { database, benchCounters: config.BENCH_COUNTERS });
  await app.register(catalogRoutes, { catalog, files });
  await app.register(wishlistRoutes, { wishlist: createWishlistService({ db, repository: createWishlistRepository(db), catalog }) });
  await app.register(stockAlertRoutes, { stockAlerts });
  await app.register(authRoutes, { auth, secureCookies: config.APP_URL.startsWith('https:') });
  await app.register(addressRoutes, { addresses: createAddressService({ db, repository: createAddressRepository(db), delivery }) });
  await app.register(cartRoutes, { cart: createCartService({ db, repository: createCartRepository(db), catalog }) });
  await app.register(accountRoutes, {
    account: createAccountService({ orders, applications }),
  });
  await app.register(contactRoutes, { contact });
  await app.register(deliveryRoutes, { delivery });
  await app.register(applicationRoutes, { applications });
  await app.register(adminApplicationRoutes, {
    applications: createAdminApplicationService({ db, repository: applicationRepository, audit, secret: config.AUTH_SECRET }),
  });
  await app.register(orderRoutes, { orders });
  await app.register(invoiceRoutes, { invoices, adminDownloads: createAdminInvoiceDownloads({ db, invoices, audit }) });
  await app.register(reviewRoutes, {
    reviews: createReviewService({ db, repository: createReviewRepository(db), catalog, orders, audit, files }),
  });
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
  await app.register(adminOrderRoutes, {
    orders: createAdminOrderService({
      db,
      repository: orderRepository,
      cancelByShop: (actor, id, lines, reason) => checkout.cancelByShop(actor, id, lines, reason),
      releaseCourier: (id, whole) => shipping.releaseForCancel(id, whole),
      refunds,
      creditRefund: (orderId, reference, amountPaise, tx) => invoices.creditValue(orderId, reference, amountPaise, { kind: 'gateway' }, tx),
      issueInvoice: (orderId, tx) => invoices.issueInvoice(orderId, tx),
      audit,
      mail,
      appUrl: config.APP_URL,
    }),
  });
  // Shiprocket, or with SHIPPING_SANDBOX=true the sandbox's own account on this app; off without either (503).
  const shippingSandbox = config.SHIPPING_SANDBOX ? shippingSandboxSettings(config, () => ownUrl(app)) : undefined;
  const shiprocket = shippingSettings(config, shippingSandbox);
  const shipping = createShippingService({
    db,
    repository: createShippingRepository(db),
    client:
      shiprocket &&
      createShiprocketClient({ apiUrl: shiprocket.apiUrl, email: shiprocket.email, password: shiprocket.password, timeoutMs: config.SHIPROCKET_TIMEOUT_MS }),
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
    // Returns is made below with this module's pickups: only called once a webhook comes, after both exist.
    returnPickupMoved: (event, tx) => returns.pickupMoved(event, tx),
    logger: app.log,
  });
  app.decorate('shipping', shipping);
  await app.register(shippingRoutes, { shipping, webhookToken: shiprocket?.webhookToken });
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
  await app.register(emiRoutes, { emi: createEmiService({ gateway, noCost: config.EMI_NO_COST, logger: app.log }) });
  if (payments.mode === 'sandbox') {
    // The Razorpay sandbox mounted in this server (the quick start's one command); its tables are its
    // own schema in this database, its timers its own, and the shop reaches it over HTTP only.
    const sandbox = await createRazorpaySandbox({
      db,
      keyId: payments.keyId,
      keySecret: payments.keySecret,
      webhookSecret: payments.webhookSecret,
      webhookUrl: () => config.SANDBOX_WEBHOOK_URL ?? `${ownUrl(app)}/api/payments/webhook`,
      pollMs: config.JOB_POLL_MS,
      retryBaseSeconds: config.JOB_RETRY_BASE_SECONDS,
    });
    await app.register(sandbox.routes, { prefix: SANDBOX_PATH });
    jobs.drainAlso(sandbox.runDue);
    app.addHook('onReady', async () => sandbox.start());
    app.addHook('onClose', async () => sandbox.stop());
  }
  if (config.SHIPPING_SANDBOX) {
    // Only on SHIPPING_SANDBOX=true, never by a missing variable: a shop that forgot its Shiprocket
    // keys must not believe parcels are on their way.
    const settings = shippingSandbox!;
    const webhookUrl = () => config.SHIPPING_SANDBOX_WEBHOOK_URL ?? `${ownUrl(app)}/api/shipping/webhook`;
    const shipping = createShiprocketSandbox({
      db,
      jobs,
      placeOf: placeOf ?? ((pincode, on) => delivery.lookup(pincode, on)),
      email: settings.email,
      password: settings.password,
      tokenSecret: settings.tokenSecret,
      pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
      webhookToken: settings.webhookToken,
      webhookUrl,
      baseUrl: () => `${ownUrl(app)}${SHIPROCKET_SANDBOX_PATH}`,
    });
    app.addHook('onListen', async () => app.log.info(describeShippingSandbox(settings, webhookUrl())));
    await app.register(shiprocketSandboxRoutes, { prefix: SHIPROCKET_SANDBOX_PATH, sandbox: shipping });
  }
  await app.register(jobsRoutes, { db, repository: jobsRepository, queue: jobs, audit });
  await app.register(adminMessageRoutes, { db, repository: contactRepository, audit });
  await app.register(notificationRoutes, { notifications });
  await app.register(adminRoutes, { audit, dashboard: createDashboard({ orders, catalog, applications, contact, returns }) });
  await app.register(reportRoutes, {
    reports: createReportService({ invoices, refunds, orders, catalog, applications, customers: auth, gstin: config.SHOP_GSTIN }),
  });
  await app.register(privacyRoutes, { privacy });
  await app.register(customerRoutes, { customers: createCustomerService({ auth, orders, applications, returns }) });
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
