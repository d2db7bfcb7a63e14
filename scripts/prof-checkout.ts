/**
 * node --import tsx scripts/prof-checkout.ts — the bench's checkout scenario alone, for profiling.
 * Builds nothing: run `npm run build` first. Prints orders/s, p50/p99 and the server's CPU ms per order.
 *
 *   PGLITE=1    on a new embedded database (default: a scratch database on PostgreSQL)
 *   GATEWAY=1   the sandbox in a process and database of its own
 *   BUYERS=10   buyers at once;   SECS=10   seconds measured (after a 2 s warm-up)
 *   PROF=1      the server writes a CPU profile into /tmp/prof
 *   LOGSQL=1    PostgreSQL logs every statement of the scratch database (count them per purchase)
 *   PERF=1      the server runs with --perf-basic-prof, so `perf record -g -p <pid>` names its JS functions
 *   OPEN=15     purchases arriving at this rate a second (the open loop) instead of BUYERS buying in a loop
 *   PROF_PORT=7700  the shop's port (the gateway's is the next)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { createFactories } from '../apps/api/src/seed/factories';
import { seedCatalogueIfNew } from '../apps/api/src/seed/seed';
import { runCheckouts } from './checkout-load';
import { costPerPurchase, runOpenLoop } from './bench/open-loop';
import { serverStart } from './bench/server-start';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const onPglite = Boolean(process.env.PGLITE);
const buyers = Number(process.env.BUYERS ?? 10);
const ROOT = path.resolve(import.meta.dirname, '..');

const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
const name = `prof_${Date.now()}`;
const scratch = (suffix: string) => Object.assign(new URL(PG_URL), { pathname: `/${name}${suffix}` }).toString();
const dataDirs = [mkdtempSync(path.join(tmpdir(), 'prof-shop-')), mkdtempSync(path.join(tmpdir(), 'prof-gateway-'))];
const [shopDb, gatewayDb] = onPglite ? dataDirs.map((dir) => ({ DATA_DIR: dir })) : ['', '_gateway'].map((suffix) => ({ DATABASE_URL: scratch(suffix) }));
if (!onPglite) for (const suffix of ['', '_gateway']) await admin.query(`CREATE DATABASE "${name}${suffix}"`);

const database = await openDatabase(onPglite ? { kind: 'pglite', dataDir: dataDirs[0] } : { kind: 'postgres', url: scratch('') });
await database.migrate();
await seedCatalogueIfNew(database.db);
const make = createFactories(database.db);
const tokens: string[] = [];
for (let i = 0; i < (process.env.OPEN ? 60 : buyers); i++) tokens.push((await make.makeUser({ email: `prof.buyer.${i}.${Date.now()}@example.in` })).token);
const productId = (await make.makeProduct({ priceInclGst: 999, stock: 1_000_000, slug: `prof-stock-${Date.now()}` }))._id;
await database.close();
if (process.env.LOGSQL && !onPglite) await admin.query(`ALTER DATABASE "${name}" SET log_statement = 'all'`);

async function start(port: number, env: Record<string, string>, nodeFlags: string[] = []): Promise<ChildProcess> {
  const serve = serverStart();
  const child = spawn(process.execPath, [...serve.nodeArgs, ...nodeFlags, 'apps/api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...serve.env,
      NODE_ENV: 'production',
      // A shop taking orders (cash on delivery is on by default) must name its GSTIN in production: the sample's.
      SHOP_GSTIN: '27AAAAA0000A1Z2',
      AUTH_SECRET: 'benchmark-only-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PAYMENTS_SANDBOX: 'true',
      BENCH_COUNTERS: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server on port ${port} did not start`);
}

const shopPort = Number(process.env.PROF_PORT ?? 7700);
const gatewayPort = shopPort + 1;
const gateway = process.env.GATEWAY
  ? await start(gatewayPort, { ...gatewayDb, SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${shopPort}/api/payments/webhook` })
  : undefined;
const shop = await start(
  shopPort,
  { ...shopDb, CHECKOUTS_PER_USER: '1000000', ...(gateway ? { RAZORPAY_API_URL: `http://127.0.0.1:${gatewayPort}/sandbox/razorpay` } : {}) },
  process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : process.env.PERF ? ['--perf-basic-prof'] : [],
);

/** The shop process's user + system CPU time, in ms (Linux). */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${shop.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const load = { appUrl: `http://127.0.0.1:${shopPort}`, gatewayUrl: `http://127.0.0.1:${gateway ? gatewayPort : shopPort}/sandbox/razorpay`, tokens, productId };
try {
  await runCheckouts({ ...load, seconds: 2 });
  const before = cpuMs();
  const seconds = Number(process.env.SECS ?? 10);
  const run = await costPerPurchase(load.appUrl, () =>
    process.env.OPEN ? runOpenLoop({ ...load, seconds, perSecond: Number(process.env.OPEN) }) : runCheckouts({ ...load, seconds }),
  );
  const cpuPerOrder = (cpuMs() - before) / run.orders;
  console.log(
    `${run.ordersPerSecond.toFixed(1)} orders/s  p50 ${run.p50} ms  p99 ${run.p99} ms  server CPU ${cpuPerOrder.toFixed(1)} ms/order (/proc; ${run.cpuMsPerPurchase} by cpuUsage)  ${run.statementsPerPurchase ?? '—'} statements/order  errors ${run.errors}`,
  );
} finally {
  for (const child of [shop, gateway]) {
    if (!child) continue;
    child.kill('SIGINT');
    if (child.exitCode === null) await once(child, 'exit');
  }
  if (!onPglite) for (const suffix of ['', '_gateway']) await admin.query(`DROP DATABASE IF EXISTS "${name}${suffix}" WITH (FORCE)`);
  await admin.end();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
