import { z } from 'zod';

/** Every record id is a UUID (PostgreSQL `uuid`); anything else names nothing. */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isId = (value: string): boolean => ID_PATTERN.test(value);

/**
 * Marks an issue the server answers 404 with its message, not 400: a value that cannot be an id
 * names no record, exactly like an unknown id, so nobody learns more from a malformed one.
 */
export const NOT_FOUND_ISSUE = { notFound: true } as const;

/** Route params `{ id }` of a record type: a malformed id gets the same 404 `message` as an unknown one. */
export const idParamsSchema = (notFoundMessage: string) => z.object({ id: z.string().refine(isId, { message: notFoundMessage, params: NOT_FOUND_ISSUE }) });
