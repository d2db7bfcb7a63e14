import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** More distinct statement texts than the app has means something builds SQL text per call. */
const MAX_STATEMENTS = 500;

/**
 * The PGlite client for drizzle, with every query run as a named prepared statement.
 *
 * PGlite's own query() parses, plans and describes the statement on every call: for the catalogue's
 * queries that is most of their cost. Here each distinct statement text is parsed once (Parse with
 * a name); a call is then Bind, Describe portal, Execute and Sync, sent as one message so nothing
 * can run between them. Results and parameters go through PGlite's own parsers and serializers, so
 * answers are exactly those of query(). Everything but query() is PGlite's own, transactions
 * included (they run on PGlite's transaction object, not through this).
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  let named = 0;

  async function exchange(...messages: Uint8Array[]) {
    const batch = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
    let offset = 0;
    for (const m of messages) {
      batch.set(m, offset);
      offset += m.length;
    }
    return (await client.execProtocol(batch, { syncToFs: false })).messages;
  }

  async function prepare(text: string) {
    const known = statements.get(text);
    if (known) return known;
    if (statements.size >= MAX_STATEMENTS) {
      await exchange(protocol.serialize.query('DEALLOCATE ALL'));
      statements.clear();
    }
    const name = `drizzle_${++named}`;
    const described = await exchange(protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync());
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // PGlite itself fails with a TypeError from deep inside once closed; say what it is (db/unavailable.ts).
    if (client.closed) throw new Error('PGlite is closed');
    // The same locks as PGlite's query(): never inside another caller's open transaction.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const { name, paramTypes } = await prepare(text);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = paramTypes[i]!;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const messages = await exchange(
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        );
        if (!client.isInTransaction()) await client.syncToFs();
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  }

  // A proxy, not a subclass or a copy: PGlite keeps its state in private fields of the instance.
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
