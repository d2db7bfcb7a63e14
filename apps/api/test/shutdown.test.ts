import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort, startServer, waitForHealth } from './processes';
import { createPostgresDatabase } from './test-app';

/**
 * SIGTERM with requests in flight: the site drains (health 503, Connection: close on every answer,
 * still listening for SHUTDOWN_DRAIN_MS), finishes what it accepted, then exits; and it exits by
 * SHUTDOWN_TIMEOUT_MS whatever hangs.
 */

interface Outcome {
  status?: number;
  connection?: string;
  /** The socket error's code (ECONNRESET, …) when no complete answer came. */
  error?: string;
}

/** One request; the whole answer, or the error that stopped it. `bodyChunks` are written `gapMs` apart. */
function send(url: string, options: { method?: string; agent?: http.Agent | false; bodyChunks?: string[]; gapMs?: number } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const body = options.bodyChunks?.join('') ?? '';
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve(
            res.headers['content-length'] === undefined || bytes === Number(res.headers['content-length'])
              ? { status: res.statusCode!, connection: res.headers.connection }
              : { error: 'truncated' },
          ),
        );
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? 'error' }));
      },
    );
    request.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    void (async () => {
      for (const chunk of options.bodyChunks ?? []) {
        request.write(chunk);
        await new Promise((r) => setTimeout(r, options.gapMs ?? 0));
      }
      request.end();
    })();
  });
}

async function server(env: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'srv-')), ...env });
  await waitForHealth(url);
  return { url, ...started };
}

const contact = JSON.stringify({ name: 'Asha Rao', email: 'asha@example.in', phone: '', subject: 'general', message: 'Do you repair MacBook hinges?' });

describe('graceful shutdown', () => {
  it('answers all 40 requests in flight at SIGTERM in full (none reset), says draining on /api/health, then exits 0', async () => {
    const site = await server();
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 5 });
    // Five kept-alive connections, idle when the signal comes; requests follow on them during the drain.
    await Promise.all(Array.from({ length: 5 }, () => send(`${site.url}/api/products/featured/list`, { agent: keepAlive })));

    const inFlight: Promise<Outcome>[] = [
      // Each on a connection of its own: some still in the kernel's queue when the signal comes.
      ...Array.from({ length: 20 }, (_, i) => send(`${site.url}/api/products?search=laptop&page=${(i % 3) + 1}`)),
      // Bodies still arriving when the signal comes.
      ...Array.from({ length: 10 }, () =>
        send(`${site.url}/api/contact`, { method: 'POST', bodyChunks: [contact.slice(0, 20), contact.slice(20, 60), contact.slice(60)], gapMs: 250 }),
      ),
    ];
    await new Promise((r) => setTimeout(r, 30));
    const signalledAt = Date.now();
    site.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    const health = await send(`${site.url}/api/health`);
    // The idle kept-alive connections carry more requests while the site drains.
    inFlight.push(...Array.from({ length: 10 }, () => send(`${site.url}/api/products/featured/list`, { agent: keepAlive })));

    const outcomes = await Promise.all(inFlight);
    expect(outcomes).toHaveLength(40);
    expect(outcomes.filter((outcome) => outcome.error)).toEqual([]);
    for (const outcome of outcomes) {
      expect([200, 201, 429, 503]).toContain(outcome.status); // contact's own limit (5 per address) may answer 429
      if (outcome.status === 503) expect(outcome.connection).toBe('close');
    }
    expect(health).toMatchObject({ status: 503, connection: 'close' });
    expect(await site.exited, site.output().slice(-2000)).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    expect(site.output()).toContain('shutdown complete');
    keepAlive.destroy();
  }, 60_000);

  it('exits by SHUTDOWN_TIMEOUT_MS even when a request never finishes', async () => {
    const site = await server({ SHUTDOWN_TIMEOUT_MS: '2000', SHUTDOWN_DRAIN_MS: '100', HEADERS_TIMEOUT_MS: '600000', REQUEST_TIMEOUT_MS: '600000' });
    // Headers sent, body promised and never sent: the request stays in progress for ever.
    const hanging = http.request(`${site.url}/api/contact`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': '1000' },
    });
    hanging.on('error', () => {});
    hanging.write('{"name":');
    await new Promise((r) => setTimeout(r, 200));
    const signalledAt = Date.now();
    site.child.kill('SIGTERM');
    const code = await site.exited;
    const took = Date.now() - signalledAt;
    expect(code).toBe(1);
    expect(took).toBeGreaterThanOrEqual(1900);
    expect(took).toBeLessThan(6000);
    expect(site.output()).toContain('shutdown deadline reached');
    hanging.destroy();
  }, 60_000);

  it('exits even when the parent has stopped reading its output', async () => {
    const site = await server({ SHUTDOWN_TIMEOUT_MS: '3000' });
    // As when the parent process exits: nobody reads the pipe, every log write fails with EPIPE.
    site.child.stdout.destroy();
    site.child.stderr.destroy();
    const signalledAt = Date.now();
    site.child.kill('SIGTERM');
    await site.exited;
    expect(Date.now() - signalledAt).toBeLessThan(8000);
  }, 60_000);

  it('exits even when its output is a full pipe that nobody reads', async () => {
    // On PostgreSQL: a new embedded database can take longer than waitForHealth waits on a busy machine.
    const database = await createPostgresDatabase();
    onTestFinished(() => database.drop());
    const site = await server({ DATABASE_URL: database.url, SHUTDOWN_TIMEOUT_MS: '2000', SHUTDOWN_DRAIN_MS: '100' });
    // As when the parent is alive but stuck: the pipe fills up, and pino's flush on exit waits for
    // ever (the deadline's own process.exit included); only the watchdog thread can end it.
    site.child.stdout.removeAllListeners('data');
    site.child.stdout.pause();
    const longAddress = `${site.url}/api/health?padding=${'x'.repeat(8_000)}`; // each request logs its address
    for (let batch = 0; batch < 4; batch++) {
      await Promise.all(Array.from({ length: 10 }, () => fetch(longAddress).then((res) => res.arrayBuffer())));
    }
    const signalledAt = Date.now();
    site.child.kill('SIGTERM');
    const stillRunning = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 15_000));
    try {
      expect(await Promise.race([site.exited.then(() => 'exited'), stillRunning])).toBe('exited');
      // SHUTDOWN_TIMEOUT_MS, then a second's grace for the watchdog, then slack for a loaded machine.
      expect(Date.now() - signalledAt).toBeLessThan(8000);
    } finally {
      site.child.kill('SIGKILL');
      site.child.stdout.destroy();
    }
  }, 60_000);
});
