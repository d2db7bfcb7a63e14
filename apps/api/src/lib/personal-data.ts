import type { Database } from '../db/client';

/**
 * Whose personal data is being exported or erased: the account, its e-mail (contact messages and
 * grievances are filed by address), and the ids other tables hang on (collected first, from the
 * orders and checkouts holders, so payments, invoices and shipments can answer without reaching
 * into another module's tables).
 */
export interface DataSubject {
  userId: string;
  email: string;
  orderIds: string[];
  checkoutIds: string[];
  /**
   * The ids of the subject's other records, by the audit log's target type ('return', 'refund',
   * 'grievance', …): the audit holder exports every entry about any of them, or about the account,
   * its orders and checkouts.
   */
  records: Record<string, string[]>;
}

/**
 * What the shop must ask of a processor it shared the subject's data with, which it cannot erase
 * itself (DPDP Act 2023, s. 8(7)(b): the fiduciary causes its processors to erase): who, what, and the
 * processor's own references for it (payment ids, AWBs). Told to the shop when the erasure is done.
 */
export interface ProcessorRequest {
  processor: string;
  /** What to ask, in the shop's words, read before the ids: "erase the customer’s … on payments". */
  ask: string;
  ids: string[];
}

/** What an erasure leaves to do once its transaction has committed. */
export interface ErasureAftermath {
  /** Keys in the file store (photos) to delete: a file store has no transaction, so it follows the commit. */
  files?: string[];
}

/** What erasing an account does to one table's rows about the user. */
export interface TableErasure {
  /** In plain words, for the export and the "My data" page. */
  description: string;
  erasure: 'deleted' | 'anonymised' | 'kept';
  /** Why it is kept, or what stays of it. */
  reason: string;
}

/**
 * A module's answer for the personal data in its tables (DPDP Act 2023, ss. 11-12): each module that
 * owns a table holding data about a customer exports one of these from its entry, and the privacy
 * module walks them all. A table about customers that no holder names fails privacy.test.ts, so a new
 * table cannot be forgotten by the export or the erasure.
 */
export interface PersonalDataHolder {
  /** The owning module (modules/<module>). */
  module: string;
  /** Every table of the module that holds data about a customer, and what erasure does with it. */
  tables: Record<string, TableErasure>;
  /**
   * Ids other holders need (orders, checkouts) and the ids of its records the audit log may name,
   * read before any export or erasure; it is given the subject as the holders before it made it.
   */
  keys?(subject: DataSubject, tx: Database): Promise<Partial<Pick<DataSubject, 'orderIds' | 'checkoutIds' | 'records'>>>;
  /** Everything in these tables about the subject, JSON-ready, keyed by table name. */
  export(subject: DataSubject, tx: Database): Promise<Record<string, Array<Record<string, unknown>>>>;
  /**
   * Why the account cannot be erased yet (an order on its way), or undefined. Asked in the erasure's
   * transaction, after the user's row is locked.
   */
  blocksErasure?(subject: DataSubject, tx: Database): Promise<{ count: number } | undefined>;
  /** Removes or anonymises the subject's rows, in the erasure's one transaction; files to delete after it. */
  erase(subject: DataSubject, tx: Database): Promise<void | ErasureAftermath>;
  /** What the shop must ask of the processors this module shared the subject's data with; asked before `erase`. */
  processors?(subject: DataSubject, tx: Database): Promise<ProcessorRequest[]>;
  /** Retention: removes what is past its purpose at `now`; rows touched per table. */
  expire?(now: Date, tx: Database): Promise<Record<string, number>>;
}

/**
 * Razorpay holds, on each payment, the name, e-mail and phone given on its page and the card, UPI or
 * bank used. Asked by the payments holder (captured payments) and the checkout one (payments held, never
 * captured); the privacy module merges the two into one request. Payment aggregators keep transaction
 * records as the RBI requires: only the rest can go.
 */
export const RAZORPAY_ERASURE = {
  processor: 'Razorpay',
  ask: 'erase the customer’s name, e-mail, phone and payment details, keeping only what the RBI requires, on payments',
} as const;

/** What an erased customer's name becomes wherever it stays (orders, reviews, the shop's notifications, the users row). */
export const ERASED_NAME = 'Erased customer';

/** Dates as ISO strings, so rows read from the database are JSON as they are exported. */
export function exportRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
}
