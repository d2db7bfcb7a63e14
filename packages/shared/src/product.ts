import { z } from 'zod';
import { accessoryAttributesSchema, laptopAttributesSchema } from './attributes';
import { appliedFiltersSchema, facetsSchema } from './catalogue-query';
import { LOW_STOCK_THRESHOLD, PRODUCT_CATEGORIES, type ProductCategory } from './constants';
import { MESSAGES } from './errors';
import { HSN_MESSAGE, HSN_PATTERN } from './hsn';
import { idParamsSchema } from './ids';

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);

/** A product as the API sends it (SPEC §3), plus `featured`. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  category: productCategorySchema,
  /** SPEC §3: one unit's price before GST (its taxable value), rupees with paise. */
  price: z.number(),
  /** The MRP before GST on the same basis, or the price when there is no MRP. */
  originalPrice: z.number(),
  /** An MRP above the price. */
  hasOffer: z.boolean(),
  /** What one unit costs, GST included: the figure shown large and charged (whole rupees). */
  priceInclGst: z.number().int(),
  /** Maximum retail price, inclusive of all taxes, or null when the shop has not given one. */
  mrp: z.number().int().nullable(),
  /** Whole percent off the MRP, rounded down; 0 without an MRP. */
  discountPercent: z.number().int(),
  /** Typed specifications (laptops and accessories); null for the other categories or when not filled in. */
  attributes: z.union([laptopAttributesSchema, accessoryAttributesSchema]).nullable(),
  stock: z.number().int(),
  images: z.array(z.string()),
  ratings: z.object({ average: z.number(), count: z.number().int() }),
  specifications: z.record(z.string(), z.string()),
  warranty: z.string(),
  featured: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  /** Each filter's values with their counts (issue 24); absent from the SPEC's plain pages served from the cache. */
  facets: facetsSchema.optional(),
  /** The cheapest and dearest price (with GST) among the products matching everything but the price filter. */
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable().optional(),
  /** What the search box's words were understood as (a budget phrase becomes a price filter). */
  appliedFilters: appliedFiltersSchema.optional(),
  /** A corrected spelling of the search, from the catalogue's own words, when the words given were misspelt. */
  didYouMean: z.string().optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** `/api/products/:id`: a malformed id answers like an unknown one. */
export const productIdParamsSchema = idParamsSchema(MESSAGES.productNotFound);

const whole = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be 0 or more`)
    .max(max, `${name} must be at most ${max}`);
const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/** A whole number from 1, or null: a packed weight or side the product may leave to its category's default. */
const positiveOrNull = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`)
    .nullable();

/** The shop's stock-keeping code: capitals, digits and hyphens, as printed on labels (SKU-00042, DELL-INS-3520). */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,39}$/;
export const SKU_MESSAGE = 'SKU must be 2 to 40 capital letters, digits or hyphens';
const skuSchema = z.string({ error: SKU_MESSAGE }).trim().toUpperCase().regex(SKU_PATTERN, SKU_MESSAGE);

/** The box's three sides, each in whole cm, all given or none (none: the category's box). */
export const BOX_SIDES = ['lengthCm', 'breadthCm', 'heightCm'] as const;

const PRODUCT_LIMITS_IMAGES = 8;
export const PRODUCT_LIMITS = { specifications: 40, specificationKey: 60, specificationValue: 300, images: PRODUCT_LIMITS_IMAGES } as const;

export const PRODUCT_MESSAGES = {
  mrpBelowPrice: 'MRP must be at least the selling price (both include GST)',
  attributesNotForCategory: 'Only laptops and accessories have typed specifications',
  nothingToChange: 'Nothing to change: send at least one field',
  imagePath: 'images must be pictures uploaded to the shop (paths starting with /images/ or /uploads/)',
  stockBelowZero: (stock: number) => `Stock cannot go below 0: there are ${stock} in stock`,
  changeZero: 'change must not be 0',
  reasonRequired: 'Please give a reason for the stock change',
  orderedCannotDelete: 'This product has been ordered, so it cannot be deleted: hide it instead',
  /** A product the shop shows must have a picture: refused on create and edit. */
  visibleNeedsImage: 'Add at least one picture before showing this product in the shop (or keep it hidden)',
  /** Removing the last picture of a product the shop shows. */
  lastImageOfVisible: 'A product shown in the shop needs at least one picture: hide it first, or add another picture',
  tooManyImages: `A product has at most ${PRODUCT_LIMITS_IMAGES} images: remove one first`,
  imageGone: 'That picture is no longer on this product: its pictures have been reloaded',
  skuTaken: 'Another product already has this SKU',
  /** Under the side left blank: half a box cannot be packed. */
  boxAllOrNone: "Give the box's length, breadth and height, or leave all three blank for its category's usual box",
} as const;

/** The sides of a box given in part (some set, some null): where boxAllOrNone goes; empty when whole or none. */
export function boxSidesMissing(box: Record<(typeof BOX_SIDES)[number], number | null | undefined>): Array<(typeof BOX_SIDES)[number]> {
  const blank = BOX_SIDES.filter((side) => box[side] === null || box[side] === undefined);
  return blank.length === BOX_SIDES.length ? [] : blank;
}

/** One specification's name and value; the admin form checks its rows with these too. */
export const specificationNameSchema = z
  .string()
  .trim()
  .min(1, 'A specification needs a name')
  .max(PRODUCT_LIMITS.specificationKey, `Specification names must be at most ${PRODUCT_LIMITS.specificationKey} characters`);
export const specificationValueSchema = z
  .string({ error: 'Specification values must be text' })
  .trim()
  .min(1, 'A specification needs a value')
  .max(PRODUCT_LIMITS.specificationValue, `Specification values must be at most ${PRODUCT_LIMITS.specificationValue} characters`);

/** Specifications as key/value rows, in the order the shop wrote them. */
const specificationsSchema = z
  .record(specificationNameSchema, specificationValueSchema)
  .refine((specs) => Object.keys(specs).length <= PRODUCT_LIMITS.specifications, `At most ${PRODUCT_LIMITS.specifications} specifications`);

/** Only the shop's own pictures: the page's security policy shows nothing from elsewhere anyway. */
const imagesSchema = z
  .array(
    z
      .string()
      .regex(/^\/(images|uploads)\/[A-Za-z0-9._/-]{1,200}$/, PRODUCT_MESSAGES.imagePath)
      .refine((path) => !path.includes('..'), PRODUCT_MESSAGES.imagePath),
    { error: 'images must be a list' },
  )
  .max(PRODUCT_LIMITS.images, `At most ${PRODUCT_LIMITS.images} images`);

const productFields = z.object({
  name: text('name', 200),
  description: text('description', 5000),
  brand: text('brand', 100),
  category: z.enum(PRODUCT_CATEGORIES, { error: `category must be one of ${PRODUCT_CATEGORIES.join(', ')}` }),
  /** What one unit sells for, GST included, whole rupees. */
  priceInclGst: whole('priceInclGst', 10_000_000),
  /** Maximum retail price (inclusive of all taxes), or null for none. */
  mrp: whole('mrp', 10_000_000).nullable(),
  /** Typed specifications: checked against the category's schema (laptopAttributesSchema, accessoryAttributesSchema). */
  attributes: z.record(z.string(), z.unknown(), { error: 'attributes must be an object' }).nullable(),
  stock: whole('stock', 1_000_000),
  /** At or below this many in stock the shop is alerted (once each time a sale takes it there) and the dashboard lists it. */
  lowStockThreshold: whole('lowStockThreshold', 1_000_000),
  warranty: text('warranty', 100),
  /** Printed on GST invoices; a new product without one gets its category's (defaultHsn). */
  hsn: z.string({ error: HSN_MESSAGE }).trim().regex(HSN_PATTERN, HSN_MESSAGE),
  featured: z.boolean({ error: 'featured must be true or false' }),
  /** Each unit sold gets a serial number before it leaves; a new product without it: laptops yes, others no. */
  serialised: z.boolean({ error: 'serialised must be true or false' }),
  specifications: specificationsSchema,
  images: imagesSchema,
  /** Off the storefront (kept for its orders); shown again with false. */
  hidden: z.boolean({ error: 'hidden must be true or false' }),
  /** Printed on labels and packing lists; a new product without one is numbered (SKU-00042). */
  sku: skuSchema,
  /** One packed unit, in grams and whole cm; null takes the category's default (defaultPackedSize). */
  weightGrams: positiveOrNull('weightGrams', 100_000),
  lengthCm: positiveOrNull('lengthCm', 300),
  breadthCm: positiveOrNull('breadthCm', 300),
  heightCm: positiveOrNull('heightCm', 300),
});

/** POST /api/admin/products: a new product, every field but images and specifications required. */
export const productCreateSchema = productFields
  .extend({
    specifications: specificationsSchema.default({}),
    images: imagesSchema.default([]),
    featured: productFields.shape.featured.default(false),
    hidden: productFields.shape.hidden.default(false),
    lowStockThreshold: productFields.shape.lowStockThreshold.default(LOW_STOCK_THRESHOLD),
    hsn: productFields.shape.hsn.optional(),
    mrp: productFields.shape.mrp.default(null),
    attributes: productFields.shape.attributes.default(null),
    sku: productFields.shape.sku.optional(),
    serialised: productFields.shape.serialised.optional(),
    weightGrams: productFields.shape.weightGrams.default(null),
    lengthCm: productFields.shape.lengthCm.default(null),
    breadthCm: productFields.shape.breadthCm.default(null),
    heightCm: productFields.shape.heightCm.default(null),
  })
  .strict()
  .superRefine((product, context) => {
    if (product.mrp !== null && product.mrp < product.priceInclGst)
      context.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.mrpBelowPrice, path: ['mrp'] });
    const blankSide = boxSidesMissing(product)[0];
    if (blankSide) context.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.boxAllOrNone, path: [blankSide] });
    // Under the attribute it is about (attributes.ramGb), so a form can show it by its control.
    const problem = attributesIssue(product.category, product.attributes);
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: ['attributes', ...problem.path] });
  });
export type ProductCreate = z.infer<typeof productCreateSchema>;

export type ProductAttributes = NonNullable<Product['attributes']>;

/** The typed specifications' schema of a category, or undefined for a category without them. */
export function attributesSchemaOf(category: ProductCategory) {
  return category === 'laptop' ? laptopAttributesSchema : category === 'accessories' ? accessoryAttributesSchema : undefined;
}

/** Why these attributes do not fit the category (the first problem, worded for the admin), or undefined when they do. */
export function attributesProblem(category: ProductCategory, attributes: Record<string, unknown> | null): string | undefined {
  return attributesIssue(category, attributes)?.message;
}

/** The first problem with these attributes and the attribute it is about (empty for the whole), or undefined. */
export function attributesIssue(category: ProductCategory, attributes: Record<string, unknown> | null): { message: string; path: PropertyKey[] } | undefined {
  if (attributes === null) return undefined;
  const schema = attributesSchemaOf(category);
  if (!schema) return { message: PRODUCT_MESSAGES.attributesNotForCategory, path: [] };
  const parsed = schema.strict().safeParse(attributes);
  return parsed.success ? undefined : { message: parsed.error.issues[0]!.message, path: parsed.error.issues[0]!.path };
}

/** PATCH /api/admin/products/:id: the fields an admin edits; only those given change, nothing else is accepted. */
export const productUpdateSchema = productFields
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, { message: PRODUCT_MESSAGES.nothingToChange });
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/**
 * PATCH /api/admin/products/:id/images: one picture removed or made the main one, by its path, on
 * the list as stored. Not a whole new list, which from a page showing an older one would undo
 * another admin's upload or removal made meanwhile.
 */
export const productImageChangeSchema = z
  .object({
    action: z.enum(['remove', 'main'], { error: 'action must be remove or main' }),
    image: imagesSchema.element,
  })
  .strict();
export type ProductImageChange = z.infer<typeof productImageChangeSchema>;

/** POST /api/admin/products/:id/stock: stock in or out (a delivery, a breakage, a count), with why. */
export const stockAdjustmentSchema = z
  .object({
    change: z
      .number({ error: 'change must be a number' })
      .int('change must be a whole number')
      .min(-1_000_000, 'change must be at least -1000000')
      .max(1_000_000, 'change must be at most 1000000')
      .refine((change) => change !== 0, PRODUCT_MESSAGES.changeZero),
    reason: z
      .string({ error: PRODUCT_MESSAGES.reasonRequired })
      .trim()
      .min(3, PRODUCT_MESSAGES.reasonRequired)
      .max(200, 'reason must be at most 200 characters'),
  })
  .strict();
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;
