/**
 * npm run bench — measures the production server against a bare node:http server that answers
 * the same bytes from memory, on the embedded PGlite and on PostgreSQL.
 *
 *   BENCH_DURATION=10         seconds per measurement
 *   BENCH_CONNECTIONS=50
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test   server on which a scratch database is made
 *   BENCH_DATABASES=pglite,postgres
 *
 * Results are printed and written into docs/benchmarks.md between the bench markers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

/** Targets of issue 2, as a share of the bare server's requests/s; p99 in ms. */
const TARGETS: Record<string, Record<string, { ratio: number; p99?: number }>> = {
  postgres: { list: { ratio: 0.09, p99: 25 }, detail: { ratio: 0.12, p99: 25 } },
  pglite: { list: { ratio: 0.03 } },
};

interface Result {
  database: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  bareRps: number;
  errors: number;
}

async function waitForPort(child: ChildProcess): Promise<number> {
  let out = '';
  child.stdout!.setEncoding('utf8');
  for await (const chunk of child.stdout!) {
    out += chunk;
    const port = /^(\d+)$/m.exec(out)?.[1];
    if (port) return Number(port);
  }
  throw new Error(`bare server did not start: ${out}`);
}

async function startApp(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = 3900 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', AUTH_SECRET: 'benchmark-only-secret-0123456789abcdef', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

async function measure(url: string, paths: string[]): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }),
      },
    ],
  });
}

async function benchDatabase(database: string, env: Record<string, string>): Promise<Result[]> {
  const app = await startApp(env);
  try {
    const listing = (await (await fetch(`${app.url}/api/products?limit=48`)).json()) as {
      products: { _id: string }[];
    };
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
    };

    // Warm both servers (JIT, prepared statements, caches) before measuring.
    for (const paths of Object.values(scenarios)) await measureQuietly(app.url, paths);

    const bodies: Record<string, string> = {};
    for (const p of Object.values(scenarios).flat()) bodies[p] = await (await fetch(app.url + p)).text();
    const bare = spawn(process.execPath, ['scripts/bare-server.mjs'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    bare.stdin!.end(JSON.stringify(bodies));
    const barePort = await waitForPort(bare);
    const bareUrl = `http://127.0.0.1:${barePort}`;

    const results: Result[] = [];
    try {
      for (const [scenario, paths] of Object.entries(scenarios)) {
        const bareRun = await measure(bareUrl, paths);
        const run = await measure(app.url, paths);
        results.push({
          database,
          scenario,
          rps: run.requests.average,
          p50: run.latency.p50,
          p99: run.latency.p99,
          bareRps: bareRun.requests.average,
          errors: run.errors + run.non2xx,
        });
        print(results.at(-1)!);
      }
    } finally {
      bare.kill('SIGTERM');
    }
    return results;
  } finally {
    await app.stop();
  }
}

async function measureQuietly(url: string, paths: string[]) {
  let next = 0;
  await autocannon({
    url,
    connections: 10,
    duration: 2,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
  });
}

function verdict(r: Result): string {
  const target = TARGETS[r.database]?.[r.scenario];
  if (!target) return '';
  const ok = r.rps / r.bareRps >= target.ratio && (target.p99 === undefined || r.p99 < target.p99);
  return `${ok ? 'meets' : 'MISSES'} target ≥ ${(target.ratio * 100).toFixed(0)}%${target.p99 ? `, p99 < ${target.p99} ms` : ''}`;
}

function row(r: Result): string {
  return `| ${r.database} | ${r.scenario} | ${Math.round(r.rps).toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${Math.round(r.bareRps).toLocaleString('en-US')} | ${((r.rps / r.bareRps) * 100).toFixed(1)}% | ${r.errors} | ${verdict(r)} |`;
}

function print(r: Result) {
  console.log(
    `${r.database.padEnd(8)} ${r.scenario.padEnd(7)} ${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  bare ${Math.round(r.bareRps)} req/s  ratio ${((r.rps / r.bareRps) * 100).toFixed(1)}%  errors ${r.errors}  ${verdict(r)}`,
  );
}

async function main() {
  const results: Result[] = [];
  for (const database of DATABASES) {
    if (database === 'pglite') {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
      try {
        results.push(...(await benchDatabase('pglite', { DATA_DIR: dataDir })));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    } else if (database === 'postgres') {
      const name = `bench_${Date.now()}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      try {
        results.push(...(await benchDatabase('postgres', { DATABASE_URL: url.toString() })));
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    }
  }

  const table = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}; ${CONNECTIONS} connections, ${DURATION} s per measurement, uncached.`,
    '',
    '| database | scenario | req/s | p50 ms | p99 ms | bare node:http req/s | ratio | errors | target |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(row),
  ].join('\n');
  const docPath = path.join(ROOT, 'docs/benchmarks.md');
  const doc = readFileSync(docPath, 'utf8');
  const updated = doc.replace(
    /<!-- bench:start -->[\s\S]*<!-- bench:end -->/,
    `<!-- bench:start -->\n${table}\n<!-- bench:end -->`,
  );
  writeFileSync(docPath, updated);
  console.log(`\n${table}\n\nwritten to docs/benchmarks.md`);
}

await main();
