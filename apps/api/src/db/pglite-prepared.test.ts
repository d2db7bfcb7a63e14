import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-prepared';

let client: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
  prepared = withPreparedStatements(client);
  await client.exec(`
    CREATE TABLE items (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      tags text[] NOT NULL DEFAULT '{}',
      details json,
      price integer,
      made timestamptz NOT NULL DEFAULT '2026-11-21T10:00:00Z'
    );
    INSERT INTO items (name, tags, details, price) VALUES ('Keyboard', '{usb,wired}', '{"keys":104}', 1499), ('Mouse', '{}', NULL, NULL);
  `);
});
afterAll(() => client.close());

describe('PGlite with prepared statements', () => {
  it.each([
    ['rows as objects', undefined],
    ['rows as arrays', { rowMode: 'array' as const }],
  ])('answers exactly what PGlite query() answers: %s', async (_, options) => {
    const text = `SELECT id, name, tags, details, price, made, count(*) OVER () AS total, $1::text AS echoed
      FROM items WHERE ($2::int IS NULL OR price > $2) AND name = ANY($3::text[]) ORDER BY id`;
    for (const params of [
      ['x', null, ['Keyboard', 'Mouse']],
      [null, 1000, ['Keyboard']],
      ['y', 5000, ['Mouse']],
    ]) {
      const expected = await client.query(text, params, options);
      // Twice: the first call prepares, the second reuses the prepared statement.
      expect(await prepared.query(text, params, options)).toEqual(expected);
      expect(await prepared.query(text, params, options)).toEqual(expected);
    }
  });

  it('reports a failing statement as PGlite does, and carries on', async () => {
    await expect(prepared.query("INSERT INTO items (name) VALUES ('Keyboard')")).rejects.toThrow(/duplicate key value/);
    await expect(prepared.query('SELEC 1')).rejects.toThrow(/syntax error/);
    await expect(prepared.query('SELEC 1')).rejects.toThrow(/syntax error/);
    expect((await prepared.query<{ n: number }>('SELECT count(*)::int AS n FROM items')).rows).toEqual([{ n: 2 }]);
  });

  it('never runs inside another caller’s open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("INSERT INTO items (name) VALUES ('Monitor')");
      inserted();
      await held;
      await tx.query("DELETE FROM items WHERE name = 'Monitor'");
    });
    await insertDone;
    const count = prepared.query<{ n: number }>("SELECT count(*)::int AS n FROM items WHERE name = 'Monitor'");
    // Had it run inside the transaction, it would see the uncommitted row.
    release();
    await transaction;
    expect((await count).rows).toEqual([{ n: 0 }]);
  });

  it('keeps answering when more distinct statements come than it keeps', async () => {
    for (let n = 0; n < 520; n++) {
      expect((await prepared.query<{ n: number }>(`SELECT ${n}::int AS n`)).rows).toEqual([{ n }]);
    }
    expect((await prepared.query<{ n: number }>('SELECT 1::int AS n')).rows).toEqual([{ n: 1 }]);
  });
});
