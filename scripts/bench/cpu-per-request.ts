/**
 * What a cached catalogue read costs the server, in figures that hold on a busy machine (issue 28):
 * CPU time of the server process per request (utime + stime from /proc over a fixed number of
 * requests) and heap allocation per request (from V8's --trace-gc lines: what each collection found
 * allocated since the one before), for list, detail and featured on the embedded database.
 *
 *   node --import tsx scripts/bench/cpu-per-request.ts       (after npm run build)
 *   CPU_REQUESTS=20000   requests per scenario, 50 connections
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverStart } from './server-start';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REQUESTS = Number(process.env.CPU_REQUESTS ?? 20_000);

/** CPU time used so far by a process, ms (utime + stime from /proc, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Heap allocated between collections, MB, from --trace-gc lines ("Scavenge 20.1 (25.3) -> 10.2 (26.3) MB"). */
function allocationCounter() {
  let lastAfter: number | undefined;
  let allocatedMb = 0;
  let collections = 0;
  return {
    line(text: string) {
      for (const m of text.matchAll(/: (Scavenge|Mark-Compact|Mark-sweep|Minor Mark-Compact)[^\d]*([\d.]+) \([\d.]+\) -> ([\d.]+)/g)) {
        const before = Number(m[2]);
        if (lastAfter !== undefined) allocatedMb += Math.max(0, before - lastAfter);
        lastAfter = Number(m[3]);
        collections++;
      }
    },
    take() {
      const taken = { allocatedMb, collections };
      allocatedMb = 0;
      collections = 0;
      return taken;
    },
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-cpu-'));
  const port = 7900 + Math.floor(Math.random() * 90);
  const gc = allocationCounter();
  const start = serverStart();
  console.log(`server started as: ${start.label}`);
  const child = spawn(process.execPath, ['--trace-gc', ...start.nodeArgs, 'apps/api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...start.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // A shop taking orders (cash on delivery is on by default) must name its GSTIN in production: the sample's.
      SHOP_GSTIN: '27AAAAA0000A1Z2',
      AUTH_SECRET: 'benchmark-only-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => gc.line(chunk));
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
    const listing = (await (await fetch(`${url}/api/products?limit=48`)).json()) as { products: { _id: string }[] };
    const scenarios: Record<string, string[]> = {
      list: [
        ...[1, 2, 3, 4, 5].map((n) => `/api/products?page=${n}`),
        ...[1, 2].map((n) => `/api/products?category=laptop&page=${n}`),
        '/api/products?search=dell',
        '/api/products?search=gaming%20laptop',
        '/api/products?search=lenvo',
        '/api/products?search=16gb&page=2',
        '/api/products?search=macbook%20air',
      ],
      detail: listing.products.slice(0, 40).map((p) => `/api/products/${p._id}`),
      featured: ['/api/products/featured/list'],
    };
    for (const [scenario, paths] of Object.entries(scenarios)) {
      let next = 0;
      const run = (amount: number) =>
        autocannon({ url, connections: 50, amount, requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }] });
      await run(Math.min(5_000, REQUESTS)); // warm-up: JIT, the cache's entries
      await new Promise((r) => setTimeout(r, 300));
      gc.take();
      const before = cpuMs(child.pid!);
      const result = await run(REQUESTS);
      const cpu = cpuMs(child.pid!) - before;
      await new Promise((r) => setTimeout(r, 300)); // the last --trace-gc lines
      const { allocatedMb, collections } = gc.take();
      const done = result.requests.total;
      console.log(
        `${scenario.padEnd(8)} ${done} requests (${result.non2xx} not 2xx): CPU ${Math.round((cpu * 1000) / done)} µs/request, ` +
          `allocated ${Math.round((allocatedMb * 1024) / done)} KB/request (${collections} collections), ${Math.round(result.requests.average)} req/s`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
