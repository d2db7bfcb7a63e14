/**
 * npm run lighthouse — Lighthouse (mobile preset) on pages of the production build, served by the
 * production server on a fresh embedded database, in Debian's Chromium. Writes the scores into
 * docs/benchmarks.md between the lighthouse markers and fails if a page misses a target.
 *
 *   LIGHTHOUSE_PAGES=/,/products   pages to audit (a product page is added unless listed)
 *   LIGHTHOUSE_RUNS=3              runs per page; the run with the median performance score is kept,
 *                                  as one run can be off by 5-10 points (more on a busy machine)
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 3200 + Math.floor(Math.random() * 300);
const BASE = `http://127.0.0.1:${PORT}`;
// Issue 28: public pages render on the server, so performance is held to 95 like the rest.
const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 } as const;
// Every kind of public page (issue 28 point 3); a product page is added.
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ??
  '/,/products,/products?category=laptop,/services,/services/laptop-services,/insurance,/insurance/health,/loans,/loan/personal,/about,/contact,/support,/terms,/privacy'
).split(',');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

async function main() {
  // Lighthouse's simulated throttling scales the CPU time it observes: a busy machine lowers the scores.
  const startLoad = loadavg()[0]!.toFixed(1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // A shop taking orders (cash on delivery is on by default) must name its GSTIN in production: the sample's.
      SHOP_GSTIN: '27AAAAA0000A1Z2',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_URL: BASE,
      // Production refuses to start without a secret; this throw-away server needs only a random one.
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  // "Chromium 156.0.8078.108 built on Debian …": the user agent only carries the major version.
  const browser = /Chromium [\d.]+/.exec(execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[0] ?? 'Chromium';
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: string[] = [];
  // Lighthouse's benchmarkIndex (higher is faster): one thread timed before each page loads, so it shows a slow
  // machine but not the contention during a run; the load averages do.
  const benchmarkIndexes: number[] = [];
  let lighthouseVersion = '';
  let failed = false;
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode}) before it was ready`);
      if (i === 600) throw new Error(`the server did not answer ${BASE}/api/health within 120 s`);
      try {
        if ((await fetch(`${BASE}/api/health`)).ok) break;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const { products } = (await (await fetch(`${BASE}/api/products?limit=1`)).json()) as { products: { _id: string }[] };
    const pages = [...PAGES, `/products/${products[0]!._id}`];

    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        let result: Awaited<ReturnType<typeof lighthouse>>;
        // A trace lost on a busy machine (NO_NAVSTART) is Lighthouse's own hiccup: that run is made again, twice at most.
        for (let attempt = 1; ; attempt++) {
          result = await lighthouse(`${BASE}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(TARGETS) });
          if (!result?.lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        }
        runs.push(result!);
        benchmarkIndexes.push(Math.round(result!.lhr.environment.benchmarkIndex));
        lighthouseVersion = result!.lhr.lighthouseVersion;
      }
      runs.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
      const result = runs[Math.floor(runs.length / 2)];
      const categories = result!.lhr.categories;
      const scores = Object.fromEntries(Object.keys(TARGETS).map((k) => [k, Math.round((categories[k]?.score ?? 0) * 100)])) as Record<
        keyof typeof TARGETS,
        number
      >;
      const misses = (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).filter((k) => scores[k] < TARGETS[k]);
      if (misses.length) failed = true;
      const label = page.startsWith('/products/') ? '/products/:id' : page;
      const metrics = result!.lhr.audits;
      const spread = runs.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100)).join('/');
      const line = `| ${label} | ${scores.performance}${RUNS > 1 ? ` (${spread})` : ''} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${metrics['first-contentful-paint']?.displayValue ?? ''} | ${metrics['largest-contentful-paint']?.displayValue ?? ''} | ${metrics['total-blocking-time']?.displayValue ?? ''} | ${metrics['cumulative-layout-shift']?.displayValue ?? ''} | ${misses.length ? `misses ${misses.join(', ')}` : 'meets all'} |`;
      console.log(line);
      rows.push(line);
      if (misses.length) {
        for (const audit of Object.values(result!.lhr.audits)) {
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual') {
            console.log(`    ${audit.id}: ${audit.title} (${audit.displayValue ?? audit.score})`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }

  const endLoad = loadavg()[0]!.toFixed(1);
  const table = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Lighthouse ${lighthouseVersion} mobile preset (simulated throttling), Debian ${browser}, production build; ` +
      `median of ${RUNS} run${RUNS > 1 ? 's' : ''} per page (all runs' performance scores in brackets); load average ${startLoad} on ${availableParallelism()} cores at the start, ${endLoad} at the end; ` +
      `Lighthouse's benchmarkIndex ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)} (median ${benchmarkIndexes.sort((a, b) => a - b)[Math.floor(benchmarkIndexes.length / 2)]}).`,
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | targets (95/95/95/95) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  const docPath = path.join(ROOT, 'docs/benchmarks.md');
  writeFileSync(
    docPath,
    readFileSync(docPath, 'utf8').replace(
      /<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/,
      `<!-- lighthouse:start -->\n${table}\n<!-- lighthouse:end -->`,
    ),
  );
  console.log('written to docs/benchmarks.md');
  if (failed) process.exitCode = 1;
}

await main();
