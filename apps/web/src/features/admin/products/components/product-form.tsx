import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT_CATEGORIES, PRODUCT_LIMITS, type AdminProduct } from '@store/shared';
import { useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { useFieldArray, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CheckboxField, controlClasses, TextAreaField, TextField } from '@/components/ui/form-field';
import { AlertIcon, PlusSquareIcon, TrashIcon } from '@/components/ui/icons';
import { errorMessage, fieldErrorsOf } from '@/lib/api-client';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { CATEGORY_LABELS } from './product-labels';
import { EMPTY_PRODUCT_FORM, productFormSchema, productFormValuesOf, type ProductFormOutput, type ProductFormValues } from './product-form-schema';

export const PRODUCT_FORM_MESSAGES = {
  created: 'Product created',
  saved: 'Product saved',
  createFailed: 'Could not create the product',
  saveFailed: 'Could not save the product',
} as const;

// The schema reads typed strings and answers the request's shape, which zodResolver's inference cannot pair with the form's own value type.
const resolver = zodResolver(productFormSchema) as unknown as Resolver<ProductFormValues, unknown, ProductFormOutput>;

const FORM_FIELDS = new Set<string>(['name', 'brand', 'category', 'description', 'price', 'originalPrice', 'stock', 'warranty', 'hsn', 'featured']);

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
  const specifications = useFieldArray({ control, name: 'specifications' });
  const addSpecificationButton = useRef<HTMLButtonElement>(null);
  const pending = create.isPending || update.isPending;

  /** The server's 400 names fields: each goes under its control; anything else is toasted. */
  const showServerErrors = (error: unknown, fallback: string) => {
    const rows = form.getValues('specifications');
    const placed = fieldErrorsOf(error).flatMap(({ field, message }): { path: FieldPath<ProductFormValues>; message: string }[] => {
      if (FORM_FIELDS.has(field)) return [{ path: field as FieldPath<ProductFormValues>, message }];
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
        const created = await create.mutateAsync({ ...fields, stock });
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
          label="Price (₹)"
          inputMode="numeric"
          autoComplete="off"
          hint="What the customer pays, in whole rupees, before GST."
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label="Price before the offer (₹)"
          inputMode="numeric"
          autoComplete="off"
          hint="Leave blank when there is no offer; when set, the price shows as an offer against it."
          error={errors.originalPrice?.message}
          {...register('originalPrice')}
        />
        {!editing && (
          <TextField label="Stock" inputMode="numeric" autoComplete="off" hint="How many you have now." error={errors.stock?.message} {...register('stock')} />
        )}
        <TextField label="Warranty" autoComplete="off" error={errors.warranty?.message} {...register('warranty')} />
        <TextField
          label="HSN/SAC code"
          inputMode="numeric"
          autoComplete="off"
          hint="Printed on its GST invoices. Leave blank on a new product for its category's usual code."
          error={errors.hsn?.message}
          {...register('hsn')}
        />
        <CheckboxField label="Featured on the home page" className="self-center sm:col-span-2" error={errors.featured?.message} {...register('featured')} />

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

function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

function SelectField({ label, error, children, className = '', ...props }: { label: string; error?: string; children: ReactNode } & ComponentProps<'select'>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClasses(Boolean(error), 'h-11')}
        {...props}
      >
        {children}
      </select>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
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
