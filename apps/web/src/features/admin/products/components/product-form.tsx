import { zodResolver } from '@hookform/resolvers/zod';
import { formatPaise, GST_PERCENT, PRODUCT_CATEGORIES, PRODUCT_LIMITS, splitLine, type AdminProduct } from '@store/shared';
import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CheckboxField, controlClasses, TextAreaField, TextField } from '@/components/ui/form-field';
import { PlusSquareIcon, TrashIcon } from '@/components/ui/icons';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { FieldError, SelectField } from './form-controls';
import { PackedSizeFields } from './packed-size-fields';
import { ProductAttributesFields } from './product-attributes-fields';
import {
  attributeGroupOf,
  EMPTY_PRODUCT_FORM,
  inAdminWords,
  productFormSchema,
  productFormValuesOf,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form-schema';
import { CATEGORY_LABELS } from './product-labels';

export const PRODUCT_FORM_MESSAGES = {
  created: 'Product created',
  saved: 'Product saved',
  createFailed: 'Could not create the product',
  saveFailed: 'Could not save the product',
} as const;

// The schema reads typed strings and answers the request's shape, which zodResolver's inference cannot pair with the form's own value type.
const schemaResolver = zodResolver(productFormSchema) as unknown as Resolver<ProductFormValues, unknown, ProductFormOutput>;
const resolver: Resolver<ProductFormValues, unknown, ProductFormOutput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  for (const field of ['priceInclGst', 'mrp', 'weightGrams', 'lengthCm', 'breadthCm', 'heightCm'] as const) {
    const error = result.errors[field];
    if (error?.message) error.message = inAdminWords(error.message);
  }
  return result;
};

const FORM_FIELDS = new Set<string>([
  'name',
  'brand',
  'category',
  'description',
  'priceInclGst',
  'mrp',
  'stock',
  'lowStockThreshold',
  'warranty',
  'hsn',
  'sku',
  'weightGrams',
  'lengthCm',
  'breadthCm',
  'heightCm',
  'featured',
  'serialised',
  'attributes',
]);

/** "₹50,846.61 before GST at 18%" for a price typed in whole rupees; nothing while it is not one. */
function beforeGst(typed: string): string | null {
  const text = typed.trim();
  if (!/^\d{1,8}$/.test(text)) return null;
  return `${formatPaise(splitLine({ priceInclGst: Number(text), quantity: 1 }).taxablePaise)} before GST at ${GST_PERCENT}%`;
}

/**
 * A new product (then on to its page, where pictures are added) or a stored one's fields. Stock is
 * set here only when the product is new: afterwards it moves by adjustments with a reason.
 */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const editing = product !== undefined;
  const navigate = useNavigate();
  const create = useCreateProduct();
  const update = useUpdateProduct(product?._id ?? '');
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({ resolver, defaultValues: product ? productFormValuesOf(product) : EMPTY_PRODUCT_FORM });
  const { register, formState, control, setError } = form;
  const { errors } = formState;
  const category = useWatch({ control, name: 'category' });
  const attributeGroup = attributeGroupOf(category);
  // A new laptop is serialised unless the shop unticks it; another category is not, unless ticked.
  const { setValue, getFieldState } = form;
  useEffect(() => {
    if (!editing && !getFieldState('serialised').isDirty) setValue('serialised', category === 'laptop');
  }, [category, editing, getFieldState, setValue]);
  const exclusive = beforeGst(useWatch({ control, name: 'priceInclGst' }));
  const specifications = useFieldArray({ control, name: 'specifications' });
  const addSpecificationButton = useRef<HTMLButtonElement>(null);
  const pending = create.isPending || update.isPending;

  /** The server's 400 names fields: each goes under its control; anything else is toasted. */
  const showServerErrors = (error: unknown, fallback: string) => {
    const rows = form.getValues('specifications');
    const placed = fieldErrorsOf(error).flatMap(({ field, message }): { path: FieldPath<ProductFormValues>; message: string }[] => {
      if (FORM_FIELDS.has(field)) return [{ path: field as FieldPath<ProductFormValues>, message: inAdminWords(message) }];
      // A typed specification's problem ("attributes.ramGb") goes under its control in the category's group.
      const attribute = /^attributes\.(\w+)$/.exec(field)?.[1];
      const group = attributeGroupOf(form.getValues('category'));
      if (attribute && group) return [{ path: `attributes.${group}.${attribute}` as FieldPath<ProductFormValues>, message }];
      // A specification's problem is named by its name ("specifications.RAM").
      const specification = /^specifications\.(.+)$/.exec(field)?.[1];
      const index = specification === undefined ? -1 : rows.findIndex((row) => row.name.trim() === specification);
      return index >= 0 ? [{ path: `specifications.${index}.value`, message }] : [];
    });
    if (placed.length === 0) {
      toast.error(errorMessage(error, fallback));
      return;
    }
    placed.forEach(({ path, message }, index) => setError(path, { type: 'server', message }, { shouldFocus: index === 0 }));
  };

  const onSubmit = form.handleSubmit(async ({ stock, ...fields }) => {
    if (!editing) {
      try {
        // Hidden until it has a picture (added on its page): the shop shows only products with one.
        const created = await create.mutateAsync({ ...fields, stock, hidden: true });
        toast.success(PRODUCT_FORM_MESSAGES.created);
        await navigate(`/admin/products/${created._id}`);
      } catch (error) {
        showServerErrors(error, PRODUCT_FORM_MESSAGES.createFailed);
      }
      return;
    }
    try {
      await update.mutateAsync(fields);
      form.reset(form.getValues());
      toast.success(PRODUCT_FORM_MESSAGES.saved);
    } catch (error) {
      showServerErrors(error, PRODUCT_FORM_MESSAGES.saveFailed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="product-form-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 id="product-form-heading" className="text-lg font-semibold text-slate-900">
          {editing ? 'Details' : 'New product'}
        </h2>
      </div>
      <div className="grid gap-5 px-4 py-5 sm:grid-cols-2 sm:px-6">
        <TextField label="Name" className="sm:col-span-2" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField label="Brand" autoComplete="off" error={errors.brand?.message} {...register('brand')} />
        <SelectField label="Category" error={errors.category?.message} {...register('category')}>
          <option value="">Choose a category</option>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <TextAreaField label="Description" rows={5} className="sm:col-span-2" error={errors.description?.message} {...register('description')} />
        <TextField
          label="Selling price (incl. GST)"
          inputMode="numeric"
          autoComplete="off"
          hint={
            <>
              What one unit sells for, GST included, in whole rupees: the price shoppers see and pay.
              {exclusive && (
                <span className="mt-0.5 block font-medium text-slate-800" data-testid="price-before-gst">
                  {exclusive}
                </span>
              )}
            </>
          }
          error={errors.priceInclGst?.message}
          {...register('priceInclGst')}
        />
        <TextField
          label="MRP (incl. all taxes, optional)"
          inputMode="numeric"
          autoComplete="off"
          hint="The maximum retail price, in whole rupees. Leave blank if there is none; above the selling price, shoppers see it struck through with the discount."
          error={errors.mrp?.message}
          {...register('mrp')}
        />
        {!editing && (
          <TextField label="Stock" inputMode="numeric" autoComplete="off" hint="How many you have now." error={errors.stock?.message} {...register('stock')} />
        )}
        <TextField
          label="Low-stock alert at"
          inputMode="numeric"
          autoComplete="off"
          hint="When a sale takes the stock to this many or fewer, the shop is alerted and the dashboard lists it."
          error={errors.lowStockThreshold?.message}
          {...register('lowStockThreshold')}
        />
        <TextField label="Warranty" autoComplete="off" error={errors.warranty?.message} {...register('warranty')} />
        <TextField
          label="HSN/SAC code"
          inputMode="numeric"
          autoComplete="off"
          hint="Printed on its GST invoices. Leave blank on a new product for its category's usual code."
          error={errors.hsn?.message}
          {...register('hsn')}
        />
        <TextField
          label="SKU"
          autoComplete="off"
          hint={
            editing
              ? 'The stock-keeping code printed on labels and packing lists: capitals, digits and hyphens.'
              : 'The stock-keeping code printed on labels and packing lists. Leave blank for the next number (SKU-00042).'
          }
          error={errors.sku?.message}
          {...register('sku', { setValueAs: (value: string) => value.toUpperCase() })}
        />
        <PackedSizeFields form={form} />
        <CheckboxField label="Featured on the home page" className="self-center sm:col-span-2" error={errors.featured?.message} {...register('featured')} />
        <CheckboxField
          label="Record each unit's serial number before it ships (its warranty and returns go by it)"
          className="self-center sm:col-span-2"
          error={errors.serialised?.message}
          {...register('serialised')}
        />

        {attributeGroup && <ProductAttributesFields form={form} group={attributeGroup} />}

        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">Specifications</legend>
          <p className="mt-1 text-sm text-slate-600">Shown as a table on the product's page, in this order.</p>
          {specifications.fields.length > 0 && (
            <ol className="mt-3 space-y-3">
              {specifications.fields.map((row, index) => (
                <li
                  key={row.id}
                  className="grid grid-cols-[1fr_auto] gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:border-0 sm:p-0"
                >
                  <RowInput
                    row={index + 1}
                    part="Name"
                    labelShown={index === 0}
                    placeholder="e.g. RAM"
                    error={errors.specifications?.[index]?.name?.message}
                    {...register(`specifications.${index}.name`)}
                  />
                  <RowInput
                    row={index + 1}
                    part="Value"
                    labelShown={index === 0}
                    placeholder="e.g. 16 GB"
                    className="col-start-1 sm:col-start-auto"
                    error={errors.specifications?.[index]?.value?.message}
                    {...register(`specifications.${index}.value`)}
                  />
                  <Button
                    variant="ghost"
                    aria-label={`Remove specification ${index + 1}`}
                    className={`col-start-2 row-span-2 row-start-1 mt-5 self-start px-3 sm:col-start-3 sm:row-span-1 ${index === 0 ? '' : 'sm:mt-0'}`}
                    onClick={() => {
                      specifications.remove(index);
                      addSpecificationButton.current?.focus();
                    }}
                  >
                    <TrashIcon className="size-5" />
                  </Button>
                </li>
              ))}
            </ol>
          )}
          {errors.specifications?.message && <FieldError>{errors.specifications.message}</FieldError>}
          <Button
            ref={addSpecificationButton}
            variant="secondary"
            size="sm"
            className="mt-3"
            disabled={specifications.fields.length >= PRODUCT_LIMITS.specifications}
            onClick={() => specifications.append({ name: '', value: '' })}
          >
            <PlusSquareIcon className="size-4" />
            Add specification
          </Button>
        </fieldset>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-4 py-4 xs:flex-row xs:justify-end sm:px-6">
        <Button type="submit" disabled={pending}>
          {editing ? (pending ? 'Saving...' : 'Save changes') : pending ? 'Creating...' : 'Create product'}
        </Button>
      </div>
    </form>
  );
}

/** A specification's name or value: "Name" on screen, "Specification 2 Name" to a screen reader. */
function RowInput({
  row,
  part,
  labelShown,
  error,
  className = '',
  ...props
}: { row: number; part: 'Name' | 'Value'; labelShown: boolean; error?: string } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className={`min-w-0 ${className}`}>
      {/* On wider screens the rows line up under the first row's labels, as in a table. */}
      <label htmlFor={id} className={`mb-1 block text-xs font-medium text-slate-600 ${labelShown ? '' : 'sm:sr-only'}`}>
        <span className="sr-only">Specification {row} </span>
        {part}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClasses(Boolean(error), 'h-11')}
        {...props}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
