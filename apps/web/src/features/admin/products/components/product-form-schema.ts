import {
  attributesSchemaOf,
  boxSidesMissing,
  LOW_STOCK_THRESHOLD,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  productCreateSchema,
  specificationNameSchema,
  specificationValueSchema,
  type AdminProduct,
  type ProductCategory,
} from '@store/shared';
import { z } from 'zod';

/** A laptop's typed specifications as the form's controls hold them: '' for not chosen. */
export interface LaptopAttributeValues {
  processorBrand: string;
  processorFamily: string;
  ramGb: string;
  storageGb: string;
  storageType: string;
  screenInches: string;
  graphics: string;
  os: string;
  weightKg: string;
}

/** An accessory's typed specifications as the form's controls hold them. */
export interface AccessoryAttributeValues {
  type: string;
  connectivity: string;
}

/** What the form's controls hold: numbers as typed, specifications as rows (useFieldArray wants objects). */
export interface ProductFormValues {
  name: string;
  brand: string;
  category: ProductCategory | '';
  description: string;
  /** The selling price with GST, whole rupees: what shoppers see and pay. */
  priceInclGst: string;
  /** Blank when the shop gives no MRP (then no discount is shown). */
  mrp: string;
  stock: string;
  /** At or below this stock the shop is alerted and the dashboard lists it. */
  lowStockThreshold: string;
  warranty: string;
  /** Blank on a new product: the server gives its category's usual code. */
  hsn: string;
  /** Blank on a new product: the shop numbers it (SKU-00042). */
  sku: string;
  /** One packed unit in grams and its box in cm: blank is the category's usual (defaultPackedSize). */
  weightGrams: string;
  lengthCm: string;
  breadthCm: string;
  heightCm: string;
  featured: boolean;
  /** Each unit sold gets a serial number before it ships: ticked for a laptop unless the shop unticks it. */
  serialised: boolean;
  specifications: { name: string; value: string }[];
  /** Both kinds are kept while the category changes, so switching back loses nothing; only the category's own is sent. */
  attributes: { laptop: LaptopAttributeValues; accessory: AccessoryAttributeValues };
}

/**
 * The shared rules name the API's fields ("priceInclGst must be a whole number"); under the form's
 * controls they read in the labels' words.
 */
export function inAdminWords(message: string): string {
  return message
    .replace(/^priceInclGst\b/, 'Selling price')
    .replace(/^mrp\b/, 'MRP')
    .replace(/^(weightGrams|lengthCm|breadthCm|heightCm)\b/, (field) => PACKED_SIZE_LABELS[field as keyof typeof PACKED_SIZE_LABELS]);
}

export const SPECIFICATION_NAME_TAKEN = 'Each specification needs its own name';

/** Which group of typed specifications a category has, if any. */
export type AttributeGroup = 'laptop' | 'accessory';
export const attributeGroupOf = (category: string): AttributeGroup | undefined =>
  category === 'laptop' ? 'laptop' : category === 'accessories' ? 'accessory' : undefined;

/** Each typed specification: its label, whether it is a number, and what is said when it alone is left blank. */
export const ATTRIBUTE_FIELDS = {
  laptop: [
    { key: 'processorBrand', label: 'Processor brand', numeric: false },
    { key: 'processorFamily', label: 'Processor family', numeric: false },
    { key: 'ramGb', label: 'RAM', numeric: true },
    { key: 'storageGb', label: 'Storage', numeric: true },
    { key: 'storageType', label: 'Storage type', numeric: false },
    { key: 'screenInches', label: 'Screen size (inches)', numeric: true },
    { key: 'graphics', label: 'Graphics', numeric: false },
    { key: 'os', label: 'Operating system', numeric: false },
    { key: 'weightKg', label: 'Weight (kg)', numeric: true },
  ],
  accessory: [
    { key: 'type', label: 'Accessory type', numeric: false },
    { key: 'connectivity', label: 'Connectivity', numeric: false },
  ],
} as const satisfies {
  laptop: readonly { key: keyof LaptopAttributeValues; label: string; numeric: boolean }[];
  accessory: readonly { key: keyof AccessoryAttributeValues; label: string; numeric: boolean }[];
};

export const ATTRIBUTES_ALL_OR_NONE = 'Required once any of these is filled in';

const EMPTY_LAPTOP: LaptopAttributeValues = {
  processorBrand: '',
  processorFamily: '',
  ramGb: '',
  storageGb: '',
  storageType: '',
  screenInches: '',
  graphics: '',
  os: '',
  weightKg: '',
};
const EMPTY_ACCESSORY: AccessoryAttributeValues = { type: '', connectivity: '' };

interface AttributesResult {
  /** The body's `attributes`: null when the category has none or none were filled in. */
  value: Record<string, unknown> | null;
  /** Problems at the form's paths (`attributes.laptop.ramGb`). */
  issues: { path: (string | number)[]; message: string }[];
}

/**
 * The category's typed specifications as the API takes them, checked by the shared schema the server
 * uses (attributesSchemaOf): all blank is none (null); some blank is a problem at each blank one.
 */
export function attributesOf(category: string, attributes: ProductFormValues['attributes']): AttributesResult {
  const group = attributeGroupOf(category);
  const schema = attributesSchemaOf(category as ProductCategory);
  if (!group || !schema) return { value: null, issues: [] };
  const typed = attributes[group] as unknown as Record<string, string>;
  const fields = ATTRIBUTE_FIELDS[group];
  const blank = fields.filter(({ key }) => (typed[key] ?? '').trim() === '');
  if (blank.length === fields.length) return { value: null, issues: [] };
  if (blank.length > 0) {
    return { value: null, issues: blank.map(({ key }) => ({ path: ['attributes', group, key], message: ATTRIBUTES_ALL_OR_NONE })) };
  }
  const value = Object.fromEntries(fields.map(({ key, numeric }) => [key, numeric ? Number(typed[key]) : typed[key]]));
  const parsed = schema.strict().safeParse(value);
  if (parsed.success) return { value, issues: [] };
  return {
    value: null,
    issues: parsed.error.issues.map((issue) => ({
      path: ['attributes', group, ...(issue.path.length > 0 ? [String(issue.path[0])] : [])],
      message: issue.message,
    })),
  };
}

const fields = productCreateSchema.shape;

/** A typed number: blank is "not given", so the field's own "must be a number" message shows. */
const typedNumber = (value: unknown) => (typeof value !== 'string' ? value : value.trim() === '' ? undefined : Number(value));
/** A typed number where blank means "the category's usual": null. */
const typedOrNull = (value: unknown) => (typeof value !== 'string' ? value : value.trim() === '' ? null : Number(value));
/** Blank text as not given. */
const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The packed-size fields' labels, in the admin's words for the shared rules' messages ("weightGrams must be …"). */
export const PACKED_SIZE_LABELS = { weightGrams: 'Weight', lengthCm: 'Length', breadthCm: 'Breadth', heightCm: 'Height' } as const;

const attributeText = z.string();

/**
 * The form's values checked by the same rules as POST /api/admin/products (each field's schema is the
 * shared one), then shaped as its body: the rows become the specifications' map, in their order, and the
 * category's typed specifications its `attributes`.
 */
export const productFormSchema = z
  .object({
    name: fields.name,
    brand: fields.brand,
    category: fields.category,
    description: fields.description,
    priceInclGst: z.preprocess(typedNumber, fields.priceInclGst),
    // Blank is no MRP: the shared default (null).
    mrp: z.preprocess(typedNumber, fields.mrp),
    stock: z.preprocess(typedNumber, fields.stock),
    lowStockThreshold: z.preprocess(typedNumber, fields.lowStockThreshold),
    warranty: fields.warranty,
    hsn: z.preprocess(blankAsUndefined, fields.hsn),
    sku: z.preprocess(blankAsUndefined, fields.sku),
    weightGrams: z.preprocess(typedOrNull, fields.weightGrams),
    lengthCm: z.preprocess(typedOrNull, fields.lengthCm),
    breadthCm: z.preprocess(typedOrNull, fields.breadthCm),
    heightCm: z.preprocess(typedOrNull, fields.heightCm),
    featured: z.boolean(),
    serialised: z.boolean(),
    specifications: z
      .array(z.object({ name: specificationNameSchema, value: specificationValueSchema }))
      .max(PRODUCT_LIMITS.specifications, `At most ${PRODUCT_LIMITS.specifications} specifications`)
      .superRefine((rows, context) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          const name = row.name.toLowerCase();
          if (seen.has(name)) context.addIssue({ code: 'custom', message: SPECIFICATION_NAME_TAKEN, path: [index, 'name'] });
          seen.add(name);
        });
      }),
    attributes: z.object({
      laptop: z.object(
        Object.fromEntries(ATTRIBUTE_FIELDS.laptop.map(({ key }) => [key, attributeText])) as Record<keyof LaptopAttributeValues, typeof attributeText>,
      ),
      accessory: z.object({ type: attributeText, connectivity: attributeText }),
    }),
  })
  .superRefine(
    (product, context) => {
      // Run beside the fields' own problems (an admin sees them all at once), so each value is checked before it is used.
      const { priceInclGst, mrp } = product as { priceInclGst: unknown; mrp: unknown };
      if (typeof priceInclGst === 'number' && typeof mrp === 'number' && mrp < priceInclGst) {
        context.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.mrpBelowPrice, path: ['mrp'] });
      }
      // Under each side left blank of a box given in part.
      const box = product as unknown as Record<'lengthCm' | 'breadthCm' | 'heightCm', number | null | undefined>;
      for (const side of boxSidesMissing(box)) context.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.boxAllOrNone, path: [side] });
      if (typeof product.category === 'string' && typeof product.attributes === 'object' && product.attributes !== null) {
        for (const issue of attributesOf(product.category, product.attributes).issues) context.addIssue({ code: 'custom', ...issue });
      }
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
  .transform(({ specifications, attributes, ...product }) => ({
    ...product,
    specifications: Object.fromEntries(specifications.map((row) => [row.name, row.value])),
    attributes: attributesOf(product.category, attributes).value,
  }));

export type ProductFormOutput = z.output<typeof productFormSchema>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  brand: '',
  category: '',
  description: '',
  priceInclGst: '',
  mrp: '',
  stock: '',
  lowStockThreshold: String(LOW_STOCK_THRESHOLD),
  warranty: '1 Year',
  hsn: '',
  sku: '',
  weightGrams: '',
  lengthCm: '',
  breadthCm: '',
  heightCm: '',
  featured: false,
  serialised: false,
  specifications: [],
  attributes: { laptop: EMPTY_LAPTOP, accessory: EMPTY_ACCESSORY },
};

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A stored product in the form: no MRP shows blank; its typed specifications fill its category's group. */
export function productFormValuesOf(product: AdminProduct): ProductFormValues {
  const stored = (product.attributes ?? {}) as Record<string, unknown>;
  const group = attributeGroupOf(product.category);
  const fill = <T extends object>(empty: T): T => Object.fromEntries(Object.keys(empty).map((key) => [key, asText(stored[key])])) as T;
  return {
    name: product.name,
    brand: product.brand,
    category: product.category,
    description: product.description,
    priceInclGst: String(product.priceInclGst),
    mrp: product.mrp === null ? '' : String(product.mrp),
    stock: String(product.stock),
    lowStockThreshold: String(product.lowStockThreshold),
    warranty: product.warranty,
    hsn: product.hsn,
    sku: product.sku,
    weightGrams: asText(product.weightGrams),
    lengthCm: asText(product.lengthCm),
    breadthCm: asText(product.breadthCm),
    heightCm: asText(product.heightCm),
    featured: product.featured,
    serialised: product.serialised,
    specifications: Object.entries(product.specifications).map(([name, value]) => ({ name, value })),
    attributes: {
      laptop: group === 'laptop' && product.attributes ? fill(EMPTY_LAPTOP) : EMPTY_LAPTOP,
      accessory: group === 'accessory' && product.attributes ? fill(EMPTY_ACCESSORY) : EMPTY_ACCESSORY,
    },
  };
}
