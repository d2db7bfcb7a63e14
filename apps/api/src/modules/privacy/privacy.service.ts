import type { FastifyBaseLogger } from 'fastify';
import {
  GRIEVANCE_OFFICER,
  NOTICE_VERSION,
  PRIVACY_MESSAGES,
  PRIVACY_PURPOSES,
  TAX_RECORDS_REASON,
  type AdminGrievance,
  type ConsentList,
  type ErasureResult,
  type GrievanceCategory,
  type GrievanceReceipt,
  type GrievanceStatus,
  type MyData,
  type PrivacyPurpose,
} from '@store/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { FileStore } from '../../plugins/file-store';
import type { DataSubject, PersonalDataHolder, ProcessorRequest } from '../../lib/personal-data';
import { HttpError } from '../../plugins/errors';
import type { RateLimiter } from '../../plugins/rate-limiter';
import type { Actor, AuditLog } from '../audit';
import type { JobQueue } from '../jobs';
import type { MailQueue } from '../mail';
import { accountErasedMail, grievanceAnswerMail, grievanceReceivedMail } from './privacy.mail';
import type { NotificationService } from '../notifications';
import { privacyPersonalData } from './privacy.personal-data';
import type { GrievanceRow, PrivacyRepository } from './privacy.repository';
import type { SecurityEventKind } from './privacy.schema';

/** Grievances one network may file in an hour (a public form: enough for people, not for a script). */
const GRIEVANCES_PER_HOUR = 5;
const HOUR_SECONDS = 60 * 60;
/** The retention job runs daily at 02:30 India time (21:00 UTC), when the shop is quiet. */
const RETENTION_HOUR_UTC = 21;
const RETRY_SCHEDULE_MS = 60 * 60 * 1000;

/** The account side the privacy module needs from auth (modules/auth/auth.personal-data.ts). */
export interface AccountAccess {
  lockAccount(userId: string, tx: Database): Promise<{ email: string; name: string; role: string; passwordHash: string } | undefined>;
  passwordMatches(passwordHash: string, password: string): Promise<boolean>;
}

interface Deps {
  db: Database;
  repository: PrivacyRepository;
  /** The auth module's holder first, then orders and checkout (their keys), then the rest. */
  holders: PersonalDataHolder[];
  account: AccountAccess;
  jobs: JobQueue;
  mail: MailQueue;
  audit: AuditLog;
  /** Told what to ask of the processors after an erasure. */
  notifications: Pick<NotificationService, 'notify'>;
  /** Where the files an erasure removes (return photos) are kept. */
  files: FileStore;
  limiter: RateLimiter;
  logger: FastifyBaseLogger;
}

const indianDate = (date: Date) => date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toAdminGrievance(row: GrievanceRow): AdminGrievance {
  return {
    _id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    category: row.category,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    answer: row.answer,
    answeredAt: iso(row.answeredAt),
    answeredBy: row.answeredBy,
  };
}

/** Seconds from `now` to the next RETENTION_HOUR_UTC:30. */
export function secondsToNextRun(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(RETENTION_HOUR_UTC, 30, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return Math.round((next.getTime() - now.getTime()) / 1000);
}

/**
 * The data principal's rights (DPDP Act 2023, ss. 6, 11-13; DPDP Rules 2025): consent records, the
 * export of everything held, erasure, grievances, and the retention job. Every table about a customer
 * is answered for by a PersonalDataHolder from its owning module; this service only walks them.
 */
export function createPrivacyService({ db, repository, holders: others, account, jobs, mail, audit, notifications, files, limiter, logger }: Deps) {
  const holders = [...others, privacyPersonalData(repository)];

  async function subjectOf(userId: string, email: string, tx: Database): Promise<DataSubject> {
    const subject: DataSubject = { userId, email, orderIds: [], checkoutIds: [], records: {} };
    for (const holder of holders) {
      if (!holder.keys) continue;
      const { records, ...ids } = await holder.keys(subject, tx);
      Object.assign(subject, ids);
      Object.assign(subject.records, records);
    }
    return subject;
  }

  /** The holders' requests of one processor for the same thing, as one (payments and held checkouts both name Razorpay payments). */
  function merged(requests: ProcessorRequest[]): ProcessorRequest[] {
    const byAsk = new Map<string, ProcessorRequest>();
    for (const request of requests) {
      const key = `${request.processor}\u0000${request.ask}`;
      const known = byAsk.get(key);
      byAsk.set(key, { ...request, ids: [...new Set([...(known?.ids ?? []), ...request.ids])] });
    }
    return [...byAsk.values()];
  }

  async function consentList(userId: string, email: string): Promise<ConsentList> {
    const rows = await repository.consentsOf(userId, email);
    // The newest record of each purpose says where it stands.
    const newest = new Map<PrivacyPurpose, (typeof rows)[number]>();
    for (const row of rows) if (!newest.has(row.purpose)) newest.set(row.purpose, row);
    return {
      noticeVersion: NOTICE_VERSION,
      consents: PRIVACY_PURPOSES.filter((purpose) => newest.has(purpose)).map((purpose) => {
        const row = newest.get(purpose)!;
        return { purpose, noticeVersion: row.noticeVersion, givenAt: row.givenAt.toISOString(), withdrawnAt: iso(row.withdrawnAt) };
      }),
    };
  }

  /** Runs every holder's retention in its own transaction: one failing does not keep the others' rows. */
  async function runRetention(now = new Date()): Promise<Record<string, number>> {
    const removed: Record<string, number> = {};
    for (const holder of holders) {
      if (!holder.expire) continue;
      try {
        Object.assign(removed, await inTransaction(db, (tx) => holder.expire!(now, tx)));
      } catch (err) {
        logger.error({ err, module: holder.module }, 'privacy retention: this module’s clean-up failed; tried again tomorrow');
      }
    }
    logger.info({ removed }, 'privacy retention done');
    return removed;
  }

  async function scheduleRetention(now = new Date()): Promise<void> {
    const delaySeconds = secondsToNextRun(now);
    const day = new Date(now.getTime() + delaySeconds * 1000).toISOString().slice(0, 10);
    await jobs.enqueue({ kind: 'privacy-retention', payload: { day }, dedupeKey: `privacy-retention:${day}`, delaySeconds, wake: false }, db);
  }
  let retryTimer: NodeJS.Timeout | undefined;

  // Daily: each run queues the next (deduplicated by day, so a retried run or a second process adds none).
  jobs.handle('privacy-retention', async () => {
    await runRetention();
    await scheduleRetention();
  });

  // Deleting a missing key is no error: a retry after a partial run deletes the rest.
  jobs.handle('privacy-erase-files', async ({ keys }) => {
    for (const key of keys) await files.delete(key);
  });

  return {
    holders,
    runRetention,

    /**
     * Queues the next retention run if none is (once the app is ready). A database that is down then
     * does not stop the app from starting: the queueing is tried again every hour until it works.
     */
    async startRetention(): Promise<void> {
      const attempt = async () => {
        try {
          await scheduleRetention();
          clearInterval(retryTimer);
          retryTimer = undefined;
        } catch (err) {
          logger.warn({ err }, 'privacy retention: could not queue the daily run; trying again in an hour');
          retryTimer ??= setInterval(() => void attempt(), RETRY_SCHEDULE_MS).unref();
        }
      };
      await attempt();
    },

    stopRetention(): void {
      clearInterval(retryTimer);
      retryTimer = undefined;
    },

    logEvent: (userId: string | null, kind: SecurityEventKind, ip = '', detail = '') => repository.logEvent({ userId, kind, ip, detail }),

    /** Consent given by submitting a form that showed the notice: recorded with the version now in force. */
    async recordConsent(purpose: PrivacyPurpose, who: { userId: string } | { email: string }): Promise<void> {
      await repository.giveConsent({
        ...('userId' in who ? { userId: who.userId } : { userId: null, email: who.email }),
        purpose,
        noticeVersion: NOTICE_VERSION,
      });
    },

    consents: (user: { _id: string; email: string }) => consentList(user._id, user.email),

    async giveConsent(user: { _id: string; email: string }, purpose: PrivacyPurpose, ip: string): Promise<ConsentList> {
      await inTransaction(db, async (tx) => {
        await repository.giveConsent({ userId: user._id, purpose, noticeVersion: NOTICE_VERSION }, tx);
        await repository.logEvent({ userId: user._id, kind: 'consent-given', detail: purpose, ip }, tx);
      });
      return consentList(user._id, user.email);
    },

    async withdrawConsent(user: { _id: string; email: string }, purpose: PrivacyPurpose, ip: string): Promise<ConsentList> {
      await inTransaction(db, async (tx) => {
        await repository.withdrawConsent(user._id, user.email, purpose, tx);
        await repository.logEvent({ userId: user._id, kind: 'consent-withdrawn', detail: purpose, ip }, tx);
      });
      return consentList(user._id, user.email);
    },

    /** Everything held about the user, table by table, with what erasure would do to it. */
    async exportFor(user: { _id: string; email: string }, ip: string): Promise<MyData> {
      const subject = await subjectOf(user._id, user.email, db);
      await repository.logEvent({ userId: user._id, kind: 'data-exported', ip });
      const data: MyData['data'] = [];
      for (const holder of holders) {
        const rows = await holder.export(subject, db);
        for (const [table, about] of Object.entries(holder.tables)) data.push({ table, ...about, rows: rows[table] ?? [] });
      }
      return {
        exportedAt: new Date().toISOString(),
        noticeVersion: NOTICE_VERSION,
        user: { id: user._id, email: user.email },
        taxRecordsReason: TAX_RECORDS_REASON,
        data,
      };
    },

    /**
     * Erases the account in one transaction: every holder deletes or anonymises its rows, sessions go
     * (so the next request is signed out), and the confirmation mail is queued to the address the
     * account had. Refused with a wrong password, for an admin, or while an order or return is open.
     */
    async erase(userId: string, password: string, ip: string): Promise<ErasureResult> {
      const current = await account.lockAccount(userId, db);
      if (!current) throw new HttpError(401, 'Please log in again.');
      if (current.role === 'admin') throw new HttpError(403, PRIVACY_MESSAGES.adminCannotErase);
      if (!(await account.passwordMatches(current.passwordHash, password))) {
        await repository.logEvent({ userId, kind: 'erasure-refused', ip });
        throw new HttpError(400, PRIVACY_MESSAGES.wrongPassword);
      }
      const kept = holders.flatMap((holder) =>
        Object.entries(holder.tables)
          .filter(([, about]) => about.erasure !== 'deleted')
          .map(([table, about]) => ({ table, description: about.description, reason: about.reason })),
      );
      await inTransaction(db, async (tx) => {
        const locked = await account.lockAccount(userId, tx);
        if (!locked || locked.passwordHash !== current.passwordHash) throw new HttpError(409, 'Your account changed meanwhile. Please try again.');
        const subject = await subjectOf(userId, locked.email, tx);
        let open = 0;
        for (const holder of holders) open += (await holder.blocksErasure?.(subject, tx))?.count ?? 0;
        if (open > 0) throw new HttpError(409, PRIVACY_MESSAGES.openOrders(open));
        // What the processors hold is read before the rows that name it are emptied (DPDP Act 2023,
        // s. 8(7)(b): the shop causes its processors to erase; it cannot reach their systems itself).
        const requests: ProcessorRequest[] = [];
        for (const holder of holders) requests.push(...((await holder.processors?.(subject, tx)) ?? []));
        // The privacy module's own rows first: they are found by the e-mail the auth holder is about to empty.
        const leftFiles: string[] = [];
        for (const holder of [...holders].reverse()) leftFiles.push(...((await holder.erase(subject, tx))?.files ?? []));
        // The file store has no transaction: its files go once this one has committed, retried until they have.
        if (leftFiles.length) await jobs.enqueue({ kind: 'privacy-erase-files', payload: { keys: leftFiles }, dedupeKey: `erase-files:${userId}` }, tx);
        if (requests.length) await notifications.notify({ kind: 'account-erased', userId, requests: merged(requests) }, tx);
        await repository.logEvent({ userId, kind: 'account-erased', ip }, tx);
        await mail.send(accountErasedMail(locked.email, locked.name, TAX_RECORDS_REASON), tx, { dedupeKey: `account-erased:${userId}` });
      });
      return { message: PRIVACY_MESSAGES.erased, kept };
    },

    async fileGrievance(
      input: { name: string; email: string; category: GrievanceCategory; message: string },
      viewer: { _id: string } | undefined,
      ip: string,
    ): Promise<GrievanceReceipt> {
      const { count, retryAfterSeconds } = await limiter.hit(`grievance:ip:${ip}`, HOUR_SECONDS);
      if (count > GRIEVANCES_PER_HOUR) {
        throw new HttpError(429, 'You have filed several grievances in a short time. Please try again later.', { 'retry-after': String(retryAfterSeconds) });
      }
      const row = await inTransaction(db, async (tx) => {
        const filed = await repository.insertGrievance({ userId: viewer?._id ?? null, ...input }, tx);
        await mail.send(
          grievanceReceivedMail(filed.email, filed.name, { reference: filed.reference, dueOn: indianDate(filed.dueAt), officer: GRIEVANCE_OFFICER.name }),
          tx,
          {
            dedupeKey: `grievance-received:${filed.id}`,
          },
        );
        return filed;
      });
      return { reference: row.reference, dueAt: row.dueAt.toISOString(), message: PRIVACY_MESSAGES.grievanceReceived(row.reference) };
    },

    async grievances(status: GrievanceStatus | undefined) {
      const [rows, open] = await Promise.all([repository.listGrievances(status), repository.openGrievanceCount()]);
      return { grievances: rows.map(toAdminGrievance), open };
    },

    /** Answers once: the answer and its mail are written in one transaction; a second answer is refused. */
    async answerGrievance(actor: Actor, id: string, answer: string): Promise<AdminGrievance> {
      const row = await inTransaction(db, async (tx) => {
        const grievance = await repository.lockGrievance(id, tx);
        if (!grievance) throw new HttpError(404, PRIVACY_MESSAGES.grievanceNotFound);
        if (grievance.status === 'answered') throw new HttpError(409, PRIVACY_MESSAGES.grievanceAnswered);
        if (grievance.status === 'closed') throw new HttpError(409, PRIVACY_MESSAGES.grievanceClosed);
        const by = actor === 'command line' ? actor : actor.email;
        const answered = await repository.answerGrievance(id, answer, by, tx);
        await audit.record(
          actor,
          { action: 'grievance.answer', targetType: 'grievance', targetId: id, before: { status: 'open' }, after: { status: 'answered' } },
          tx,
        );
        await mail.send(
          grievanceAnswerMail(answered.email, answered.name, {
            reference: answered.reference,
            answer,
            officer: GRIEVANCE_OFFICER.name,
            officerTitle: GRIEVANCE_OFFICER.title,
          }),
          tx,
          { dedupeKey: `grievance-answer:${id}` },
        );
        return answered;
      });
      return toAdminGrievance(row);
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
