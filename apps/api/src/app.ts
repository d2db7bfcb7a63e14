import type { FastifyBaseLogger } from 'fastify';
import type { ServerEntry } from '@store/shared';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { WEB_DIST_DIR, ASSETS_DIR } from './paths';
import { createAccountModule } from './modules/account';
import { createAddressesModule } from './modules/addresses';
import { createAdminModule } from './modules/admin';
import { createApplicationsModule } from './modules/applications';
import { createAuditModule } from './modules/audit';
import { createAuthModule } from './modules/auth';
import { createCartModule } from './modules/cart';
import { createCatalogModule, type CatalogService } from './modules/catalog';
import { createCheckoutModule } from './modules/checkout';
import { createContactModule } from './modules/contact';
import { createCourierModule } from './modules/courier';
import { createCustomersModule } from './modules/customers';
import { createDeliveryModule } from './modules/delivery';
import { createEmiModule } from './modules/emi';
import { createHealthModule } from './modules/health';
import { createInvoicesModule } from './modules/invoices';
import { createJobsModule, type JobQueue } from './modules/jobs';
import { createMailModule } from './modules/mail';
import { createNotificationsModule, type NotificationService } from './modules/notifications';
import { createOrdersModule } from './modules/orders';
import { createPaymentsModule } from './modules/payments';
import { createPrivacyModule } from './modules/privacy';
import { createReportsModule } from './modules/reports';
import { createReturnsModule } from './modules/returns';
import { createReviewsModule } from './modules/reviews';
import { createSeoModule } from './modules/seo';
import { createShipmentsModule } from './modules/shipments';
import { createShippingModule, type ShippingService } from './modules/shipping';
import { createStockAlertsModule } from './modules/stock-alerts';
import { createWishlistModule } from './modules/wishlist';
import { loadAppShell } from './plugins/app-shell';
import { createFileStore } from './plugins/file-store';
import { registerOpenApi } from './plugins/openapi';
import { createPageRenderer, loadServerEntry } from './plugins/page-renderer';
import { createRateLimiter } from './plugins/rate-limiter';
import { mountSandboxes, type SandboxesOptions } from './plugins/sandboxes';
import { registerSecurity } from './plugins/security';
import { createServer, ownUrl } from './plugins/server';
import { registerPublicUploads } from './plugins/uploads';
import { registerWebApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue, for tests and scripts that change products through the app. */
    catalog: CatalogService;
    /** This process's job queue and worker, for tests that wait for background work (drain). */
    jobs: JobQueue;
    /** The shop's alerts, for tests that raise one event twice in one transaction (notified once). */
    notifications: NotificationService;
    /** Shipping, for tests that call the courier directly (a reverse pickup's refusals). */
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
  placeOf?: SandboxesOptions['placeOf'];
}

/**
 * Builds the whole application; never listens (server.ts does, tests use inject or listen on port 0).
 * The modules are made in order, each from the ones above it and the ports it declares (docs/architecture.md
 * draws the graph; boundaries.test.ts keeps it acyclic): nothing is bound after it is made.
 */
export async function buildApp({ config, database, logger, webDistDir = WEB_DIST_DIR, serverEntry, placeOf }: AppOptions) {
  const app = createServer(config, logger);
  const { db } = database;
  const log = app.log;
  const self = () => ownUrl(app);
  const appUrl = config.APP_URL;
  const secret = config.AUTH_SECRET;
  const limiter = createRateLimiter(config.REDIS_URL, config.REDIS_KEY_PREFIX);
  const files = await createFileStore(config);

  // The ground every module stands on: who did what, background work, mail, the shop's alerts.
  const { audit, ...auditModule } = createAuditModule({ db });
  const { jobs, ...jobsModule } = createJobsModule({ db, audit, config, logger: log });
  const { mail, ...mailModule } = createMailModule({ db, jobs, config, logger: log });
  const { notifications, ...notificationsModule } = createNotificationsModule({ db, mail, jobs, config });
  const ground = { db, config, audit, jobs, mail, notifications, logger: log, appUrl, secret };
  // The outside services: the payment gateway and the courier.
  const { refunds, ...payments } = createPaymentsModule({ ...ground, ownUrl: self });
  const { courier, sandbox: shippingSandbox } = createCourierModule({ config, ownUrl: self, logger: log });
  // The records the sale writes and shows.
  const { delivery, ...deliveryModule } = createDeliveryModule({ db, config, courier: courier.coverage });
  await delivery.start();
  const shipments = createShipmentsModule({ db });
  const { orders, ...ordersModule } = createOrdersModule({ db, config, money: payments.moneyOfOrders, shipments: shipments.ofOrders });
  const { invoices, ...invoicesModule } = createInvoicesModule({ ...ground, orders, stateOfPincode: delivery.stateOf, files });
  const { catalog, ...catalogModule } = await createCatalogModule({ ...ground, database, files });
  // Customers, and what they keep and ask.
  const stockAlerts = createStockAlertsModule({ ...ground, catalog });
  const { contact, ...contactModule } = createContactModule({ ...ground, limiter });
  const { applications, ...applicationsModule } = createApplicationsModule({ ...ground, limiter });
  const { auth, ...authModule } = createAuthModule({ ...ground, secureCookies: appUrl.startsWith('https:'), limiter, delivery });
  const wishlist = createWishlistModule({ db, catalog });
  const addresses = createAddressesModule({ db, delivery });
  const cart = createCartModule({ db, catalog });
  const reviews = createReviewsModule({ ...ground, catalog, orders, files });
  // The sale, then its parcel, then what comes back.
  const { checkout, ...checkoutModule } = createCheckoutModule({ ...ground, limiter, orders, catalog, customers: auth, delivery, invoices, refunds, payments });

  const { shipping, ...shippingModule } = createShippingModule({ ...ground, courier, shipments: shipments.records, orders, catalog, invoices, checkout });

  const { returns, ...returnsModule } = createReturnsModule({ ...ground, shipping, orders, catalog, invoices, refunds, customers: auth, files });
  // The shop's desk, and the views over all of it.
  const admin = createAdminModule({ ...ground, catalog, orders, checkout, shipping, invoices, refunds, applications, contact, returns });

  const reports = createReportsModule({ invoices, refunds, orders, catalog, applications, customers: auth, gstin: config.SHOP_GSTIN });
  const customers = createCustomersModule({ auth, orders, applications, returns });
  const account = createAccountModule({ orders, applications });
  const emi = createEmiModule({ gateway: payments.gateway, noCost: config.EMI_NO_COST, logger: log });
  // Every module's personal data (DPDP Act 2023): the account first, then orders and checkouts (whose ids the others use).
  const privacyModule = createPrivacyModule({
    holders: [
      authModule.personalData.holder,
      ...[ordersModule, checkoutModule, payments, invoicesModule, returnsModule, shipments, applicationsModule, reviews].map((m) => m.personalData),
      ...[contactModule, notificationsModule, mailModule, auditModule, addresses, cart, wishlist, stockAlerts].map((m) => m.personalData),
    ],
    account: authModule.personalData,
    ...ground,
    files,
    limiter,
  });
  const shell = loadAppShell(webDistDir);
  const pages = createPageRenderer(app, { shell, entry: serverEntry ?? (await loadServerEntry(webDistDir)), appUrl });
  const seo = createSeoModule({ catalog, shell, pages, appUrl });

  app.decorate('catalog', catalog);
  app.decorate('jobs', jobs);
  app.decorate('notifications', notifications);
  app.decorate('shipping', shipping);
  // Before any route: security headers, each route's access, consent recording, the API's description.
  await registerSecurity(app, { razorpay: payments.settings.mode === 'razorpay' });
  authModule.accessControl(app);
  privacyModule.consentRecording(app);
  await registerOpenApi(app);
  const health = createHealthModule({ database, benchCounters: config.BENCH_COUNTERS });
  const storefront = [health, catalogModule, wishlist, stockAlerts, authModule, addresses, cart, account, contactModule, deliveryModule, applicationsModule];
  const sale = [ordersModule, invoicesModule, reviews, shippingModule, returnsModule, checkoutModule, emi];
  const shop = [jobsModule, notificationsModule, admin, reports, privacyModule, customers, mailModule, seo];
  for (const module of [...storefront, ...sale, ...shop]) if (module.routes) await app.register(module.routes);
  await mountSandboxes(app, { ...ground, database, payments: payments.settings, shipping: shippingSandbox, placeOf, ownUrl: self });

  registerPublicUploads(app, files);
  await registerWebApp(app, { webDistDir, shell, pages, assetsDir: ASSETS_DIR });

  // The worker starts once the app is ready, and not at all if a kind of job has no handler.
  app.addHook('onReady', async () => {
    jobsModule.start();
    await privacyModule.start();
  });
  app.addHook('onListen', async () => log.info(payments.describe(appUrl)));
  app.addHook('onClose', async () => {
    privacyModule.stop();
    await jobsModule.stop();
    await catalogModule.stop();
    await mailModule.stop();
    await limiter.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
