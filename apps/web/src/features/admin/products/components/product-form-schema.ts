import {
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  productCreateSchema,
  specificationNameSchema,
  specificationValueSchema,
  type AdminProduct,
  type ProductCategory,
} from '@store/shared';
import { z } from 'zod';

/** What the form's controls hold: numbers as typed, specifications as rows (useFieldArray wants objects). */
export interface ProductFormValues {
  name: string;
  brand: string;
  category: ProductCategory | '';
  description: string;
  price: string;
  /** Blank when there is no offer: the price is then also the price before it. */
  originalPrice: string;
  stock: string;
  warranty: string;
  /** Blank on a new product: the server gives its category's usual code. */
  hsn: string;
  featured: boolean;
  specifications: { name: string; value: string }[];
}

export const SPECIFICATION_NAME_TAKEN = 'Each specification needs its own name';

const fields = productCreateSchema.shape;

/** A typed number: blank is "not given", so the field's own "must be a number" message shows. */
const typedNumber = (value: unknown) => (typeof value !== 'string' ? value : value.trim() === '' ? undefined : Number(value));

/**
 * The form's values checked by the same rules as POST /api/admin/products (each field's schema is the
 * shared one), then shaped as its body: the rows become the specifications' map, in their order.
 */
export const productFormSchema = z
  .object({
    name: fields.name,
    brand: fields.brand,
    category: fields.category,
    description: fields.description,
    price: z.preprocess(typedNumber, fields.price),
    originalPrice: z.preprocess(typedNumber, fields.originalPrice.optional()),
    stock: z.preprocess(typedNumber, fields.stock),
    warranty: fields.warranty,
    hsn: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), fields.hsn),
    featured: z.boolean(),
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
  })
  .refine((product) => product.originalPrice === undefined || product.originalPrice >= product.price, {
    message: PRODUCT_MESSAGES.originalBelowPrice,
    path: ['originalPrice'],
  })
  .transform(({ originalPrice, specifications, ...product }) => ({
    ...product,
    originalPrice: originalPrice ?? product.price,
    specifications: Object.fromEntries(specifications.map((row) => [row.name, row.value])),
  }));

export type ProductFormOutput = z.output<typeof productFormSchema>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  brand: '',
  category: '',
  description: '',
  price: '',
  originalPrice: '',
  stock: '',
  warranty: '1 Year',
  hsn: '',
  featured: false,
  specifications: [],
};

/** A stored product in the form; an original price equal to the price (no offer) shows blank. */
export function productFormValuesOf(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    brand: product.brand,
    category: product.category,
    description: product.description,
    price: String(product.price),
    originalPrice: product.originalPrice > product.price ? String(product.originalPrice) : '',
    stock: String(product.stock),
    warranty: product.warranty,
    hsn: product.hsn,
    featured: product.featured,
    specifications: Object.entries(product.specifications).map(([name, value]) => ({ name, value })),
  };
}
