import { z } from 'zod';

/** Admin console (issue 11): what both the server and the admin pages agree on. */

export const AUDIT_PAGE_SIZE = 50;

/** One admin change: who, what, when, and for status and stock the value before and after. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  /** The admin's e-mail when it was made, or 'command line'. */
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be 1 or more').max(10_000, 'page must be at most 10000').default(1),
  targetType: z.string().max(40, 'targetType must be at most 40 characters').optional(),
  targetId: z.string().max(100, 'targetId must be at most 100 characters').optional(),
});

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number(), totalPages: z.number(), page: z.number() });
export type AuditPage = z.infer<typeof auditPageSchema>;
