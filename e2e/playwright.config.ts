import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' as const };
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
/**
 * Specs whose steps never depend on the screen (no isPhone branch, nothing phone- or desktop-only):
 * run once, on the phone, most of this shop's customers' screen, to keep CI within its 30 minutes.
 * Desktop still covers those pages through accessibility.spec, layout.spec and the purchase specs.
 */
const SCREEN_INDEPENDENT =
  /\/(catalogue|product|cart|cart-account|applications|marketing-contact|auth-profile|auth-accessibility|pwa-offline|pwa-install-prompt|reviews)\.spec\.ts$/;
/** Specs that add visible products, which the catalogue specs (counting every product) must not see. */
const CATALOGUE_WRITES = /admin-products\.spec\.ts$/;

/**
 * End-to-end tests drive the production build (npm run build) in Debian's Chromium, at phone and
 * desktop sizes, against a server on a fresh embedded database.
 */
export default defineConfig({
  testDir: 'specs',
  outputDir: '../test-results',
  fullyParallel: true,
  // Playwright's default (half the cores) is one worker on our 2-core machines; two finish the suite ~20% sooner.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  // On CI the two cores also run Chromium's processes for two workers and the server (load average
  // 11-13 from this suite alone): an answer that takes 5 s there is the machine, not the shop. The
  // tests check what happens, not how fast (speed is measured by npm run bench and Lighthouse), so CI
  // waits twice as long before calling a step failed; a passing test takes no longer for it.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace screencasts every frame: a quarter of the suite's time. In CI only the retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The build registers a service worker, which page.route cannot see behind and which would
    // precache the whole app in every test. The PWA specs allow it where they test it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'phone', use: PHONE, testIgnore: CATALOGUE_WRITES },
    { name: 'desktop', use: DESKTOP, testIgnore: [CATALOGUE_WRITES, SCREEN_INDEPENDENT] },
    // After every other spec: these add products to the catalogue that the catalogue specs count.
    { name: 'phone-catalogue-writes', use: PHONE, testMatch: CATALOGUE_WRITES, dependencies: ['phone', 'desktop'] },
    { name: 'desktop-catalogue-writes', use: DESKTOP, testMatch: CATALOGUE_WRITES, dependencies: ['phone', 'desktop'] },
  ],
  webServer: {
    // A new database each run, so tests never see an earlier run's data. One folder per port, so a
    // second run on another E2E_PORT (two people, one machine) does not delete the first one's database.
    command: `rm -rf e2e/.data/${PORT} && node --import tsx scripts/e2e-admin.ts && node apps/api/dist/server.js`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // The server's warnings and errors (LOG_LEVEL warn) go to the run's output, so a flaky test's cause
    // is on record in CI's log.
    stdout: 'pipe',
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `e2e/.data/${PORT}`,
      // Development: the mail the tests read (codes, reset links) is served at /api/dev/outbox only then.
      NODE_ENV: 'development',
      PAYMENTS_SANDBOX: 'true',
      SHIPPING_SANDBOX: 'true',
      LOG_LEVEL: 'warn',
      // A job that failed once (a webhook posted while the machine was saturated) is tried again within a
      // test's patience, not after the production default of 30 s.
      JOB_RETRY_BASE_SECONDS: '2',
      APP_URL: `http://127.0.0.1:${PORT}`,
      // Every test's browser comes from 127.0.0.1: one address registering hundreds of accounts an hour.
      REGISTRATIONS_PER_ADDRESS: '100000',
      PASSWORD_RESETS_PER_ADDRESS: '100000',
      CONTACT_MESSAGES_PER_ADDRESS: '100000',
    },
  },
});
