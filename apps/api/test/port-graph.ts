import ts from 'typescript';

/** A directed graph: node → the nodes it points at. */
export type Graph = Map<string, Set<string>>;

/** A cycle of `graph` as the path round it (its first node repeated at the end), or undefined when it has none. */
export function findCycle(graph: Graph): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'visiting') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'visiting');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

export interface PortGraph {
  /** Each module made in buildApp, in the order it is made. */
  order: string[];
  /** module → the modules whose services (or parts) its factory is given: whom it calls at run time. */
  calls: Graph;
  /** The same, less the arrows into the ground that `...ground` gives (what docs/architecture.md draws). */
  named: Graph;
  /** The modules whose factory is given the ground (`...ground`), and the modules the ground holds. */
  onGround: Set<string>;
  ground: Set<string>;
  /** Names a factory is given that are made only further down (a callback bound late): each one a cycle waiting. */
  late: Array<{ module: string; name: string; madeBy: string }>;
}

/**
 * The run-time graph of app.ts, read from its code: each `const … = [await] create<X>Module({ … })` in
 * buildApp is module X (the folder its factory is imported from); the names it binds are X's, and every
 * name of another module used in its factory's argument (a service, a port made from one, inside an
 * arrow function or not) is an arrow from X to that module. `const ground = { … }` is a bundle of the
 * modules it names, and `...ground` gives all of them.
 */
export function portGraph(source: string): PortGraph {
  const file = ts.createSourceFile('app.ts', source, ts.ScriptTarget.Latest, true);
  const factoryModule = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const folder = /^\.\/modules\/([a-z-]+)$/.exec(statement.moduleSpecifier.text)?.[1];
    const named = statement.importClause?.namedBindings;
    if (!folder || !named || !ts.isNamedImports(named)) continue;
    for (const element of named.elements) if (/^create[A-Z]\w*Module$/.test(element.name.text)) factoryModule.set(element.name.text, folder);
  }

  const owner = new Map<string, { module: string; at: number }>();
  const order: string[] = [];
  const calls: Graph = new Map();
  const uses: Array<{ module: string; at: number; names: Set<string>; ground: boolean }> = [];
  const ground = new Set<string>();
  const onGround = new Set<string>();
  let groundNames: Set<string> | undefined;

  const namesIn = (node: ts.Node, found = new Set<string>()): Set<string> => {
    if (ts.isIdentifier(node)) found.add(node.text);
    // A property's name ({ orders: … }, x.orders) is not a use of a variable; its value is.
    if (ts.isPropertyAccessExpression(node)) return namesIn(node.expression, found);
    if (ts.isPropertyAssignment(node)) return namesIn(node.initializer, found);
    node.forEachChild((child) => void namesIn(child, found));
    return found;
  };
  const boundNames = (name: ts.BindingName): string[] =>
    ts.isIdentifier(name) ? [name.text] : name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : boundNames(element.name)));
  const factoryCall = (expression: ts.Expression | undefined): ts.CallExpression | undefined => {
    const inner = expression && ts.isAwaitExpression(expression) ? expression.expression : expression;
    return inner && ts.isCallExpression(inner) && ts.isIdentifier(inner.expression) && factoryModule.has(inner.expression.text) ? inner : undefined;
  };

  let at = 0;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node)) {
      const call = factoryCall(node.initializer);
      if (call) {
        const module = factoryModule.get((call.expression as ts.Identifier).text)!;
        at += 1;
        order.push(module);
        calls.set(module, calls.get(module) ?? new Set());
        for (const name of boundNames(node.name)) owner.set(name, { module, at });
        const names = new Set<string>();
        let onTheGround = false;
        for (const argument of call.arguments) {
          if (!ts.isObjectLiteralExpression(argument)) namesIn(argument, names);
          else
            for (const property of argument.properties) {
              if (ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression) && property.expression.text === 'ground') onTheGround = true;
              else namesIn(property, names);
            }
        }
        uses.push({ module, at, names, ground: onTheGround });
        if (onTheGround) onGround.add(module);
        return;
      }
      if (ts.isIdentifier(node.name) && node.name.text === 'ground' && node.initializer) groundNames = namesIn(node.initializer);
    }
    node.forEachChild(visit);
  };
  visit(file);

  for (const name of groundNames ?? []) {
    const made = owner.get(name);
    if (made) ground.add(made.module);
  }
  const late: PortGraph['late'] = [];
  const named: Graph = new Map();
  for (const { module, at: madeAt, names, ground: onTheGround } of uses) {
    const edges = calls.get(module)!;
    const own = named.get(module) ?? new Set<string>();
    named.set(module, own);
    for (const name of names) {
      const made = owner.get(name);
      if (!made || made.module === module) continue;
      edges.add(made.module);
      own.add(made.module);
      if (made.at > madeAt) late.push({ module, name, madeBy: made.module });
    }
    if (onTheGround) for (const below of ground) if (below !== module) edges.add(below);
  }
  return { order, calls, named, ground, onGround, late };
}

/** The arrows `a --> b` of the first mermaid block after `heading` in a Markdown text. */
export function drawnArrows(markdown: string, heading: string): Graph {
  const section = markdown.split(`\n${heading}\n`)[1] ?? '';
  const block = /```mermaid\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const graph: Graph = new Map();
  for (const [, from, to] of block.matchAll(/^\s*([a-z-]+)\s*-->\s*([a-z-]+)\s*$/gm)) {
    graph.set(from!, (graph.get(from!) ?? new Set()).add(to!));
    graph.set(to!, graph.get(to!) ?? new Set());
  }
  return graph;
}
