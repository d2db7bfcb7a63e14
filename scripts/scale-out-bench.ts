/**
 * BENCH_ONLY=scale-out npm run bench — three production server processes (apps/api/dist/server.js)
 * on a scratch PostgreSQL database and one Redis, a real SMTP server and the payment sandbox, and the
 * mixed load of the scale-out test (apps/api/test/scale-out.ts) driven through them round-robin for
 * a fixed time: browsing, sign-ups with mailed codes, purchases whose webhooks reach another process,
 * cancellations, an admin's price edits watched on every process. Reports requests/s, p50 and p99 by
 * kind, errors, and the invariants (orders against paid checkouts, stock, refunds, mail sent once,
 * jobs, webhooks, edits seen within a second); exits 1 when one is broken.
 *
 *   BENCH_DURATION=10           seconds of load
 *   BENCH_SHOPPERS=8            shoppers at once (one admin besides)
 *   BENCH_PROCESSES=3
 *   BENCH_KILL=1                also kill one process with SIGKILL halfway through, as the test does
 *   BENCH_PG_URL, REDIS_URL     the servers to use (a scratch database is made and dropped)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startMailbox } from '../apps/api/test/mailbox';
import { checkInvariants, lockedByPid, prepare, roundRobin, runMixedLoad, settle, startCluster, summarise } from '../apps/api/test/scale-out';

const ROOT = path.resolve(import.meta.dirname, '..');

export async function scaleOutBench(): Promise<void> {
  const seconds = Number(process.env.BENCH_DURATION ?? 10);
  const shoppers = Number(process.env.BENCH_SHOPPERS ?? 8);
  const processes = Number(process.env.BENCH_PROCESSES ?? 3);
  const kill = process.env.BENCH_KILL === '1';
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_scale_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const mailbox = await startMailbox();
  const sql = new pg.Client({ connectionString: databaseUrl });
  let failed = false;
  try {
    const cluster = await startCluster({ databaseUrl, mailbox, processes, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', built: true });
    try {
      await sql.connect();
      const prepared = await prepare(databaseUrl, shoppers * 2);
      const balancer = roundRobin(cluster.nodes);
      const victim = cluster.nodes[1]!;
      const record = await runMixedLoad({
        cluster,
        balancer,
        mailbox,
        prepared,
        seconds,
        shoppers,
        ...(kill
          ? {
              midway: {
                afterSeconds: seconds / 2,
                run: async () => {
                  victim.kill('SIGKILL');
                  await victim.exited;
                  const held = await sql.query(`SELECT id FROM jobs WHERE state = 'running' AND locked_by LIKE $1`, [lockedByPid(victim.pid)]);
                  console.log(`killed process ${victim.index} (pid ${victim.pid}) holding ${held.rowCount} jobs`);
                },
              },
            }
          : {}),
      });
      await settle(sql, 60_000);
      const problems = [
        ...record.problems.map((p) => `request failed: ${p}`),
        ...(await checkInvariants(sql, { prepared, record, mailbox, relay: cluster.relay })),
      ];
      const orders = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE payment_id <> ''`)).rows[0]!.n;
      const captured = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM razorpay_sandbox.payments WHERE captured`)).rows[0]!.n;
      const rows = Object.entries(record.kinds).map(([kind, figures]) => {
        const s = summarise(figures, seconds);
        return `| ${kind} | ${s.perSecond.toFixed(1)} | ${s.p50} | ${s.p99} | ${s.errors} |`;
      });
      const webhooks = cluster.relay.deliveries;
      const table = [
        `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}; ${processes} processes, ${shoppers} shoppers and an admin, ${seconds} s${kill ? `, process ${victim.index} killed with SIGKILL at ${seconds / 2} s` : ''}.`,
        '',
        '| kind | per second | p50 ms | p99 ms | errors |',
        '|---|---|---|---|---|',
        ...rows,
        '',
        `Invariants: ${captured} captured payments, ${orders} orders (${record.paid.filter((p) => !p.placed).length} made by the webhook alone), ${record.cancelled.length} cancelled and refunded; ` +
          `${mailbox.received.length} mails; ${webhooks.length} webhook deliveries (${webhooks.filter((d) => d.status !== 200).length} refused and retried); ` +
          `price edits seen on every process after ${Math.max(0, ...record.visibleAfter.filter(Number.isFinite))} ms at most. ` +
          (problems.length === 0 ? 'All hold.' : `BROKEN: ${problems.length}.`),
      ].join('\n');
      console.log(`\n${table}`);
      const docPath = path.join(ROOT, 'docs/benchmarks.md');
      const doc = readFileSync(docPath, 'utf8');
      writeFileSync(
        docPath,
        doc.replace(
          /<!-- scale-out-bench:start -->[\s\S]*<!-- scale-out-bench:end -->/,
          `<!-- scale-out-bench:start -->\n${table}\n<!-- scale-out-bench:end -->`,
        ),
      );
      if (problems.length > 0) {
        console.error(`\nBROKEN INVARIANTS (${problems.length}):\n${problems.slice(0, 30).join('\n')}`);
        failed = true;
      }
    } finally {
      await cluster.stop();
    }
  } finally {
    await sql.end().catch(() => {});
    await mailbox.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  if (failed) process.exit(1);
}
