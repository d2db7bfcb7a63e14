import { z } from 'zod';
import {
  GRAPHICS,
  PROCESSOR_CHOICES,
  PRODUCT_FILTERS,
  PRODUCT_SORTS,
  RAM_SIZES_GB,
  SCREEN_BANDS,
  STORAGE_SIZES_GB,
  type ProductFilter,
  type ScreenBand,
} from './catalogue-choices';
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, PRODUCT_CATEGORIES } from './constants';

/**
 * Finding a product (issue 24): the filters, sorts and facets of GET /api/products beside the SPEC's
 * search, category and paging, and the header's suggestions (GET /api/search/suggest). Several values
 * of one filter are OR, different filters AND; prices are rupees with GST, as shown.
 */

/** Query values arrive as strings; an empty value means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** A repeatable parameter: one value arrives as a string, several as a list; blanks are dropped. */
const toList = (value: unknown) => {
  const list = (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item) => !(typeof item === 'string' && item.trim() === ''));
  return list.length === 0 ? undefined : list;
};
const MAX_FILTER_VALUES = 20;
const repeatable = <T extends z.ZodType>(name: string, item: T) =>
  z.preprocess(toList, z.array(item).max(MAX_FILTER_VALUES, `${name} has at most ${MAX_FILTER_VALUES} values`).optional());

const positiveInt = (name: string, max?: number) => {
  let schema = z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be 1 or more`);
  if (max !== undefined) schema = schema.max(max, `${name} must be at most ${max}`);
  return z.preprocess(blankToUndefined, schema.optional());
};
const rupeeBound = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a number of rupees` })
      .int(`${name} must be a whole number of rupees`)
      .min(0, `${name} must be 0 or more`)
      .max(100_000_000, `${name} must be at most 100000000`)
      .optional(),
  );
const oneOfNumbers = (name: string, values: readonly number[]) =>
  z.coerce.number({ error: `${name} must be a number` }).refine((value) => values.includes(value), `${name} must be one of ${values.join(', ')}`);

export const productListQuerySchema = z
  .object({
    search: z.preprocess(blankToUndefined, z.string().trim().max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`).optional()),
    category: z.preprocess(
      blankToUndefined,
      z.enum(['all', ...PRODUCT_CATEGORIES], { error: `category must be one of all, ${PRODUCT_CATEGORIES.join(', ')}` }).optional(),
    ),
    page: positiveInt('page'),
    limit: positiveInt('limit', MAX_PAGE_SIZE),
    brand: repeatable('brand', z.string().trim().min(1).max(100, 'brand must be at most 100 characters')),
    processor: repeatable(
      'processor',
      z
        .string()
        .refine((value) => PROCESSOR_CHOICES.some((choice) => choice.value === value), 'processor must be a processor family such as Core i5 or Ryzen 7'),
    ),
    ram: repeatable('ram', oneOfNumbers('ram', RAM_SIZES_GB)),
    storage: repeatable('storage', oneOfNumbers('storage', STORAGE_SIZES_GB)),
    screen: repeatable(
      'screen',
      z.enum(SCREEN_BANDS.map((band) => band.value) as [ScreenBand, ...ScreenBand[]], {
        error: `screen must be one of ${SCREEN_BANDS.map((band) => band.value).join(', ')}`,
      }),
    ),
    graphics: repeatable('graphics', z.enum(GRAPHICS, { error: `graphics must be one of ${GRAPHICS.join(', ')}` })),
    minPrice: rupeeBound('minPrice'),
    maxPrice: rupeeBound('maxPrice'),
    inStock: z
      .preprocess(blankToUndefined, z.enum(['true', 'false'], { error: 'inStock must be true or false' }).optional())
      .transform((value) => value === 'true'),
    sort: z.preprocess(blankToUndefined, z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }).optional()),
    /** true: the search's words as typed, no spelling corrected ("Search instead for …" after a didYouMean). */
    exact: z
      .preprocess(blankToUndefined, z.enum(['true', 'false'], { error: 'exact must be true or false' }).optional())
      .transform((value) => value === 'true'),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    path: ['maxPrice'],
    message: 'maxPrice must be at least minPrice',
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** One value a filter can take, and how many products the shopper would see by adding it. */
export const facetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValueSchema>;
export const facetsSchema = z.object(
  Object.fromEntries(PRODUCT_FILTERS.map((filter) => [filter, z.array(facetValueSchema)])) as Record<ProductFilter, z.ZodArray<typeof facetValueSchema>>,
);
export type Facets = z.infer<typeof facetsSchema>;

/** The search box's budget understood as a price filter (shown as a removable chip), and the words left. */
export const appliedFiltersSchema = z.object({
  minPrice: z.number().int().optional(),
  maxPrice: z.number().int().optional(),
  /** The words searched for once the budget phrase is taken out. */
  search: z.string().optional(),
});
export type AppliedFilters = z.infer<typeof appliedFiltersSchema>;

export const suggestQuerySchema = z.object({
  q: z.preprocess(
    (value) => (value === undefined ? '' : value),
    z.string({ error: 'q must be text' }).trim().max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`),
  ),
});
export const SUGGEST_LIMITS = { products: 6, brands: 4, categories: 3 } as const;
export const suggestResponseSchema = z.object({
  products: z.array(z.object({ _id: z.string(), name: z.string(), image: z.string(), priceInclGst: z.number().int() })),
  brands: z.array(z.string()),
  categories: z.array(z.enum(PRODUCT_CATEGORIES)),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
