import { defaultPackedSize, type AccessoryType, type PackedSize, type ProductCategory } from '@store/shared';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { PACKED_SIZE_LABELS, type ProductFormOutput, type ProductFormValues } from './product-form-schema';

/** What a product of this kind is called in the default's sentence ("a mouse", "a laptop"). */
function kindOf(category: ProductCategory, accessoryType: AccessoryType | ''): string {
  if (category === 'laptop') return 'a laptop';
  if (category === 'software') return 'boxed software';
  if (!accessoryType || accessoryType === 'Other') return 'an accessory';
  return `${/^[AEIOU]/.test(accessoryType) ? 'an' : 'a'} ${accessoryType.toLowerCase()}`;
}

const grams = new Intl.NumberFormat('en-IN');

/** The sentence under the fields: what a blank means for this product. */
function defaultSentence(category: ProductCategory | '', accessoryType: AccessoryType | '', size: PackedSize | null): string {
  if (!category) return 'Left blank, the product ships as its category usually does: choose the category to see how.';
  if (!size) return 'Left blank, a service is not shipped: nothing goes in the parcel for it.';
  return `Left blank, ${kindOf(category, accessoryType)} ships as ${grams.format(size.weightGrams)} g in a ${size.lengthCm} × ${size.breadthCm} × ${size.heightCm} cm box.`;
}

/**
 * One packed unit's weight and box, as the courier is told them: the shop's own, or blank for its category's
 * usual (defaultPackedSize of @store/shared, the rule shipping uses), shown as each field's placeholder.
 */
export function PackedSizeFields({ form }: { form: UseFormReturn<ProductFormValues, unknown, ProductFormOutput> }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const category = useWatch({ control, name: 'category' });
  const accessoryType = useWatch({ control, name: 'attributes.accessory.type' }) as AccessoryType | '';
  const size = category ? defaultPackedSize(category, category === 'accessories' ? accessoryType || undefined : undefined) : null;
  const side = (name: 'lengthCm' | 'breadthCm' | 'heightCm') => (
    <TextField
      label={`${PACKED_SIZE_LABELS[name]} (cm)`}
      inputMode="numeric"
      autoComplete="off"
      placeholder={size ? String(size[name]) : undefined}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:p-5">
      <legend className="px-1 text-sm font-medium text-slate-800">Packed for shipping</legend>
      <p className="text-sm text-slate-600">One unit in its box, as the courier weighs and measures it. {defaultSentence(category, accessoryType, size)}</p>
      <div className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <TextField
          label={`${PACKED_SIZE_LABELS.weightGrams} (grams)`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={size ? String(size.weightGrams) : undefined}
          error={errors.weightGrams?.message}
          {...register('weightGrams')}
        />
        {side('lengthCm')}
        {side('breadthCm')}
        {side('heightCm')}
      </div>
    </fieldset>
  );
}
