import { z } from 'zod';

/** One problem of a rejected request body: the field's path ("personalInfo.address.pincode") and its message. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every error answer. A request that fails validation also lists its problems field by field
 * (`errors`), so a form can put each message under its field; `message` joins them for a toast.
 */
export const errorResponseSchema = z.object({ message: z.string(), errors: z.array(fieldErrorSchema).optional() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A route's error answers by status, each `{ message }`: `response: { 200: answer, ...errorResponses(400, 404) }`. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes): { [Code in Codes[number]]: typeof errorResponseSchema } {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as { [Code in Codes[number]]: typeof errorResponseSchema };
}

export const MESSAGES = {
  productNotFound: 'Product not found',
  routeNotFound: 'Not found',
  internal: 'Internal server error',
  invalidJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large (at most 1 MiB)',
  databaseDown: 'Database unavailable',
  shuttingDown: 'Shutting down',
  /** A request that failed because the database could not be reached; it may be tried again shortly. */
  serviceUnavailable: 'We are having trouble reaching our systems. Please try again in a few seconds.',
} as const;
