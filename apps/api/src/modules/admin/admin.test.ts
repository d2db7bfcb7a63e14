import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, Product } from '@store/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openDatabase } from '../../db/client';
import { createFactories } from '../../seed/factories';
import { auditLog, jobs, users } from '../../schema';
import { changeRole } from '../auth/admins';
import { createAuditLog } from '../audit/audit.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const auditOf = async (targetId: string, token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/audit?targetId=${targetId}`, headers: as(token) })).json<AuditPage>();

describe('the audit log', () => {
  it('is for admins only: a guest gets 401, a customer 403', async () => {
    const customer = await t.make.makeUser();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: as(customer.token) });
    expect([refused.statusCode, refused.json().message]).toEqual([403, expect.any(String)]);
    const admin = await t.make.makeUser({ role: 'admin' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/audit?page=0', headers: as(admin.token) });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'page must be 1 or more']);
  });

  it('records a product change with who made it and the changed fields before and after; a refused change records nothing', async () => {
    const admin = await t.make.makeUser({ role: 'admin' });
    const product = await t.make.makeProduct({ priceInclGst: 40_000, stock: 7 });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product._id}`,
      headers: as(admin.token),
      payload: { priceInclGst: 38_500, stock: 5 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Product>()).toMatchObject({ priceInclGst: 38_500, stock: 5 });

    const page = await auditOf(product._id, admin.token);
    expect(page.total).toBe(1);
    expect(page.entries[0]).toMatchObject({
      actor: admin.email,
      action: 'product.update',
      targetType: 'product',
      targetId: product._id,
      before: { priceInclGst: 40_000, stock: 7 },
      after: { priceInclGst: 38_500, stock: 5 },
    });
    expect(Date.now() - new Date(page.entries[0]!.createdAt).getTime()).toBeLessThan(60_000);

    const invalid = await t.app.inject({ method: 'PATCH', url: `/api/admin/products/${product._id}`, headers: as(admin.token), payload: { stock: -1 } });
    expect(invalid.statusCode).toBe(400);
    const customer = await t.make.makeUser();
    const forbidden = await t.app.inject({ method: 'PATCH', url: `/api/admin/products/${product._id}`, headers: as(customer.token), payload: { stock: 0 } });
    expect(forbidden.statusCode).toBe(403);
    expect((await auditOf(product._id, admin.token)).total).toBe(1);
  });

  it('records concurrent stock changes each with the stock it replaced', async () => {
    const admin = await t.make.makeUser({ role: 'admin' });
    const product = await t.make.makeProduct({ stock: 0 });
    await Promise.all(
      [1, 2, 3, 4, 5].map((stock) =>
        t.app.inject({ method: 'PATCH', url: `/api/admin/products/${product._id}`, headers: as(admin.token), payload: { stock } }),
      ),
    );
    const entries = (await auditOf(product._id, admin.token)).entries.reverse();
    // Under the row lock the changes form one chain: each before is the previous after.
    expect(entries).toHaveLength(5);
    expect(entries[0]!.before).toEqual({ stock: 0 });
    for (let i = 1; i < entries.length; i++) expect(entries[i]!.before).toEqual(entries[i - 1]!.after);
  });

  it('records a dead job retried', async () => {
    const admin = await t.make.makeUser({ role: 'admin' });
    const [dead] = await t.database.db
      .insert(jobs)
      .values({ kind: 'nobody-handles-this', state: 'dead', maxAttempts: 1, attempts: 1 })
      .returning({ id: jobs.id });
    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${dead!.id}/retry`, headers: as(admin.token) });
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await auditOf(dead!.id, admin.token)).entries).toMatchObject([
      { action: 'job.retry', before: { state: 'dead' }, after: { state: 'queued' }, actor: admin.email },
    ]);
  });
});

describe('making an admin', () => {
  it('grants and revokes on a verified account, at once for its sessions, audited as the command line', async () => {
    const audit = createAuditLog(t.database.db);
    const owner = await t.make.makeUser({ email: 'Owner.Shop@Example.in' });
    const url = '/api/admin/audit';
    expect((await t.app.inject({ method: 'GET', url, headers: as(owner.token) })).statusCode).toBe(403);

    expect(await changeRole(t.database.db, audit, '  OWNER.shop@example.in ', 'admin')).toEqual({
      ok: true,
      message: 'owner.shop@example.in is now an admin.',
    });
    expect((await t.app.inject({ method: 'GET', url, headers: as(owner.token) })).statusCode).toBe(200);
    expect(await changeRole(t.database.db, audit, owner.email, 'admin')).toEqual({ ok: true, message: 'owner.shop@example.in is already an admin.' });

    expect(await changeRole(t.database.db, audit, owner.email, 'customer')).toEqual({ ok: true, message: 'owner.shop@example.in is a customer again.' });
    expect((await t.app.inject({ method: 'GET', url, headers: as(owner.token) })).statusCode).toBe(403);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, owner.id)));
    expect(entries.map((entry) => [entry.actor, entry.action, entry.before, entry.after])).toEqual([
      ['command line', 'user.grant-admin', { role: 'customer' }, { role: 'admin' }],
      ['command line', 'user.revoke-admin', { role: 'admin' }, { role: 'customer' }],
    ]);
  });

  it('refuses an unknown or unverified address and changes nothing', async () => {
    const audit = createAuditLog(t.database.db);
    expect(await changeRole(t.database.db, audit, 'nobody@example.in', 'admin')).toEqual({
      ok: false,
      message: 'No account uses nobody@example.in. Register it on the site first, then run this again.',
    });
    const unverified = await t.make.makeUser({ verified: false });
    expect((await changeRole(t.database.db, audit, unverified.email, 'admin')).ok).toBe(false);
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, unverified.id));
    expect(row!.role).toBe('customer');
  });
});

describe('npm run admin', () => {
  const ROOT = path.resolve(import.meta.dirname, '../../../../..');
  const run = async (args: string[], env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/admin-cli.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const [code] = (await once(child, 'exit')) as [number];
    return { code, output: output.trim() };
  };

  it('grants admin on the embedded database, and refuses while another process has it open', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      await database.migrate();
      const owner = await createFactories(database.db).makeUser({ email: 'owner@example.in' });
      // The server (here: this process) has it open: the command must not touch the files.
      const refused = await run(['grant', 'owner@example.in'], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`is open in process ${process.pid}`);
      await database.close();

      expect(await run(['grant', 'owner@example.in'], { DATA_DIR: dataDir })).toEqual({ code: 0, output: 'owner@example.in is now an admin.' });
      expect(await run(['promote', 'owner@example.in'], { DATA_DIR: dataDir })).toMatchObject({
        code: 2,
        output: expect.stringContaining('Usage: npm run admin -- grant <email>'),
      });

      const reopened = await openDatabase({ kind: 'pglite', dataDir });
      const [row] = await reopened.db.select({ role: users.role }).from(users).where(eq(users.id, owner.id));
      expect(row!.role).toBe('admin');
      await reopened.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
