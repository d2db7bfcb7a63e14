import {
  ADMIN_APPLICATION_PAGE_SIZE,
  APPLICATION_MESSAGES,
  canMoveApplication,
  type AdminApplication,
  type AdminApplicationPage,
  type AdminApplicationQuery,
  type ApplicationDecision,
} from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../plugins/errors';
import type { Actor, AuditLog } from '../audit';
import type { AdminApplicationRow, ApplicationRepository } from './applications.repository';
import { toApplication } from './applications.service';
import { createIdentityVault, type Identity } from './identity-vault';

const toAdminApplication = (row: AdminApplicationRow): AdminApplication => ({
  ...toApplication(row),
  customer: { _id: row.customerId, name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The team that processes applications: finding them, deciding them along the shared status graph
 * with notes the customer reads, and seeing PAN and Aadhaar in full only through an audited reveal.
 */
export function createAdminApplicationService(deps: { db: Database; repository: ApplicationRepository; audit: AuditLog; secret: string }) {
  const { db, repository, audit } = deps;
  const vault = createIdentityVault(deps.secret);

  return {
    async list(query: AdminApplicationQuery): Promise<AdminApplicationPage> {
      const { rows, total } = await repository.adminList(query);
      return { applications: rows.map(toAdminApplication), total, totalPages: Math.ceil(total / ADMIN_APPLICATION_PAGE_SIZE), page: query.page };
    },

    async get(id: string): Promise<AdminApplication | undefined> {
      const row = await repository.adminFind(id);
      return row && toAdminApplication(row);
    },

    async decide(actor: Actor, id: string, decision: ApplicationDecision): Promise<AdminApplication> {
      await inTransaction(db, async (tx) => {
        const current = await repository.lockForDecision(id, tx);
        if (!current) throw new HttpError(404, APPLICATION_MESSAGES.notFound);
        const status = decision.status !== undefined && decision.status !== current.status ? decision.status : undefined;
        if (status && !canMoveApplication(current.status, status)) throw new HttpError(409, APPLICATION_MESSAGES.illegalMove(current.status, status));
        const notes = decision.adminNotes !== undefined && decision.adminNotes !== current.adminNotes ? decision.adminNotes : undefined;
        if (status === undefined && notes === undefined) return; // nothing changes: nothing to record
        await repository.decide(id, { status, adminNotes: notes }, tx);
        await audit.record(
          actor,
          {
            action: 'application.decide',
            targetType: 'application',
            targetId: id,
            before: { ...(status ? { status: current.status } : {}), ...(notes !== undefined ? { adminNotes: current.adminNotes } : {}) },
            after: { ...(status ? { status } : {}), ...(notes !== undefined ? { adminNotes: notes } : {}) },
          },
          tx,
        );
      });
      return (await this.get(id))!;
    },

    /** The full PAN and Aadhaar, with an audit entry saying who saw them and when (the numbers stay out of the log). */
    async reveal(actor: Actor, id: string): Promise<Identity> {
      return inTransaction(db, async (tx) => {
        const sealed = await repository.identityCiphertext(id, tx);
        if (sealed === undefined) throw new HttpError(404, APPLICATION_MESSAGES.notFound);
        await audit.record(actor, { action: 'application.reveal-identity', targetType: 'application', targetId: id }, tx);
        return vault.decrypt(sealed, id);
      });
    },
  };
}

export type AdminApplicationService = ReturnType<typeof createAdminApplicationService>;
