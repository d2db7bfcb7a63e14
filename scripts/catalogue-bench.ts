/**
 * The catalogue at scale (issue 24): a generated catalogue of BENCH_CATALOGUE_SIZE products (10,000 by
 * default), then, at 10 concurrent clients, filtered and sorted first pages with facets (never from the
 * cache: every one is a query) and suggestions for prefixes typed for the first time. Run by
 * `npm run bench` (BENCH_ONLY=catalogue runs only this) on each database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import {
  GRAPHICS,
  OPERATING_SYSTEMS,
  PROCESSOR_FAMILIES,
  RAM_SIZES_GB,
  STORAGE_SIZES_GB,
  formatCapacity,
  type LaptopAttributes,
  type ProcessorBrand,
} from '@store/shared';
import { openDatabase, type DatabaseOptions } from '../apps/api/src/db/client';
import { createFactories } from '../apps/api/src/db/factories';
import { seedCatalogueIfNew } from '../apps/api/src/db/seed';
import type { NewProduct } from '../apps/api/src/modules/catalog/catalog.repository';

export const CATALOGUE_SIZE = Number(process.env.BENCH_CATALOGUE_SIZE ?? 10_000);
export const CATALOGUE_CLIENTS = 10;
/** Issue 24's targets: p99 in ms. */
export const CATALOGUE_TARGETS = { 'filtered page': 50, suggest: 20 } as const;

/** A repeatable random sequence, so every run measures the same catalogue. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

const SERIES: Record<string, string[]> = {
  Dell: ['Inspiron', 'Vostro', 'Latitude', 'XPS', 'Alienware'],
  HP: ['Pavilion', 'Victus', 'Envy', 'EliteBook', 'ProBook', 'Omen'],
  Lenovo: ['IdeaPad', 'ThinkPad', 'ThinkBook', 'Legion', 'LOQ', 'Yoga'],
  Asus: ['Vivobook', 'Zenbook', 'TUF Gaming', 'ROG Strix', 'ExpertBook'],
  Acer: ['Aspire', 'Swift', 'Nitro', 'Predator', 'TravelMate'],
  MSI: ['Modern', 'Thin', 'Katana', 'Cyborg', 'Prestige'],
  Samsung: ['Galaxy Book4', 'Galaxy Book5'],
};
const ACCESSORIES = [
  ['Logitech', 'Wireless Mouse', 'Mouse'],
  ['HP', 'Laptop Backpack', 'Bag'],
  ['Dell', 'FHD Monitor', 'Monitor'],
  ['Anker', 'GaN Charger', 'Charger'],
  ['HyperX', 'Gaming Headset', 'Headset'],
  ['Ugreen', 'USB-C Hub', 'Docking station'],
  ['Samsung', 'Portable SSD', 'Storage'],
] as const;
const WORDS = [
  'slim',
  'bright',
  'display',
  'battery',
  'office',
  'students',
  'gaming',
  'creators',
  'backlit',
  'keyboard',
  'fast',
  'charging',
  'metal',
  'quiet',
  'travel',
];

/** `count` plausible products: mostly laptops with typed attributes and matching specifications, some accessories. */
export function generatedCatalogue(count: number): NewProduct[] {
  const r = random(24);
  return Array.from({ length: count }, (_, n): NewProduct => {
    const slug = `bench-${n}`;
    const description = Array.from({ length: 30 }, () => r.pick(WORDS)).join(' ');
    if (n % 5 === 4) {
      const [brand, kind, type] = r.pick(ACCESSORIES);
      const priceInclGst = 499 + Math.floor(r.next() * 200) * 100;
      return {
        slug,
        name: `${brand} ${kind} ${100 + (n % 900)}`,
        description,
        brand,
        category: 'accessories',
        priceInclGst,
        mrp: r.next() < 0.3 ? priceInclGst + 500 : null,
        stock: Math.floor(r.next() * 40),
        specifications: { Type: type },
        attributes: { type, connectivity: 'Wired' },
        warranty: '1 Year',
        featured: false,
        hsn: '84716060',
      };
    }
    const brand = r.pick(Object.keys(SERIES));
    const processorBrand: ProcessorBrand = r.next() < 0.6 ? 'Intel' : 'AMD';
    const attributes: LaptopAttributes = {
      processorBrand,
      processorFamily: r.pick(PROCESSOR_FAMILIES[processorBrand]),
      ramGb: r.pick(RAM_SIZES_GB.slice(1, 8)),
      storageGb: r.pick(STORAGE_SIZES_GB.slice(2, 6)),
      storageType: 'SSD',
      screenInches: r.pick([13.3, 14, 14.5, 15.6, 16, 17.3]),
      graphics: r.pick(GRAPHICS.slice(0, 7)),
      os: r.pick(OPERATING_SYSTEMS.slice(0, 2)),
      weightKg: Math.round((1.1 + r.next() * 1.6) * 100) / 100,
    };
    const priceInclGst = 24_990 + Math.floor(r.next() * 226) * 1_000;
    return {
      slug,
      name: `${brand} ${r.pick(SERIES[brand]!)} ${10 + (n % 90)} ${attributes.processorFamily} ${attributes.ramGb}GB`,
      description,
      brand,
      category: 'laptop',
      priceInclGst,
      mrp: r.next() < 0.4 ? priceInclGst + 1_000 * Math.floor(1 + r.next() * 15) : null,
      stock: Math.floor(r.next() * 30),
      specifications: {
        Processor: `${processorBrand} ${attributes.processorFamily}`,
        RAM: `${formatCapacity(attributes.ramGb)} DDR5`,
        Storage: `${formatCapacity(attributes.storageGb)} SSD`,
        Display: `${attributes.screenInches}-inch FHD`,
        Graphics: attributes.graphics,
        'Operating System': attributes.os,
        Weight: `${attributes.weightKg} kg`,
      },
      attributes,
      warranty: '1 Year',
      featured: false,
      hsn: '84713010',
      createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
    };
  });
}

/** Migrates, seeds the shop's catalogue and adds the generated one, in batches. */
export async function prepareCatalogue(options: DatabaseOptions): Promise<void> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await seedCatalogueIfNew(database.db);
    const make = createFactories(database.db);
    const rows = generatedCatalogue(CATALOGUE_SIZE);
    for (let i = 0; i < rows.length; i += 500) await make.makeProducts(rows.slice(i, i + 500));
  } finally {
    await database.close();
  }
}

/** Filtered, sorted first pages with facets, as shoppers narrow the catalogue down. */
function filteredPages(): string[] {
  const r = random(7);
  const brands = Object.keys(SERIES);
  const sorts = ['price_asc', 'price_desc', 'discount', 'rating', 'newest', 'relevance'];
  return Array.from({ length: 200 }, () => {
    const parts = ['category=laptop', `sort=${r.pick(sorts)}`];
    if (r.next() < 0.6) parts.push(`brand=${encodeURIComponent(r.pick(brands))}`);
    if (r.next() < 0.5) parts.push(`ram=${r.pick([8, 16, 32])}`);
    if (r.next() < 0.4) parts.push(`processor=${encodeURIComponent(r.pick(['Core i5', 'Core i7', 'Ryzen 5', 'Ryzen 7']))}`);
    if (r.next() < 0.3) parts.push(`screen=${r.pick(['14', '15', '16'])}`);
    if (r.next() < 0.3) parts.push(`minPrice=40000&maxPrice=${r.pick([60000, 80000, 120000])}`);
    if (r.next() < 0.3) parts.push('inStock=true');
    if (r.next() < 0.25) parts.push(`search=${r.pick(['gaming', 'slim', '16gb', 'office', 'thinkpad', 'students'])}`);
    return `/api/products?${parts.join('&')}`;
  });
}

/** Prefixes of product names typed for the first time (the suggestion cache never has them): 2 to 4 words, the last cut short. */
function typedPrefixes(names: string[]): () => string {
  const r = random(11);
  const seen = new Set<string>();
  return () => {
    // A prefix not asked before, if one turns up within a few tries; once most are taken, any.
    let q = '';
    for (let attempt = 0; attempt < 20; attempt++) {
      const words = r.pick(names).split(' ');
      const take = 1 + Math.floor(r.next() * Math.min(3, words.length - 1));
      const last = words[take]!.slice(0, 1 + Math.floor(r.next() * words[take]!.length));
      q = [...words.slice(0, take), last].join(' ');
      if (!seen.has(q)) break;
    }
    seen.add(q);
    return `/api/search/suggest?q=${encodeURIComponent(q)}`;
  };
}

export interface CatalogueResult {
  database: string;
  scenario: keyof typeof CATALOGUE_TARGETS;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of the server process (and, on PostgreSQL, of the database's processes) per request, ms: what the 2-core latency is made of. */
  cpuMsPerRequest: number;
}

/** CPU time used so far by a process, ms (utime + stime from /proc, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time of every PostgreSQL backend process so far, ms (0 where there is none, as with PGlite). */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

/** Measures the app at `url`, whose database holds the generated catalogue. */
export async function benchCatalogue(database: string, url: string, pid: number, seconds: number): Promise<CatalogueResult[]> {
  const pages = filteredPages();
  let next = 0;
  const names = generatedCatalogue(CATALOGUE_SIZE).map((p) => p.name);
  const scenarios: Array<[CatalogueResult['scenario'], () => string]> = [
    ['filtered page', () => pages[next++ % pages.length]!],
    ['suggest', typedPrefixes(names)],
  ];
  const results: CatalogueResult[] = [];
  for (const [scenario, path] of scenarios) {
    const run = (duration: number) =>
      autocannon({ url, connections: CATALOGUE_CLIENTS, duration, requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }] });
    await run(2); // warm up: JIT, planner statistics
    const cpuBefore = cpuMs(pid) + postgresCpuMs();
    const measured = await run(seconds);
    const cpuMsPerRequest = (cpuMs(pid) + postgresCpuMs() - cpuBefore) / Math.max(1, measured.requests.total);
    results.push({
      database,
      scenario,
      rps: measured.requests.average,
      p50: measured.latency.p50,
      p99: measured.latency.p99,
      errors: measured.errors + measured.non2xx,
      cpuMsPerRequest: Math.round(cpuMsPerRequest * 100) / 100,
    });
    const last = results.at(-1)!;
    console.log(
      `${database.padEnd(8)} ${CATALOGUE_SIZE} products, ${scenario.padEnd(13)} ${Math.round(last.rps)} req/s  p50 ${last.p50} ms  p99 ${last.p99} ms  CPU ${last.cpuMsPerRequest} ms/request  errors ${last.errors}  target p99 < ${CATALOGUE_TARGETS[scenario]} ms`,
    );
  }
  return results;
}

export function catalogueTable(results: CatalogueResult[]): string {
  return [
    `${CATALOGUE_SIZE} generated products plus the seeded catalogue, ${CATALOGUE_CLIENTS} concurrent clients; filtered pages are never served from the cache, suggestions are prefixes typed for the first time.`,
    '',
    '| database | scenario | req/s | p50 ms | p99 ms | CPU ms per request (server + database) | errors | target |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.scenario} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.cpuMsPerRequest} | ${r.errors} | p99 < ${CATALOGUE_TARGETS[r.scenario]} ms: ${r.p99 < CATALOGUE_TARGETS[r.scenario] && r.errors === 0 ? 'met' : 'missed'} |`,
    ),
  ].join('\n');
}
