import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApplication, AdminApplicationPage, Application, AuditPage } from '@store/shared';
import type { MadeUser } from '../../seed/factories';
import { bearer, createAdminTestApp, type TestApp } from '../../../test/test-app';

/** Deciding applications (issue 11), and the customer's own application page. */

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => ({ t, admin } = await createAdminTestApp()));
afterAll(() => t.close());
const as = bearer;
const decide = (id: string, body: object, by: MadeUser = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/applications/${id}`, headers: as(by), payload: body });
const mine = (id: string, user: MadeUser) => t.app.inject({ method: 'GET', url: `/api/applications/${id}`, headers: as(user) });

describe('the customer', () => {
  it("reads their own application, PAN and Aadhaar masked; another customer's, an unknown and a malformed id are the same 404", async () => {
    const owner = await t.make.makeUser();
    const id = await t.make.makeApplication(owner.id);
    const res = await mine(id, owner);
    expect(res.statusCode).toBe(200);
    const application = res.json<Application>();
    expect(application).toMatchObject({ _id: id, status: 'pending', financialInfo: { panNumber: 'XXXXXX234F', aadharNumber: 'XXXXXXXX0123' } });
    expect(application.statusHistory.map((step) => step.status)).toEqual(['pending']);
    expect(res.body).not.toContain('ABCDE1234F');

    const stranger = await t.make.makeUser();
    for (const other of [mine(id, stranger), mine('00000000-0000-4000-8000-000000000000', owner), mine('nope', owner)]) {
      const answer = await other;
      expect([answer.statusCode, answer.json()]).toEqual([404, { message: 'Application not found' }]);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${id}` })).statusCode).toBe(401);
  });
});

describe('the shop', () => {
  it('is admins only', async () => {
    const customer = await t.make.makeUser();
    const id = await t.make.makeApplication(customer.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/applications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/applications', headers: as(customer) })).statusCode).toBe(403);
    expect((await decide(id, { status: 'under_review' }, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/applications/${id}/reveal`, headers: as(customer) })).statusCode).toBe(403);
  });

  it('lists with filters and pages; details carry the customer and masked identity numbers', async () => {
    const customer = await t.make.makeUser({ name: 'Filter Person' });
    const reviewed = await t.make.makeApplication(customer.id, { status: 'under_review' });
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/admin/applications?type=loan&subType=personal&status=under_review', headers: as(admin) })
    ).json<AdminApplicationPage>();
    expect(page.applications.map((a) => a._id)).toContain(reviewed);
    expect(page.applications.every((a) => a.status === 'under_review' && a.type === 'loan')).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/applications?type=insurance&status=under_review', headers: as(admin) }))
        .json<AdminApplicationPage>()
        .applications.map((a) => a._id),
    ).not.toContain(reviewed);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/applications?status=lost', headers: as(admin) })).statusCode).toBe(400);

    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/applications/${reviewed}`, headers: as(admin) })).json<AdminApplication>();
    expect(detail).toMatchObject({ customer: { _id: customer.id, name: 'Filter Person', email: customer.email }, financialInfo: { panNumber: 'XXXXXX234F' } });
  });

  it('decides along pending → under review → approved or rejected, with notes the customer reads, and a timeline; audited', async () => {
    const customer = await t.make.makeUser();
    const id = await t.make.makeApplication(customer.id);

    const early = await decide(id, { status: 'approved' });
    expect([early.statusCode, early.json().message]).toEqual([409, 'An application that is pending cannot become approved.']);
    expect((await decide(id, {})).json().message).toBe('Nothing to change: send a status or notes');
    expect((await decide(id, { status: 'under_review', reviewer: 'me' })).statusCode).toBe(400);
    expect((await decide(id, { adminNotes: 'x'.repeat(2001) })).statusCode).toBe(400);

    expect((await decide(id, { status: 'under_review' })).json<AdminApplication>().status).toBe('under_review');
    const approved = await decide(id, { status: 'approved', adminNotes: 'Approved: our partner bank will call you within 2 working days.' });
    expect(approved.json<AdminApplication>()).toMatchObject({
      status: 'approved',
      adminNotes: 'Approved: our partner bank will call you within 2 working days.',
    });
    const final = await decide(id, { status: 'rejected' });
    expect([final.statusCode, final.json().message]).toEqual([409, 'An application that is approved cannot become rejected.']);

    const seen = (await mine(id, customer)).json<Application>();
    expect(seen.adminNotes).toBe('Approved: our partner bank will call you within 2 working days.');
    expect(seen.statusHistory.map((step) => step.status)).toEqual(['pending', 'under_review', 'approved']);
    expect(new Date(seen.statusHistory[2]!.at).getTime()).toBeGreaterThanOrEqual(new Date(seen.statusHistory[0]!.at).getTime());

    const audit = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?targetId=${id}`, headers: as(admin) })).json<AuditPage>();
    expect(audit.entries.reverse().map((entry) => [entry.actor, entry.before, entry.after])).toEqual([
      [admin.email, { status: 'pending' }, { status: 'under_review' }],
      [
        admin.email,
        { status: 'under_review', adminNotes: '' },
        { status: 'approved', adminNotes: 'Approved: our partner bank will call you within 2 working days.' },
      ],
    ]);
  });

  it('two admins deciding at once: one decision stands', async () => {
    const customer = await t.make.makeUser();
    const id = await t.make.makeApplication(customer.id, { status: 'under_review' });
    const answers = await Promise.all([decide(id, { status: 'approved' }), decide(id, { status: 'rejected' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await mine(id, customer)).json<Application>().statusHistory).toHaveLength(3);
  });

  it('reveals PAN and Aadhaar in full only on request, and writes who saw them in the audit log', async () => {
    const customer = await t.make.makeUser();
    const id = await t.make.makeApplication(customer.id);
    const revealed = await t.app.inject({ method: 'POST', url: `/api/admin/applications/${id}/reveal`, headers: as(admin) });
    expect(revealed.statusCode).toBe(200);
    expect(revealed.headers['cache-control']).toBe('no-store');
    expect(revealed.json()).toEqual({ panNumber: 'ABCDE1234F', aadharNumber: '234567890123' });
    const audit = await t.app.inject({ method: 'GET', url: `/api/admin/audit?targetId=${id}`, headers: as(admin) });
    expect(audit.json<AuditPage>().entries).toMatchObject([{ action: 'application.reveal-identity', actor: admin.email }]);
    expect(audit.body).not.toContain('ABCDE1234F');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/applications/00000000-0000-4000-8000-000000000000/reveal', headers: as(admin) })).statusCode,
    ).toBe(404);
  });
});
