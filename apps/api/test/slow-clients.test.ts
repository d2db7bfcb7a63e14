import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * A client that sends its request slowly must not hold a connection (and the memory behind it) for
 * ever: with HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS set small here, trickling headers and a
 * trickling body are both cut.
 */

const HEADERS_MS = 1000;
const REQUEST_MS = 2000;
/** Node checks the limits every 250 ms (app.ts); a loaded machine gets some slack on top. */
const SLACK_MS = 1500;

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { HEADERS_TIMEOUT_MS: String(HEADERS_MS), REQUEST_TIMEOUT_MS: String(REQUEST_MS) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Writes `chunks` one per `gapMs` until the server closes the socket; what it answered and when. */
async function trickle(chunks: string[], gapMs: number): Promise<{ closedAfterMs: number; answer: string }> {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = Date.now();
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (data: string) => (answer += data));
  socket.on('error', () => {});
  const closed = once(socket, 'close').then(() => Date.now() - started);
  let stop = false;
  void closed.then(() => (stop = true));
  for (const chunk of chunks) {
    if (stop) break;
    socket.write(chunk);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  const closedAfterMs = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 20_000))]);
  socket.destroy();
  return { closedAfterMs, answer };
}

describe('slow clients', () => {
  it('cuts a client whose headers trickle in, after HEADERS_TIMEOUT_MS', async () => {
    const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ' + 'a'.repeat(200) + '\r\n\r\n';
    const { closedAfterMs, answer } = await trickle([...request], 100); // one byte every 100 ms: 25 s in all
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS - 100);
    expect(closedAfterMs).toBeLessThan(HEADERS_MS + SLACK_MS);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('cuts a client whose body trickles in, after REQUEST_TIMEOUT_MS', async () => {
    const body = JSON.stringify({ name: 'Slow Loris', email: 'slow@example.in', phone: '', subject: 'general', message: 'x'.repeat(400) });
    const head = `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { closedAfterMs, answer } = await trickle([head, ...body], 100);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(closedAfterMs).toBeLessThan(REQUEST_MS + SLACK_MS);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('cuts a connection that sends nothing at all', async () => {
    const { closedAfterMs } = await trickle([], 0);
    expect(closedAfterMs).toBeLessThan(REQUEST_MS + SLACK_MS);
  });

  it('still serves a client that sends at a normal pace', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
