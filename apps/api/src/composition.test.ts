import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { drawnArrows, findCycle, portGraph, type Graph } from '../test/port-graph';

/**
 * How the app is composed (issue 41): app.ts makes each module by its one factory, in an order in which
 * every module is given only what is made above it, so the run-time graph (who calls whom) has no
 * cycle, and docs/architecture.md draws that graph as the code has it.
 */
const here = import.meta.dirname;
const appSource = readFileSync(join(here, 'app.ts'), 'utf8');
const modulesDir = join(here, 'modules');
const moduleFolders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const pascal = (folder: string) => folder.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
const sorted = (graph: Graph) =>
  Object.fromEntries([...graph].map(([node, next]) => [node, [...next].sort()]).sort(([a], [b]) => String(a).localeCompare(String(b))));

describe('the run-time graph of app.ts', () => {
  const graph = portGraph(appSource);

  it('makes every module once, by its own factory, each from modules made above it: no callback bound later', () => {
    expect([...graph.order].sort()).toEqual([...moduleFolders].sort());
    expect(new Set(graph.order).size).toBe(graph.order.length);
    expect(graph.late).toEqual([]);
    // The graph is really read: the sale's arrows are there.
    expect([...graph.calls.get('checkout')!]).toEqual(expect.arrayContaining(['orders', 'catalog', 'invoices', 'payments', 'delivery']));
    expect([...graph.calls.get('shipping')!]).toEqual(expect.arrayContaining(['checkout', 'shipments', 'courier', 'orders']));
    expect(graph.ground).toEqual(new Set(['audit', 'jobs', 'mail', 'notifications']));
  });

  it('has no cycle', () => {
    expect(findCycle(graph.calls)).toBeUndefined();
  });

  it('finds a callback bound later, and its cycle', () => {
    const late = portGraph(`
      import { createOrdersModule } from './modules/orders';
      import { createShippingModule } from './modules/shipping';
      export async function buildApp() {
        const { orders } = createOrdersModule({ shipments: (ids) => shipping.shipmentsOf(ids) });
        const { shipping } = createShippingModule({ orders });
      }
    `);
    expect(late.late).toEqual([{ module: 'orders', name: 'shipping', madeBy: 'shipping' }]);
    expect(findCycle(late.calls)).toEqual(['orders', 'shipping', 'orders']);
  });

  it('is what docs/architecture.md draws', () => {
    const doc = readFileSync(join(here, '../../../docs/architecture.md'), 'utf8');
    const drawn = drawnArrows(doc, '## Run-time graph');
    const named = new Map([...graph.named].filter(([, next]) => next.size > 0));
    for (const [node, next] of graph.named) if (next.size === 0 && [...graph.named.values()].some((set) => set.has(node))) named.set(node, new Set());
    expect(sorted(drawn)).toEqual(sorted(named));
    for (const module of graph.onGround) expect(doc.split('\n## Run-time graph\n')[1]).toContain(module);
  });
});

describe('app.ts', () => {
  it('is an ordered list of modules and the ports between them, under 200 lines', () => {
    expect(appSource.split('\n').length).toBeLessThan(200);
  });

  it('imports nothing but module entries, plugins and config (and, as types only, the database handle and what the app is built with)', () => {
    const file = ts.createSourceFile('app.ts', appSource, ts.ScriptTarget.Latest, true);
    const imports = file.statements.filter(ts.isImportDeclaration).map((statement) => ({
      from: (statement.moduleSpecifier as ts.StringLiteral).text,
      typeOnly:
        statement.importClause?.isTypeOnly === true ||
        (statement.importClause?.namedBindings !== undefined &&
          ts.isNamedImports(statement.importClause.namedBindings) &&
          statement.importClause.namedBindings.elements.every((element) => element.isTypeOnly)),
    }));
    expect(imports.length).toBeGreaterThan(25);
    for (const { from, typeOnly } of imports) {
      const allowed = /^\.\/modules\/[a-z-]+$/.test(from) || /^\.\/plugins\/[a-z-]+$/.test(from) || /^\.\/config\/[a-z-]+$/.test(from) || from === './paths';
      const asType = typeOnly && ['./db/client', 'fastify', '@store/shared'].includes(from);
      expect({ from, allowed: allowed || asType }).toEqual({ from, allowed: true });
    }
  });
});

describe('each API module', () => {
  it.each(moduleFolders)('%s exports one factory, create<Module>Module, from its index.ts', (folder) => {
    const index = readFileSync(join(modulesDir, folder, 'index.ts'), 'utf8');
    const factories = [...index.matchAll(/^export (?:async )?function (create\w+Module)\b/gm)].map((match) => match[1]);
    expect(factories).toEqual([`create${pascal(folder)}Module`]);
  });
});
