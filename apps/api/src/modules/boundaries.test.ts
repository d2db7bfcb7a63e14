import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycle } from '../../test/port-graph';
import { JOB_REGISTRY } from './jobs/registry';

/**
 * The module rules that lint cannot see (eslint.config.js checks the import paths): no import cycles
 * between modules, and no module writing SQL text against another module's tables.
 */
const here = import.meta.dirname;
const modules = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sources = (module: string) =>
  readdirSync(join(here, module))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file: `${module}/${file}`, text: readFileSync(join(here, module, file), 'utf8') }));

/** module → the modules its code (schema files aside: foreign keys only) imports. */
function dependencies(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of modules) {
    const uses = new Set<string>();
    for (const { file, text } of sources(module)) {
      if (file.endsWith('.schema.ts')) continue;
      for (const [, other] of text.matchAll(/from '\.\.\/([a-z-]+)(?:\/[^']*)?'/g)) if (other !== module && modules.includes(other!)) uses.add(other!);
    }
    graph.set(module, uses);
  }
  return graph;
}

describe('module boundaries', () => {
  it('no module imports another that imports it back, however far round', () => {
    const graph = dependencies();
    expect(graph.get('checkout')).toContain('orders'); // the graph is really read
    expect(findCycle(graph)).toBeUndefined();
  });

  it('db/ is the ground floor: none of its files imports a module, the seed or the gathered schema', () => {
    const db = join(here, '../db');
    const files = readdirSync(db).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(files).toContain('client.ts'); // the folder is really read
    const upward = files.flatMap((file) =>
      [...readFileSync(join(db, file), 'utf8').matchAll(/from '(\.\.\/(?:modules|seed|schema)[^']*)'/g)].map((match) => `db/${file} → ${match[1]}`),
    );
    expect(upward).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    expect(
      findCycle(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
  });

  it("no module's SQL text names another module's table", () => {
    const owners = new Map<string, string>();
    for (const module of modules) {
      for (const { file, text } of sources(module)) {
        if (!file.endsWith('.schema.ts')) continue;
        for (const [, table] of text.matchAll(/pgTable\(\s*'([a-z_]+)'/g)) owners.set(table!, module);
      }
    }
    expect(owners.get('orders')).toBe('orders');
    const trespasses: string[] = [];
    for (const module of modules) {
      for (const { file, text } of sources(module)) {
        if (file.endsWith('.schema.ts')) continue;
        for (const [table, owner] of owners) {
          if (owner !== module && new RegExp(`\\b(FROM|JOIN|UPDATE|INTO|TABLE)\\s+"?${table}\\b`, 'i').test(text))
            trespasses.push(`${file} → ${table} (${owner})`);
        }
      }
    }
    expect(trespasses).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  it('lists every module with the tables it owns, the jobs it declares and the modules it calls, as the code has them', () => {
    const doc = readFileSync(join(here, '../../../../docs/architecture.md'), 'utf8').split('\n## Modules\n')[1]!.split('\n## ')[0]!;
    const names = (cell: string) =>
      [...cell.matchAll(/`?([a-z_-]+)`?/g)]
        .map((match) => match[1]!)
        .filter((name) => name !== '—')
        .sort();
    const rows = new Map(
      [...doc.matchAll(/^\| `([a-z-]+)` \| ([^|]*) \| [^|]* \| ([^|]*) \| ([^|]*) \|$/gm)].map(([, module, tables, jobs, calls]) => [
        module!,
        { tables: names(tables!), jobs: [...jobs!.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]!).sort(), calls: names(calls!) },
      ]),
    );
    expect([...rows.keys()].sort()).toEqual([...modules].sort());
    const graph = dependencies();
    for (const module of modules) {
      const owned = sources(module)
        .filter(({ file }) => file.endsWith('.schema.ts'))
        .flatMap(({ text }) => [...text.matchAll(/pgTable\(\s*'([a-z_]+)'/g)].map((match) => match[1]!))
        .sort();
      const jobs = Object.entries(JOB_REGISTRY)
        .filter(([, job]) => job.owner === module)
        .map(([kind]) => kind)
        .sort();
      expect({ module, ...rows.get(module) }).toEqual({ module, tables: owned, jobs, calls: [...graph.get(module)!].sort() });
    }
  });
});
