import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type pg from 'pg';
import { orderNumber, orderTotals, type Product } from '@store/shared';
import { openDatabase } from '../src/db/client';
import { createFactories, type MadeUser } from '../src/seed/factories';
import type { Mailbox, ReceivedMail } from './mailbox';
import { freePort, startServer, waitForHealth } from './processes';

/**
 * Several shop processes on one PostgreSQL database and one Redis, and a mixed load driven through
 * them round-robin, as a load balancer would: browsing, sign-ups with their e-mailed codes, purchases
 * through the payment sandbox, cancellations and an admin's price edits. Used by
 * `scale-out.test.ts` and by the bench (`scripts/scale-out-bench.ts`); `checkInvariants` says what the
 * database, the mailbox and the webhook relay show once the work has settled.
 */

export const AUTH_SECRET = 'scale-out-test-secret-0123456789abcdef';
export const SHOP_INBOX = 'shop.alerts@techstore.example.in';
const ADDRESS = { name: 'Asha Verma', phone: '98765 43210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

export interface Node {
  index: number;
  url: string;
  pid: number;
  /** False once the load balancer (the driver) has seen it fail: it gets no more requests. */
  up: boolean;
  kill(signal: NodeJS.Signals): void;
  exited: Promise<number | null>;
  output(): string;
}

/** One webhook delivery the relay made (or could not make) to a shop process. */
export interface Delivery {
  eventId: string;
  event: string;
  /** The process whose browser made the purchase (undefined for an order the driver did not make). */
  browser: number | undefined;
  target: number;
  status: number;
  at: number;
}

/**
 * The address the sandbox's webhooks go to (SANDBOX_WEBHOOK_URL), standing for the reverse proxy in
 * front of the shop: it passes each one on to a shop process other than the one the purchase's
 * browser used, in turn, and answers with that process's status. A process that does not answer gets
 * the delivery a 502 (the gateway then retries it, as Razorpay does) and no more deliveries for ten
 * seconds, as nginx's `max_fails=1 fail_timeout=10s` would have it.
 */
async function startWebhookRelay(nodes: () => Node[]) {
  const browserOf = new Map<string, number>();
  const deliveries: Delivery[] = [];
  const downUntil = new Map<number, number>();
  let turn = 0;
  const server = http.createServer((req, res) => {
    // A sender killed mid-request resets its connection: nothing to answer then.
    req.on('error', () => {});
    res.on('error', () => {});
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const parsed = JSON.parse(body.toString('utf8')) as { event: string; payload: { payment?: { entity: { order_id?: string } } } };
        const orderId = parsed.payload.payment?.entity.order_id;
        const browser = orderId === undefined ? undefined : browserOf.get(orderId);
        const others = nodes().filter((node) => node.index !== browser);
        const healthy = others.filter((node) => (downUntil.get(node.index) ?? 0) < Date.now());
        const target = (healthy.length > 0 ? healthy : others)[turn++ % (healthy.length || others.length)]!;
        const eventId = String(req.headers['x-razorpay-event-id']);
        let status: number;
        try {
          const answer = await fetch(`${target.url}/api/payments/webhook`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': String(req.headers['x-razorpay-signature']),
              'x-razorpay-event-id': eventId,
            },
            body,
            signal: AbortSignal.timeout(4_000),
          });
          status = answer.status;
          await answer.arrayBuffer();
        } catch {
          status = 502;
          downUntil.set(target.index, Date.now() + 10_000);
        }
        deliveries.push({ eventId, event: parsed.event, browser, target: target.index, status, at: Date.now() });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      })();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    browserOf,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Relay = Awaited<ReturnType<typeof startWebhookRelay>>;

export interface ClusterOptions {
  databaseUrl: string;
  mailbox: Mailbox;
  processes: number;
  redisUrl: string;
  /** Run the built server (apps/api/dist/server.js) rather than the TypeScript source. */
  built?: boolean;
  env?: Record<string, string>;
}

/** Starts the processes at once (they migrate and seed the new database concurrently) behind a webhook relay. */
export async function startCluster(options: ClusterOptions) {
  const nodes: Node[] = [];
  const relay = await startWebhookRelay(() => nodes);
  const redisPrefix = `scale-${randomBytes(4).toString('hex')}:`;
  const ports = await Promise.all(Array.from({ length: options.processes }, () => freePort()));
  for (const [index, port] of ports.entries()) {
    const started = startServer(
      {
        NODE_ENV: options.built ? 'production' : 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        AUTH_SECRET,
        DATABASE_URL: options.databaseUrl,
        DB_POOL_SIZE: '8',
        SMTP_URL: options.mailbox.url,
        SMTP_TIMEOUT_MS: '5000',
        SHOP_INBOX,
        PAYMENTS_SANDBOX: 'true',
        SANDBOX_WEBHOOK_URL: relay.url,
        REDIS_URL: options.redisUrl,
        REDIS_KEY_PREFIX: redisPrefix,
        // Behind a proxy: each shopper's address comes from X-Forwarded-For, so limits count per shopper.
        TRUST_PROXY: 'true',
        JOB_POLL_MS: '100',
        JOB_LEASE_SECONDS: '3',
        JOB_RETRY_BASE_SECONDS: '0.3',
        CHECKOUTS_PER_USER: '1000',
        ...options.env,
      },
      { built: options.built },
    );
    nodes.push({
      index,
      url: `http://127.0.0.1:${port}`,
      pid: started.child.pid!,
      up: true,
      kill: (signal) => started.child.kill(signal),
      exited: started.exited,
      output: started.output,
    });
  }
  try {
    await Promise.all(nodes.map((node) => waitForHealth(node.url)));
  } catch (err) {
    for (const node of nodes) node.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${nodes.map((node) => node.output()).join('\n')}`);
  }
  return {
    nodes,
    relay,
    async stop() {
      for (const node of nodes) if (node.up) node.kill('SIGTERM');
      await Promise.all(nodes.map((node) => node.exited));
      await relay.close();
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** An address for X-Forwarded-For: one per shopper, as a proxy would pass it on. */
export const shopperAddress = () => `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  node: number;
}

/**
 * The driver's load balancer: each request goes to the next process that is up. A process that does
 * not answer (a refused or reset connection) is taken out, and the request goes to the next one, as
 * a proxy's `proxy_next_upstream error` does.
 */
export function roundRobin(nodes: Node[]) {
  let turn = 0;
  const nextNode = (except?: number) => {
    const up = nodes.filter((node) => node.up && node.index !== except);
    if (up.length === 0) throw new Error('no shop process is up');
    return up[turn++ % up.length]!;
  };
  async function send(method: string, path: string, options: { body?: unknown; token?: string; ip?: string; node?: Node } = {}): Promise<Answer> {
    for (let tries = 0; ; tries++) {
      const node = tries === 0 && options.node?.up ? options.node : nextNode();
      try {
        const res = await fetch(node.url + path, {
          method,
          headers: {
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            'x-forwarded-for': options.ip ?? '10.0.0.1',
          },
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: AbortSignal.timeout(15_000),
        });
        const text = await res.text();
        let body: Record<string, unknown> = {};
        try {
          body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          body = { text };
        }
        return { status: res.status, body, node: node.index };
      } catch (err) {
        if (tries >= nodes.length) throw err;
        node.up = false; // the balancer stops sending to a process that does not answer
      }
    }
  }
  return { send, nextNode };
}

export type Balancer = ReturnType<typeof roundRobin>;

/** The next mail to `to` after `after` received mails, waiting up to `ms` (mail may wait for a retry after a dead worker's lease). */
export async function mailFor(mailbox: Mailbox, to: string, ms = 20_000): Promise<ReceivedMail> {
  const until = Date.now() + ms;
  for (;;) {
    const found = mailbox.received.find((mail) => mail.to.includes(to.toLowerCase()));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail for ${to} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const codeOf = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /code is: (\d{6})/.exec(mail.body)![1]!;

export interface Prepared {
  admin: MadeUser;
  buyers: MadeUser[];
  /** Products bought in the load, each with plenty of stock. */
  forSale: Product[];
  /** Products whose price the admin changes (never bought, so a purchase's amount never races an edit). */
  forEdit: Product[];
  initialStock: Map<string, number>;
}

/** An admin, some buyers and the load's products, written as the app writes them. */
export async function prepare(databaseUrl: string, buyers = 6): Promise<Prepared> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  try {
    const make = createFactories(database.db, { secret: AUTH_SECRET });
    const run = randomBytes(3).toString('hex');
    const admin = await make.makeUser({ role: 'admin', email: `admin.${run}@example.in` });
    const made: MadeUser[] = [];
    for (let i = 0; i < buyers; i++) made.push(await make.makeUser({ email: `buyer.${i}.${run}@example.in`, name: `Buyer ${i}` }));
    const forSale: Product[] = [];
    for (let i = 0; i < 3; i++)
      forSale.push(await make.makeProduct({ name: `Scaleout Sale ${i} ${run}`, slug: `scaleout-sale-${i}-${run}`, priceInclGst: 1500 + i, stock: 100_000 }));
    const forEdit: Product[] = [];
    // Each named by a word of its own, so a search finds it alone.
    for (const word of ['Zephyrine', 'Quillora'])
      forEdit.push(await make.makeProduct({ name: `${word} Probe ${run}`, slug: `${word.toLowerCase()}-probe-${run}`, priceInclGst: 2000, stock: 10 }));
    return { admin, buyers: made, forSale, forEdit, initialStock: new Map(forSale.map((product) => [product._id, product.stock])) };
  } finally {
    await database.close();
  }
}

/** Figures of one kind of work in the load. */
export interface Kind {
  count: number;
  errors: number;
  latencies: number[];
}

export interface LoadRecord {
  kinds: Record<'browse' | 'sign-up' | 'purchase' | 'cancel' | 'admin edit', Kind>;
  /** Sign-ups completed: the address and the session got on the last process. */
  signedUp: Array<{ email: string; token: string }>;
  /** Razorpay order ids the driver paid; `placed` when the browser also placed the order. */
  paid: Array<{ gatewayOrderId: string; browser: number; placed: boolean }>;
  /** Orders the driver cancelled. */
  cancelled: string[];
  /** Per edit and process, how long after the edit's answer the new price showed (ms; Infinity if never within 3 s). */
  visibleAfter: number[];
  problems: string[];
}

export interface LoadOptions {
  cluster: Cluster;
  balancer: Balancer;
  mailbox: Mailbox;
  prepared: Prepared;
  seconds: number;
  /** Shoppers at once. */
  shoppers: number;
  /** Called once, this many seconds into the load (the test's SIGKILL). */
  midway?: { afterSeconds: number; run: () => Promise<void> };
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0);
};

export const summarise = (kind: Kind, seconds: number) => ({
  perSecond: kind.count / seconds,
  p50: percentile(kind.latencies, 0.5),
  p99: percentile(kind.latencies, 0.99),
  errors: kind.errors,
});

/**
 * The mixed load: shoppers each loop over browsing (half the time), buying (a third of the buyers
 * close the page after paying, so the webhook alone makes their order), signing up and cancelling an
 * order of theirs; an admin changes a product's price about once a second and watches every process
 * until it shows the new price.
 */
export async function runMixedLoad({ cluster, balancer, mailbox, prepared, seconds, shoppers, midway }: LoadOptions): Promise<LoadRecord> {
  const kind = (): Kind => ({ count: 0, errors: 0, latencies: [] });
  const kinds: LoadRecord['kinds'] = { browse: kind(), 'sign-up': kind(), purchase: kind(), cancel: kind(), 'admin edit': kind() };
  const record: LoadRecord = { kinds, signedUp: [], paid: [], cancelled: [], visibleAfter: [], problems: [] };
  type Customer = { token: string; ip: string; orders: string[] };
  // Each shopper has customers of its own: one customer's checkouts one at a time, as one browser makes
  // them (a customer's new checkout releases an earlier one still talking to the gateway).
  const customersOf: Customer[][] = Array.from({ length: shoppers }, () => []);
  prepared.buyers.forEach((buyer, i) => customersOf[i % shoppers]!.push({ token: buyer.token, ip: shopperAddress(), orders: [] }));
  const until = Date.now() + seconds * 1000;
  const { send } = balancer;
  const fail = (of: Kind, what: string) => {
    of.errors++;
    if (record.problems.length < 50) record.problems.push(what);
  };
  const timed = async (of: Kind, work: () => Promise<boolean>) => {
    const started = performance.now();
    try {
      if (await work()) {
        of.count++;
        of.latencies.push(performance.now() - started);
      }
    } catch (err) {
      fail(of, `${(err as Error).message}`);
    }
  };
  const expect2xx = (answer: Answer, what: string) => {
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`${what} answered ${answer.status} on process ${answer.node}: ${JSON.stringify(answer.body).slice(0, 200)}`);
    return answer.body;
  };

  const browsePaths = [
    '/api/products?page=1',
    '/api/products?category=laptop',
    '/api/products?search=gaming%20laptop',
    '/api/products/featured/list',
    ...prepared.forSale.map((product) => `/api/products/${product._id}`),
  ];
  const browse = () =>
    timed(kinds.browse, async () => {
      expect2xx(await send('GET', browsePaths[Math.floor(Math.random() * browsePaths.length)]!), 'browsing');
      return true;
    });

  const signUp = (customers: Customer[]) =>
    timed(kinds['sign-up'], async () => {
      const email = `shopper.${randomBytes(5).toString('hex')}@example.in`;
      const ip = shopperAddress();
      const registered = expect2xx(
        await send('POST', '/api/auth/register', { body: { name: 'Kiran Rao', email, password: 'a-good-password', phone: '9876543210' }, ip }),
        'register',
      );
      const code = codeOf(await mailFor(mailbox, email));
      const verified = expect2xx(await send('POST', '/api/auth/verify-otp', { body: { userId: registered.userId, otp: code }, ip }), 'verify-otp');
      const token = String(verified.token);
      // Signed up on one process, recognised on the next.
      const me = expect2xx(await send('GET', '/api/auth/me', { token, ip }), 'me after sign-up');
      if (me.email !== email) throw new Error(`the session of ${email} was read as ${String(me.email)}`);
      record.signedUp.push({ email, token });
      customers.push({ token, ip, orders: [] });
      return true;
    });

  const purchase = (customers: Customer[]) =>
    timed(kinds.purchase, async () => {
      const buyer = customers[Math.floor(Math.random() * customers.length)]!;
      const product = prepared.forSale[Math.floor(Math.random() * prepared.forSale.length)]!;
      const quantity = 1 + Math.floor(Math.random() * 2);
      const amount = orderTotals([{ category: product.category, priceInclGst: product.priceInclGst, quantity }]).total;
      const created = await send('POST', '/api/payments/create-order', {
        body: { amount, items: [{ productId: product._id, quantity }], shippingAddress: ADDRESS },
        token: buyer.token,
        ip: buyer.ip,
      });
      const gatewayOrderId = String(expect2xx(created, 'create-order').orderId);
      cluster.relay.browserOf.set(gatewayOrderId, created.node);
      // The payment dialog talks to the gateway (the sandbox answers on every process).
      const paid = expect2xx(
        await send('POST', '/sandbox/razorpay/v1/checkout/pay', { body: { order_id: gatewayOrderId, method: 'upi', outcome: 'captured' }, ip: buyer.ip }),
        'sandbox pay',
      );
      const placed = Math.random() >= 1 / 3;
      record.paid.push({ gatewayOrderId, browser: created.node, placed });
      if (!placed) return true; // the page was closed: the webhook makes the order
      const order = expect2xx(
        await send('POST', '/api/orders', {
          body: { paymentDetails: { orderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature } },
          token: buyer.token,
          ip: buyer.ip,
        }),
        'place order',
      );
      buyer.orders.push(String(order._id));
      return true;
    });

  const cancel = (customers: Customer[]) =>
    timed(kinds.cancel, async () => {
      const buyer = customers.find((b) => b.orders.length > 0);
      if (!buyer) return false;
      const orderId = buyer.orders.shift()!;
      const answer = await send('POST', `/api/orders/${orderId}/cancel`, { token: buyer.token, ip: buyer.ip });
      // 409 only when a retry after a dead process finds it cancelled already by the first attempt.
      if (answer.status === 409 && record.cancelled.includes(orderId)) return true;
      expect2xx(answer, 'cancel');
      record.cancelled.push(orderId);
      return true;
    });

  async function shopper(customers: Customer[]) {
    while (Date.now() < until) {
      const roll = Math.random();
      if (roll < 0.5) await browse();
      else if (roll < 0.8) await purchase(customers);
      else if (roll < 0.9) await signUp(customers);
      else await cancel(customers);
    }
  }

  async function admin() {
    let n = 0;
    while (Date.now() < until) {
      const started = Date.now();
      const product = prepared.forEdit[n % prepared.forEdit.length]!;
      const price = 2000 + ++n;
      await timed(kinds['admin edit'], async () => {
        expect2xx(
          await send('PATCH', `/api/admin/products/${product._id}`, { body: { priceInclGst: price, mrp: null }, token: prepared.admin.token }),
          'price edit',
        );
        const changedAt = Date.now();
        // Every process's copy, through its cache: the product's own answer and a search that lists it.
        const probes = cluster.nodes.filter((node) => node.up);
        await Promise.all(
          probes.map(async (node) => {
            for (;;) {
              const waited = Date.now() - changedAt;
              if (waited > 3000) return record.visibleAfter.push(Infinity);
              const [detail, list] = await Promise.all([
                send('GET', `/api/products/${product._id}`, { node }),
                send('GET', `/api/products?search=${product.name.split(' ')[0]!.toLowerCase()}`, { node }),
              ]);
              const listed = (list.body.products as Array<{ _id: string; priceInclGst: number }> | undefined)?.find((p) => p._id === product._id);
              if (detail.body.priceInclGst === price && listed?.priceInclGst === price) return record.visibleAfter.push(waited);
              await new Promise((resolve) => setTimeout(resolve, 20));
            }
          }),
        );
        return true;
      });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 800 - (Date.now() - started))));
    }
  }

  const work = [...customersOf.map(shopper), admin()];
  if (midway) work.push(new Promise((resolve) => setTimeout(resolve, midway.afterSeconds * 1000)).then(midway.run));
  await Promise.all(work);
  return record;
}

/** Waits until no job is due or running (a dead process's lease included), up to `ms`. */
export async function settle(sql: pg.Client, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  let quiet = 0;
  for (;;) {
    const { rows } = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE state IN ('queued', 'running') AND run_at <= now() + interval '1 second'`,
    );
    quiet = rows[0]!.n === 0 ? quiet + 1 : 0;
    if (quiet >= 3) return;
    if (Date.now() > until) {
      const left = await sql.query(
        `SELECT kind, state, attempts, last_error FROM jobs WHERE state IN ('queued', 'running') AND run_at <= now() + interval '1 second' LIMIT 10`,
      );
      throw new Error(`jobs still due after ${ms} ms: ${JSON.stringify(left.rows)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * What must hold once the work has settled, as a list of what does not (empty: all holds): every
 * captured payment is exactly one order and no order is doubled; stock adds up; every cancelled order
 * was refunded once; every mail went once; no job died; every webhook reached a process other than
 * its purchase's browser; every price edit showed on every process within a second.
 */
export async function checkInvariants(
  sql: pg.Client,
  { prepared, record, mailbox, relay }: { prepared: Prepared; record: LoadRecord; mailbox: Mailbox; relay: Relay },
) {
  const problems: string[] = [];
  const say = (what: string) => problems.push(what);

  // Orders: one per captured payment, none doubled, none lost.
  const captured = (await sql.query<{ id: string; order_id: string }>(`SELECT id, order_id FROM razorpay_sandbox.payments WHERE captured`)).rows;
  const orders = (
    await sql.query<{ id: string; payment_id: string; checkout_id: string | null; status: string; user_email: string }>(
      `SELECT o.id, o.payment_id, o.checkout_id, o.status, u.email AS user_email FROM orders o JOIN users u ON u.id = o.user_id WHERE o.payment_id <> ''`,
    )
  ).rows;
  const ordersByPayment = new Map<string, number>();
  for (const order of orders) ordersByPayment.set(order.payment_id, (ordersByPayment.get(order.payment_id) ?? 0) + 1);
  for (const payment of captured) {
    const n = ordersByPayment.get(payment.id) ?? 0;
    if (n !== 1) say(`captured payment ${payment.id} (${payment.order_id}) has ${n} orders`);
  }
  const checkoutIds = orders.map((order) => order.checkout_id);
  if (new Set(checkoutIds).size !== checkoutIds.length) say('a checkout made more than one order');
  const paidByDriver = new Set(record.paid.map((p) => p.gatewayOrderId));
  const capturedOrders = new Set(captured.map((payment) => payment.order_id));
  for (const id of paidByDriver) if (!capturedOrders.has(id)) say(`the driver paid ${id} but the gateway has no captured payment for it`);
  const flagged = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM checkouts WHERE state = 'flagged'`)).rows[0]!.n;
  if (flagged > 0) say(`${flagged} payments held for the admin`);

  // Stock: what left the shelf is what the kept orders and the checkouts still holding it took.
  for (const product of prepared.forSale) {
    const now = (await sql.query<{ stock: number }>(`SELECT stock FROM products WHERE id = $1`, [product._id])).rows[0]!.stock;
    const sold = (
      await sql.query<{ n: number }>(
        `SELECT coalesce(sum(i.quantity - i.cancelled_quantity), 0)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.product_id = $1 AND o.status <> 'cancelled'`,
        [product._id],
      )
    ).rows[0]!.n;
    const held = (
      await sql.query<{ n: number }>(
        `SELECT coalesce(sum((item->>'quantity')::int), 0)::int AS n FROM checkouts c, jsonb_array_elements(c.items) item
          WHERE c.state = 'open' AND c.holds_stock AND item->>'productId' = $1`,
        [product._id],
      )
    ).rows[0]!.n;
    const initial = prepared.initialStock.get(product._id)!;
    if (initial - now !== sold + held) say(`${product.name}: stock ${initial} → ${now}, but orders kept ${sold} and open checkouts hold ${held}`);
  }

  // Cancellations: each order cancelled once, its payment refunded once, in full.
  for (const orderId of record.cancelled) {
    const order = orders.find((o) => o.id === orderId);
    if (order?.status !== 'cancelled') {
      say(`order ${orderId} was cancelled but is ${order?.status}`);
      continue;
    }
    const refunds = (
      await sql.query<{ status: string; amount: number; paid: number }>(
        `SELECT r.status, r.amount, p.amount AS paid FROM razorpay_sandbox.refunds r JOIN razorpay_sandbox.payments p ON p.id = r.payment_id WHERE r.payment_id = $1`,
        [order.payment_id],
      )
    ).rows;
    if (refunds.length !== 1 || refunds[0]!.status !== 'processed' || refunds[0]!.amount !== refunds[0]!.paid)
      say(`order ${orderId}'s payment has refunds ${JSON.stringify(refunds)}`);
  }

  // Jobs: none died; each ran to its end.
  const dead = (await sql.query<{ kind: string; last_error: string }>(`SELECT kind, last_error FROM jobs WHERE state = 'dead'`)).rows;
  for (const job of dead) say(`a ${job.kind} job died: ${job.last_error}`);

  // Mail: each message once (per recipient and subject), and every order's and cancellation's mail there.
  const seen = new Map<string, ReceivedMail[]>();
  for (const mail of mailbox.received) for (const to of mail.to) seen.set(`${to} | ${mail.subject}`, [...(seen.get(`${to} | ${mail.subject}`) ?? []), mail]);
  for (const [key, copies] of seen)
    if (copies.length > 1) say(`mail sent ${copies.length} times: ${key} (Message-IDs ${copies.map((m) => m.messageId).join(', ')})`);
  const subjects = [...seen.keys()];
  for (const order of orders) {
    const ref = orderNumber(order.id);
    const placedMail = subjects.some((key) => key.startsWith(`${order.user_email} | `) && key.includes(ref) && key.endsWith('is placed'));
    if (!placedMail) say(`no "order placed" mail for ${order.id} (${ref})`);
    if (order.status === 'cancelled' && !subjects.some((key) => key.startsWith(`${order.user_email} | `) && key.includes(ref) && key.endsWith('is cancelled')))
      say(`no "cancelled" mail for ${order.id} (${ref})`);
  }
  for (const { email } of record.signedUp)
    if (mailbox.received.filter((mail) => mail.to.includes(email) && /verification code/.test(mail.subject)).length !== 1)
      say(`sign-up ${email} did not get exactly one code`);

  // Webhooks: each delivered event went to a process other than its purchase's browser.
  const delivered = relay.deliveries.filter((d) => d.status >= 200 && d.status < 300);
  for (const d of delivered) if (d.browser !== undefined && d.target === d.browser) say(`webhook ${d.eventId} reached the browser's own process ${d.target}`);
  const deliveredIds = new Set(delivered.map((d) => d.eventId));
  for (const d of relay.deliveries) if (!deliveredIds.has(d.eventId)) say(`webhook ${d.event} ${d.eventId} was never delivered (last answer ${d.status})`);

  // Caches: a price edit showed on every process within a second.
  const late = record.visibleAfter.filter((ms) => ms > 1000);
  if (late.length > 0)
    say(`${late.length} of ${record.visibleAfter.length} price checks showed the new price after more than 1 s: ${late.slice(0, 5).join(', ')} ms`);
  if (record.visibleAfter.length === 0) say('no price edit was checked');

  return problems;
}

/** Does a process's id appear in a job's locked_by (`<host>:<pid>:<random>`)? */
export const lockedByPid = (pid: number) => `%:${pid}:%`;
