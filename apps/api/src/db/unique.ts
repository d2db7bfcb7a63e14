import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Whether a write was refused by this unique constraint or index (PostgreSQL's 23505, from the driver or
 * in Drizzle's error around it): the database settling two writers at once, which the caller answers 409.
 */
export function violatesUnique(error: unknown, constraint: string): boolean {
  const cause = (error instanceof DrizzleQueryError ? error.cause : error) as { code?: unknown; constraint?: unknown } | undefined;
  return cause?.code === '23505' && cause.constraint === constraint;
}
