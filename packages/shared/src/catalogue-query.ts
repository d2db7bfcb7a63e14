import { z } from 'zod';
import { GRAPHICS, PROCESSOR_FAMILIES, RAM_SIZES_GB, STORAGE_SIZES_GB, type ProcessorBrand } from './attributes';
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, PRODUCT_CATEGORIES } from './constants';

/**
 * Finding a product (issue 24): the filters, sorts and facets of GET /api/products beside the SPEC's
 * search, category and paging, and the header's suggestions (GET /api/search/suggest). Several values
 * of one filter are OR, different filters AND; prices are rupees with GST, as shown.
 */

export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'discount', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest first',
  discount: 'Discount',
  rating: 'Customer rating',
};

/** Screen sizes as shoppers pick them: a band of inches each (min inclusive, max exclusive). */
export const SCREEN_BANDS = [
  { value: 'under-14', label: 'Under 14″', min: 0, max: 14 },
  { value: '14', label: '14″ to 14.9″', min: 14, max: 15 },
  { value: '15', label: '15″ to 15.9″', min: 15, max: 16 },
  { value: '16', label: '16″ to 16.9″', min: 16, max: 17 },
  { value: '17-plus', label: '17″ and above', min: 17, max: 100 },
] as const;
export type ScreenBand = (typeof SCREEN_BANDS)[number]['value'];

/** The processor filter's values: a family ("Core i5", "Ryzen 7", "M3"), unique across makers. */
export const PROCESSOR_CHOICES = (Object.entries(PROCESSOR_FAMILIES) as Array<[ProcessorBrand, readonly string[]]>).flatMap(([brand, families]) =>
  families.map((family) => ({ value: family, label: brand === 'Apple' ? `Apple ${family}` : `${brand} ${family}` })),
);

/** The filters of GET /api/products, in the order the filter panel shows them. */
export const PRODUCT_FILTERS = ['brand', 'processor', 'ram', 'storage', 'screen', 'graphics'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];
export const FILTER_LABELS: Record<ProductFilter, string> = {
  brand: 'Brand',
  processor: 'Processor',
  ram: 'RAM',
  storage: 'Storage',
  screen: 'Screen size',
  graphics: 'Graphics',
};

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

/** Most products side by side on /compare. */
export const MAX_COMPARE = 4;
