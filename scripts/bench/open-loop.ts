/**
 * The open loop (issue 28): purchases arriving at a fixed rate, whatever became of the ones before,
 * as shoppers do. A closed loop of ten buyers waits for each purchase before starting the next, so a
 * slow shop is asked less; here a slow shop gets a queue, and p99 shows it.
 *
 * Each purchase takes a buyer nobody is buying as at that moment: a buyer's new checkout gives back
 * the stock of their unpaid one (one cart at a time), so two at once would undo each other.
 */
import { createPurchaser, percentiles, type CheckoutLoad } from '../checkout-load';

export interface OpenLoopResult {
  /** Purchases asked for (rate × seconds), and those that ended with an order. */
  arrivals: number;
  orders: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Arrivals that found every buyer busy (more purchases in flight than buyers): none in a sound run. */
  dropped: number;
}

export async function runOpenLoop(load: CheckoutLoad & { perSecond: number }): Promise<OpenLoopResult> {
  const { tokens, perSecond, seconds } = load;
  const purchaser = await createPurchaser({ ...load, sockets: tokens.length });
  const idle = [...tokens];
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const arrivals = Math.round(perSecond * seconds);
  let dropped = 0;
  const start = performance.now();
  for (let n = 0; n < arrivals; n++) {
    // Due at a fixed interval from the start, so a late timer does not slow the rate down.
    const wait = start + (n * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const token = idle.pop();
    if (!token) {
      dropped++;
      continue;
    }
    const purchase = purchaser
      .buy(token)
      .then((took) => {
        if (took !== undefined) latencies.push(took);
      })
      .finally(() => {
        idle.push(token);
        inFlight.delete(purchase);
      });
    inFlight.add(purchase);
  }
  await Promise.all(inFlight);
  purchaser.close();
  return {
    arrivals,
    orders: latencies.length,
    ordersPerSecond: latencies.length / seconds,
    ...percentiles(latencies),
    errors: purchaser.errors,
    dropped,
  };
}

/** The shop's counters (GET /api/health/counters, on with BENCH_COUNTERS=true). */
async function counters(appUrl: string): Promise<{ cpuMicros: number; statements: number | null }> {
  const res = await fetch(`${appUrl}/api/health/counters`);
  if (!res.ok) throw new Error(`the shop's counters answered ${res.status}: start it with BENCH_COUNTERS=true`);
  return (await res.json()) as { cpuMicros: number; statements: number | null };
}

/**
 * Runs some purchases and reports what each cost the shop's process: its CPU time (every thread:
 * requests, the sandbox when it is in-process, webhooks, mail) and the SQL statements it sent
 * (PostgreSQL only). The work a purchase queues runs after it: the count waits for the job
 * worker's next polls before reading.
 */
export async function costPerPurchase<T extends { orders: number }>(
  appUrl: string,
  run: () => Promise<T>,
): Promise<T & { cpuMsPerPurchase: number; statementsPerPurchase: number | null }> {
  const before = await counters(appUrl);
  const result = await run();
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const after = await counters(appUrl);
  const per = (value: number) => Math.round((value / Math.max(1, result.orders)) * 10) / 10;
  return {
    ...result,
    cpuMsPerPurchase: per((after.cpuMicros - before.cpuMicros) / 1000),
    statementsPerPurchase: after.statements === null || before.statements === null ? null : per(after.statements - before.statements),
  };
}
