/**
 * Searches one at a time on a catalogue of about 2,000 products (issue 40, point 14): every search is
 * one no shopper has asked before (the answer cache and the kept search matches never have it), half
 * of them with a misspelt word, timed end to end through the app (app.inject: routing, validation,
 * the search, the page's JSON; no socket). Then EXPLAIN ANALYZE of the search's statement for one
 * fresh search and one typo, so the plan that costs the time can be read.
 *
 *   node --import tsx scripts/search-bench.ts
 *   SEARCH_BENCH_DATABASES=postgres,pglite   (default: both)
 *   SEARCH_BENCH_SIZE=2000                   generated products, beside the 60 seeded ones
 *   SEARCH_BENCH_QUERIES=200                 fresh searches timed per kind
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test   server on which a scratch database is made
 *
 * The products are the seeded catalogue's, each written again under its own model number and price
 * (a shop's range: many models of few kinds), through the factories as the app writes them.
 */
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { createFactories } from '../apps/api/src/seed/factories';
import { seedCatalogueIfNew, seedProductRows } from '../apps/api/src/seed/seed';
import { createCatalogRepository } from '../apps/api/src/modules/catalog/catalog.repository';
import { searchHits, searchTerms } from '../apps/api/src/modules/catalog/catalog.search';
import { searchWords } from '../apps/api/src/modules/catalog/catalog.service';
import { categoryWanted, kindWanted, understandQuery } from '@store/shared';

const SIZE = Number(process.env.SEARCH_BENCH_SIZE ?? 2_000);
const QUERIES = Number(process.env.SEARCH_BENCH_QUERIES ?? 200);
const DATABASES = (process.env.SEARCH_BENCH_DATABASES ?? 'postgres,pglite').split(',');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Issue 40's target for one search at a time, ms. */
const TARGET_MS = 50;

/** A repeatable random sequence (mulberry32), so every run builds the same catalogue and asks the same searches. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

const LETTERS = [...'ABCDEFGHJKLMNPQRSTUVWXYZ'];

/** `count` products: the seeded ones again, each under a model number of its own ("Dell XPS 13 9350 KX482"), at another price. */
function generatedCatalogue(count: number) {
  const r = random(40);
  const seeds = seedProductRows();
  return Array.from({ length: count }, (_, n) => {
    const seed = seeds[n % seeds.length]!;
    const model = `${r.pick(LETTERS)}${r.pick(LETTERS)}${100 + Math.floor(r.next() * 900)}${r.pick(LETTERS)}`;
    const priceInclGst = Math.max(499, Math.round((seed.priceInclGst * (0.8 + r.next() * 0.4)) / 10) * 10);
    const { id: _id, ...row } = seed;
    return {
      ...row,
      slug: `${seed.slug}-${n}`,
      name: `${seed.name} ${model}`,
      priceInclGst,
      mrp: seed.mrp === null || seed.mrp === undefined ? null : Math.max(priceInclGst, seed.mrp),
      stock: Math.floor(r.next() * 40),
      featured: false,
      createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
    };
  });
}

/** A misspelling of `word`: one letter dropped, doubled or swapped with the next. */
function misspelt(word: string, r: ReturnType<typeof random>): string {
  const at = 1 + Math.floor(r.next() * (word.length - 2));
  const kind = Math.floor(r.next() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** Fresh searches as shoppers type them: one or two words of a product's name, or a word and a budget; `typo` misspells one word of four letters or more. */
function searches(names: string[], typo: boolean, seed: number): string[] {
  const r = random(seed);
  const seen = new Set<string>();
  const out: string[] = [];
  while (out.length < QUERIES) {
    const words = r.pick(names).toLowerCase().split(/\s+/);
    const picked = [r.pick(words), r.pick(words)].filter((word, i, all) => all.indexOf(word) === i);
    if (typo) {
      const long = picked.findIndex((word) => /^[a-z]{4,}$/.test(word));
      if (long < 0) continue;
      picked[long] = misspelt(picked[long]!, r);
    }
    const q = `${picked.join(' ')}${r.next() < 0.25 ? ` under ${r.pick([30, 40, 50, 60, 80])}000` : ''}`;
    if (seen.has(q)) continue;
    seen.add(q);
    out.push(q);
  }
  return out;
}

async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `search_bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

const at = (sorted: number[], q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;

/** The plan of the statement that finds a search's products and ranks (the finder's `searched`), as run. */
async function explain(database: DatabaseHandle, words: string[]) {
  const result = await database.db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING ON)
    WITH search_query AS ${searchTerms(sql.param(words), words.length)},
    search_hits AS (${searchHits(categoryWanted(words), kindWanted(words))})
    SELECT (SELECT corrected FROM search_query) AS corrected, (SELECT string_agg(id::text || ' ' || rank::text, ',') FROM search_hits) AS hits`);
  return (result as unknown as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]).join('\n');
}

async function bench(kind: 'postgres' | 'pglite') {
  const scratch = kind === 'postgres' ? await scratchPostgres() : undefined;
  const database = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url, poolSize: 5 } : { kind: 'pglite' });
  try {
    await database.migrate();
    await seedCatalogueIfNew(database.db);
    const make = createFactories(database.db);
    const rows = generatedCatalogue(SIZE).map((row) => make.productRow(row));
    const started = performance.now();
    // One at a time, as the shop adds them in its admin console (each its own statement and transaction).
    const batch = Number(process.env.SEARCH_BENCH_BATCH ?? 1);
    for (let i = 0; i < rows.length; i += batch) await make.makeProducts(rows.slice(i, i + batch));
    if (process.env.SEARCH_BENCH_ANALYZE === '1') await createCatalogRepository(database.db).analyze();
    const writing = performance.now() - started;
    console.log(
      `${kind}: ${rows.length} products written ${batch} at a time in ${Math.round(writing)} ms (${Math.round((writing / rows.length) * batch * 10) / 10} ms a statement)`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: randomBytes(24).toString('hex'),
      PAYMENTS_SANDBOX: 'true',
      SHOP_GSTIN: '27AAAAA0000A1Z2',
    });
    const app = await buildApp({ config, database, webDistDir: '/nonexistent' });
    try {
      const get = async (q: string) => {
        const began = performance.now();
        const res = await app.inject({ url: `/api/products?search=${encodeURIComponent(q)}` });
        const ms = performance.now() - began;
        if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        return { ms, total: (res.json() as { total: number }).total };
      };
      // The filter index is made by the first search after a change; the shop's first visitor pays for it, not these.
      await get('warm up');
      const names = rows.map((row) => row.name);
      const report: Array<[string, number[], number]> = [];
      for (const [label, typo, seed] of [
        ['fresh search', false, 1],
        ['fresh search with a typo', true, 2],
      ] as const) {
        const times: number[] = [];
        let found = 0;
        for (const q of searches(names, typo, seed)) {
          const { ms, total } = await get(q);
          times.push(ms);
          if (total > 0) found++;
        }
        times.sort((a, b) => a - b);
        report.push([label, times, found]);
      }
      console.log(`${kind}, ${rows.length + seedProductRows().length} products, ${QUERIES} searches of each kind, one at a time (ms):`);
      console.log('| database | search | p50 | p90 | p99 | max | found something | target |');
      console.log('|---|---|---|---|---|---|---|---|');
      for (const [label, times, found] of report)
        console.log(
          `| ${kind} | ${label} | ${at(times, 0.5)} | ${at(times, 0.9)} | ${at(times, 0.99)} | ${at(times, 1)} | ${found} of ${times.length} | p99 < ${TARGET_MS} ms: ${at(times, 0.99) < TARGET_MS ? 'met' : 'missed'} |`,
        );
      if (process.env.SEARCH_BENCH_EXPLAIN !== '0') {
        for (const q of ['xps 9350', 'thinkpda carbon']) {
          console.log(`\nEXPLAIN ANALYZE, ${kind}, "${q}":`);
          console.log(await explain(database, searchWords(understandQuery(q).text)));
        }
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    // SEARCH_BENCH_KEEP=1 leaves the PostgreSQL database for a look at its plans and tables.
    if (process.env.SEARCH_BENCH_KEEP === '1' && scratch) console.log(`kept ${scratch.url}`);
    else await scratch?.drop();
  }
}

console.log(`search-bench on ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, ${new Date().toISOString()}`);
for (const kind of DATABASES) await bench(kind as 'postgres' | 'pglite');
