import { randomUUID } from 'node:crypto';
import { APPLICATION_MESSAGES, maskIdentifier, type Application, type StoredFinancialInfo, type ValidApplicationRequest } from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { pages } from '../../db/ranges';
import { HttpError } from '../../plugins/errors';
import type { NotificationService } from '../notifications';
import type { RateLimiter } from '../../plugins/rate-limiter';
import type { ApplicationRepository, ApplicationRow } from './applications.repository';
import { createIdentityVault } from './identity-vault';

/**
 * Submissions per signed-in user, and per address: several accounts behind one address share the
 * larger allowance.
 */
export const APPLICATION_LIMIT = { perUser: 10, perAddress: 30, windowSeconds: 60 * 60 } as const;

const PAN_LENGTH = 10;
const AADHAR_LENGTH = 12;

const masked = (last4: string, length: number) => maskIdentifier(last4.padStart(length, 'X'));

export function toApplication(row: ApplicationRow): Application {
  const financial = row.financialInfo;
  return {
    _id: row.id,
    type: row.type,
    subType: row.subType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    adminNotes: row.adminNotes,
    personalInfo: row.personalInfo,
    // Field by field, so nothing else kept in the column can reach the answer.
    financialInfo: {
      monthlyIncome: financial.monthlyIncome,
      employmentType: financial.employmentType,
      companyName: financial.companyName,
      ...(typeof financial.workExperience === 'number' ? { workExperience: financial.workExperience } : {}),
      panNumber: masked(row.panLast4, PAN_LENGTH),
      aadharNumber: masked(row.aadharLast4, AADHAR_LENGTH),
    },
    specificDetails: row.specificDetails,
    statusHistory: row.statusHistory,
  };
}

export function createApplicationService(deps: {
  db: Database;
  repository: ApplicationRepository;
  limiter: RateLimiter;
  secret: string;
  /** Told of each new application, in the transaction that stores it. */
  notifications: Pick<NotificationService, 'notify'>;
}) {
  const { db, repository, limiter, notifications } = deps;
  const vault = createIdentityVault(deps.secret);

  async function limit(key: string, allowed: number) {
    const { count, retryAfterSeconds } = await limiter.hit(key, APPLICATION_LIMIT.windowSeconds);
    if (count > allowed) {
      throw new HttpError(429, APPLICATION_MESSAGES.tooMany, { 'retry-after': String(retryAfterSeconds) });
    }
  }

  return {
    /** How many applications the user has made. */
    countOfUser: (userId: string): Promise<number> => deps.repository.countByUser(userId),
    /** Applications waiting for the shop. */
    openCount: (): Promise<number> => deps.repository.openCount(),
    /** Stores a validated application as 'pending'; status and notes are the processing team's. */
    async submit(userId: string, request: ValidApplicationRequest, ip?: string): Promise<Application> {
      await limit(`applications:user:${userId}`, APPLICATION_LIMIT.perUser);
      if (ip) await limit(`applications:ip:${ip}`, APPLICATION_LIMIT.perAddress);

      const { panNumber, aadharNumber, monthlyIncome, employmentType, companyName, workExperience } = request.financialInfo;
      const financialInfo: StoredFinancialInfo = { monthlyIncome, employmentType, companyName, workExperience };
      const id = randomUUID();
      const row = await inTransaction(db, async (tx) => {
        const stored = await repository.insert(
          {
            id,
            userId,
            type: request.type,
            subType: request.subType,
            personalInfo: request.personalInfo,
            financialInfo,
            panLast4: panNumber.slice(-4),
            aadharLast4: aadharNumber.slice(-4),
            identityCiphertext: vault.encrypt({ panNumber, aadharNumber }, id),
            specificDetails: request.specificDetails,
            statusHistory: [{ status: 'pending', at: new Date().toISOString() }],
          },
          tx,
        );
        await notifications.notify(
          { kind: 'application-submitted', applicationId: id, userId, type: request.type, subType: request.subType, applicant: request.personalInfo.fullName },
          tx,
        );
        return stored;
      });
      return toApplication(row);
    },

    /** The user's application, or undefined (unknown, malformed and other customers' ids alike). */
    async getMine(userId: string, id: string): Promise<Application | undefined> {
      const row = await repository.findForUser(id, userId);
      return row && toApplication(row);
    },

    /** The user's own applications, newest first. */
    async listMine(userId: string): Promise<Application[]> {
      return (await repository.listByUser(userId)).map(toApplication);
    },

    // ── the shop's customer pages and export (issue 26) ──
    /** How many applications each of these users made. */
    countsOfUsers: (userIds: string[]) => repository.countsByUsers(userIds),
    /** A user's applications, newest first: kind and status only (the details stay on the application's page). */
    async summariesOf(userId: string, limit: number) {
      return (await repository.listByUser(userId))
        .slice(0, limit)
        .map(({ id, type, subType, status, createdAt }) => ({ _id: id, type, subType, status, createdAt: createdAt.toISOString() }));
    },
    /** The applications made from … to (India's days), a page at a time. */
    exportPages: (from: string, to: string) => pages((cursor) => repository.exportPage(from, to, cursor)),
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
