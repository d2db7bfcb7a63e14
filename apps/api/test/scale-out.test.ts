import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from './mailbox';
import {
  checkInvariants,
  lockedByPid,
  prepare,
  roundRobin,
  runMixedLoad,
  settle,
  shopperAddress,
  startCluster,
  type Balancer,
  type Cluster,
  type Prepared,
} from './scale-out';
import { createPostgresDatabase } from './test-app';

/**
 * Issue 28, point 5: three shop processes on one PostgreSQL database and one Redis, a mixed load
 * through them round-robin, and one of them killed with SIGKILL in the middle of it. Sessions, rate
 * limits, the catalogue cache and the job queue must work across processes, and nothing is doubled
 * or lost. Needs PostgreSQL (the embedded database is one process's): CI's PostgreSQL suite runs it.
 */

const LOAD_SECONDS = 14;
const KILL_AFTER_SECONDS = 5;

describe.skipIf(!process.env.TEST_DATABASE_URL)('three shop processes on one PostgreSQL and one Redis', () => {
  let database: { url: string; drop: () => Promise<void> };
  let mailbox: Mailbox;
  let sql: pg.Client;
  let cluster: Cluster;
  let balancer: Balancer;
  let prepared: Prepared;

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
    mailbox = await startMailbox();
    cluster = await startCluster({ databaseUrl: database.url, mailbox, processes: 3, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
    balancer = roundRobin(cluster.nodes);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    prepared = await prepare(database.url);
  }, 90_000);

  afterAll(async () => {
    // SCALE_OUT_LOG_DIR=/tmp/x keeps each process's log there, to see why a run failed.
    if (process.env.SCALE_OUT_LOG_DIR)
      for (const node of cluster?.nodes ?? []) writeFileSync(path.join(process.env.SCALE_OUT_LOG_DIR, `process-${node.index}.log`), node.output());
    for (const node of cluster?.nodes ?? []) node.kill('SIGKILL');
    await Promise.all((cluster?.nodes ?? []).map((node) => node.exited));
    await cluster?.relay.close();
    await sql?.end();
    await mailbox?.close();
    await database?.drop();
  });

  it('keeps a session made on one process on the others, and ends it on all at logout', async () => {
    const [one, two, three] = cluster.nodes as [Cluster['nodes'][0], Cluster['nodes'][0], Cluster['nodes'][0]];
    const buyer = prepared.buyers[0]!;
    const login = await balancer.send('POST', '/api/auth/login', { body: { email: buyer.email, password: buyer.password }, node: one });
    expect(login.status).toBe(200);
    const token = String(login.body.token);
    for (const node of [one, two, three]) expect((await balancer.send('GET', '/api/auth/me', { token, node })).body.email).toBe(buyer.email);
    expect((await balancer.send('POST', '/api/auth/logout', { token, node: two })).status).toBe(200);
    for (const node of [one, two, three]) expect((await balancer.send('GET', '/api/auth/me', { token, node })).status).toBe(401);
  });

  it('counts a rate limit once for all processes: the contact form allows five messages per address', async () => {
    const ip = shopperAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await balancer.send('POST', '/api/contact', {
        body: { name: `Meera ${'ABCDEF'[i]}`, email: 'meera@example.in', phone: '', subject: 'support', message: `Message ${i} about my laptop repair.` },
        ip,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    for (const node of cluster.nodes) {
      const res = await balancer.send('POST', '/api/contact', {
        body: { name: 'Meera G', email: 'meera@example.in', phone: '', subject: 'support', message: 'One more about my laptop repair.' },
        ip,
        node,
      });
      expect(res.status).toBe(429);
    }
    // Another address is not held back by it.
    expect(
      (
        await balancer.send('POST', '/api/contact', {
          body: { name: 'Ravi K', email: 'ravi@example.in', phone: '', subject: 'support', message: 'A question about CCTV.' },
          ip: shopperAddress(),
        })
      ).status,
    ).toBe(201);
  });

  it('takes a mixed load round-robin, loses a process to SIGKILL midway, and doubles or loses nothing', async () => {
    const victim = cluster.nodes[1]!;
    let leasedByVictim: Array<{ id: string; kind: string }> = [];

    // Midway the mail server stops answering for a moment, so the victim is surely in the middle of
    // a job (a mail it claimed over a second ago), and the victim is killed with SIGKILL then, with
    // whatever else it was doing. The other processes' stuck attempts time out and are retried.
    const killVictim = async () => {
      mailbox.state.mode = 'hang';
      const holding = async () =>
        (
          await sql.query(`SELECT id FROM jobs WHERE state = 'running' AND kind = 'mail' AND locked_by LIKE $1 AND updated_at < now() - interval '1 second'`, [
            lockedByPid(victim.pid),
          ])
        ).rowCount! > 0;
      await expect.poll(holding, { timeout: 10_000, interval: 50 }).toBe(true);
      victim.kill('SIGKILL');
      await victim.exited;
      mailbox.state.mode = 'accept';
      leasedByVictim = (
        await sql.query<{ id: string; kind: string }>(`SELECT id, kind FROM jobs WHERE state = 'running' AND locked_by LIKE $1`, [lockedByPid(victim.pid)])
      ).rows;
    };

    const record = await runMixedLoad({
      cluster,
      balancer,
      mailbox,
      prepared,
      seconds: LOAD_SECONDS,
      shoppers: 4,
      midway: { afterSeconds: KILL_AFTER_SECONDS, run: killVictim },
    });
    expect(record.problems, 'requests that failed during the load').toEqual([]);
    expect(victim.up, 'the balancer took the dead process out').toBe(false);

    await settle(sql);
    // The jobs the dead process held ran again elsewhere once its lease ran out, and finished.
    expect(leasedByVictim.map((job) => job.kind)).toContain('mail');
    const rerun = await sql.query<{ state: string; attempts: number; locked_by: string | null }>(
      `SELECT state, attempts, locked_by FROM jobs WHERE id = ANY($1)`,
      [leasedByVictim.map((job) => job.id)],
    );
    for (const job of rerun.rows) expect(job.state).toBe('done');
    expect(Math.min(...rerun.rows.map((job) => job.attempts))).toBeGreaterThanOrEqual(2);

    // Webhooks the relay sent to the dead process failed and reached another process later.
    const toDead = cluster.relay.deliveries.filter((d) => d.target === victim.index && d.status === 502);
    expect(toDead.length, 'webhooks hit the dead process').toBeGreaterThan(0);

    const problems = await checkInvariants(sql, { prepared, record, mailbox, relay: cluster.relay });
    expect(problems).toEqual([]);

    // The load did what it says: every kind of work happened, and webhooks went to more than one process.
    for (const kind of Object.values(record.kinds)) expect(kind.count).toBeGreaterThan(0);
    expect(record.paid.some((p) => !p.placed)).toBe(true);
    expect(record.cancelled.length).toBeGreaterThan(0);
    expect(new Set(cluster.relay.deliveries.filter((d) => d.status === 200).map((d) => d.target)).size).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
