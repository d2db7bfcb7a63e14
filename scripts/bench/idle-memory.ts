/**
 * The embedded default at rest (issue 28): the built server on a fresh PGlite data directory (created,
 * migrated and seeded by the server itself, as a new shop's first start does), a visitor who opens the
 * home page and a product page (the HTML, its scripts and styles, and the API calls those pages make),
 * then 15 s of quiet; its resident memory (VmRSS) then is the figure.
 *
 *   node --import tsx scripts/bench/idle-memory.ts    prints the figure on its own (after npm run build)
 *
 * The server is started as the production start (`npm run serve`) starts it: SERVER_START in
 * ./server-start.ts compares other starts.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ServerStart, serverStart } from './server-start';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Issue 28: the embedded server idles at no more than this after serving the two pages. */
export const IDLE_TARGET_MB = 200;
/**
 * How long the server is left alone before its memory is read: idle means settled. Freed C-heap
 * memory is given back in the first quiet seconds (lib/memory-trim.ts); V8's memory reducer collects
 * 8 s after the last full collection and shrinks the heap, and the next trim gives back what that
 * freed. RSS is also read after EARLY_MS, to show the way down.
 */
const QUIET_MS = 15_000;
const EARLY_MS = 5_000;

export interface IdleMemory {
  /** VmRSS once the server answers, MB. */
  startedMb: number;
  /** VmRSS EARLY_MS after the visit, MB. */
  earlyMb: number;
  /** VmRSS QUIET_MS after the visit, MB: the figure the target is about. */
  idleMb: number;
  /** Requests made for the two pages (each must answer 2xx, or 401 for the guest's session check). */
  requests: number;
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

/**
 * Every request a browser makes for `page`: the HTML, then the scripts and styles it links, the boot
 * script's among them (its entry and preloads are in data attributes: plugins/page-boot.ts).
 */
async function getPage(url: string, page: string): Promise<string[]> {
  const html = await get(url, page);
  const assets = [...new Set([...html.matchAll(/\/assets\/[^"\s]+\.(?:js|css)/g)].map((m) => m[0]))];
  for (const asset of assets) await get(url, asset);
  return [page, ...assets];
}

async function get(url: string, requestPath: string, allowed: number[] = [200]): Promise<string> {
  const res = await fetch(url + requestPath, { headers: { 'accept-encoding': 'br, gzip' } });
  const body = await res.text();
  if (!allowed.includes(res.status)) throw new Error(`GET ${requestPath}: ${res.status} ${body.slice(0, 200)}`);
  return body;
}

export async function measureIdleMemory(start: ServerStart = serverStart()): Promise<IdleMemory> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-idle-'));
  const port = 7600 + Math.floor(Math.random() * 300);
  const child = spawn(process.execPath, [...start.nodeArgs, 'apps/api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // A shop taking orders (cash on delivery is on by default) must name its GSTIN in production: the sample's.
      SHOP_GSTIN: '27AAAAA0000A1Z2',
      AUTH_SECRET: 'benchmark-only-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...start.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let ready = false; !ready;) {
      if (child.exitCode !== null) throw new Error('server exited during start');
      ready = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    const startedMb = rssMb(child.pid!);
    const requests: string[] = [];
    // The home page: the shell, then what it asks for (the guest's session, featured, the latest products).
    requests.push(...(await getPage(url, '/')));
    await get(url, '/api/auth/me', [401]);
    const featured = JSON.parse(await get(url, '/api/products/featured/list')) as Array<{ _id: string; priceInclGst: number }>;
    await get(url, '/api/products?limit=8');
    requests.push('/api/auth/me', '/api/products/featured/list', '/api/products?limit=8');
    // A product page: its HTML (meta tags filled in), the product, its reviews and its EMI plans.
    const product = featured[0];
    if (!product) throw new Error('the seeded catalogue has no featured product');
    requests.push(...(await getPage(url, `/products/${product._id}`)));
    const productCalls = [`/api/products/${product._id}`, `/api/products/${product._id}/reviews`, `/api/payments/emi-plans?amount=${product.priceInclGst}`];
    for (const call of productCalls) await get(url, call);
    requests.push(...productCalls);
    await new Promise((r) => setTimeout(r, EARLY_MS));
    const earlyMb = rssMb(child.pid!);
    await new Promise((r) => setTimeout(r, QUIET_MS - EARLY_MS));
    return { startedMb, earlyMb, idleMb: rssMb(child.pid!), requests: requests.length };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const start = serverStart();
  const result = await measureIdleMemory(start);
  console.log(
    `embedded server (${start.label}): ${result.startedMb} MB when started; after the home and a product page (${result.requests} requests) ${result.earlyMb} MB at ${EARLY_MS / 1000} s, ${result.idleMb} MB idle at ${QUIET_MS / 1000} s; target ≤ ${IDLE_TARGET_MB} MB`,
  );
}
