import { z } from 'zod';

/** Every error the API answers has this body; the UI shows `message`. */
export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const MESSAGES = {
  productNotFound: 'Product not found',
  routeNotFound: 'Not found',
  internal: 'Internal server error',
  invalidJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large (at most 1 MiB)',
  databaseDown: 'Database unavailable',
} as const;
