import { z } from 'zod';
import {
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  PRODUCT_CATEGORIES,
} from './constants';
import { MESSAGES } from './errors';
import { idParamsSchema } from './ids';

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);

/** A product as the API sends it (SPEC §3), plus `featured`. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  category: productCategorySchema,
  price: z.number().int(),
  originalPrice: z.number().int(),
  hasOffer: z.boolean(),
  stock: z.number().int(),
  images: z.array(z.string()),
  ratings: z.object({ average: z.number(), count: z.number().int() }),
  specifications: z.record(z.string(), z.string()),
  warranty: z.string(),
  featured: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** Query values arrive as strings; an empty value means "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const positiveInt = (name: string, max?: number) => {
  let schema = z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be 1 or more`);
  if (max !== undefined) schema = schema.max(max, `${name} must be at most ${max}`);
  return z.preprocess(blankToUndefined, schema.optional());
};

export const productListQuerySchema = z.object({
  search: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`)
      .optional(),
  ),
  category: z.preprocess(
    blankToUndefined,
    z
      .enum(['all', ...PRODUCT_CATEGORIES], {
        error: `category must be one of all, ${PRODUCT_CATEGORIES.join(', ')}`,
      })
      .optional(),
  ),
  page: positiveInt('page'),
  limit: positiveInt('limit', MAX_PAGE_SIZE),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** `/api/products/:id`: a malformed id answers like an unknown one. */
export const productIdParamsSchema = idParamsSchema(MESSAGES.productNotFound);

const whole = (name: string, max: number) =>
  z.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).min(0, `${name} must be 0 or more`).max(max, `${name} must be at most ${max}`);
const text = (name: string, max: number) =>
  z.string({ error: `${name} must be text` }).trim().min(1, `${name} is required`).max(max, `${name} must be at most ${max} characters`);

/** PATCH /api/admin/products/:id: the fields an admin edits; only those given change, nothing else is accepted. */
export const productUpdateSchema = z
  .object({
    name: text('name', 200),
    description: text('description', 5000),
    brand: text('brand', 100),
    price: whole('price', 10_000_000),
    originalPrice: whole('originalPrice', 10_000_000),
    stock: whole('stock', 1_000_000),
    warranty: text('warranty', 100),
    featured: z.boolean({ error: 'featured must be true or false' }),
  })
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to change: send at least one field' });
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
