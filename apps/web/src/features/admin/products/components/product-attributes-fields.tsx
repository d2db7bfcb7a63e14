import {
  ACCESSORY_TYPES,
  CONNECTIVITY,
  formatCapacity,
  GRAPHICS,
  OPERATING_SYSTEMS,
  PROCESSOR_BRANDS,
  PROCESSOR_FAMILIES,
  RAM_SIZES_GB,
  STORAGE_SIZES_GB,
  STORAGE_TYPES,
  type ProcessorBrand,
} from '@store/shared';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { FieldError, SelectField } from './form-controls';
import { ATTRIBUTE_FIELDS, type AttributeGroup, type ProductFormOutput, type ProductFormValues } from './product-form-schema';

interface ProductAttributesFieldsProps {
  form: UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;
  group: AttributeGroup;
}

const label = (group: AttributeGroup, key: string) => ATTRIBUTE_FIELDS[group].find((field) => field.key === key)!.label;

function Options<T extends string | number>({ values, shown = String }: { values: readonly T[]; shown?: (value: T) => string }) {
  return (
    <>
      <option value="">Not set</option>
      {values.map((value) => (
        <option key={value} value={String(value)}>
          {shown(value)}
        </option>
      ))}
    </>
  );
}

/**
 * The typed specifications shoppers filter and compare by (issue 24), from the shared fixed choices:
 * a laptop's processor, memory, storage, screen, graphics, system and weight; an accessory's type and
 * connectivity. All blank sends none.
 */
export function ProductAttributesFields({ form, group }: ProductAttributesFieldsProps) {
  const { register, setValue, getValues, control, formState } = form;
  const errors = formState.errors.attributes;
  const brand = useWatch({ control, name: 'attributes.laptop.processorBrand' }) as ProcessorBrand | '';
  const families: readonly string[] = brand ? PROCESSOR_FAMILIES[brand] : [];

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:p-5" data-testid="attribute-fields">
      <legend className="px-1 text-sm font-medium text-slate-800">Specifications for filters</legend>
      <p className="text-sm text-slate-600">
        What shoppers filter and compare {group === 'laptop' ? 'laptops' : 'accessories'} by. Fill in every one, or leave them all blank.
      </p>
      {errors?.message && <FieldError>{errors.message}</FieldError>}
      {group === 'laptop' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            label={label('laptop', 'processorBrand')}
            error={errors?.laptop?.processorBrand?.message}
            {...register('attributes.laptop.processorBrand', {
              // Another brand's families do not fit: the family is chosen again.
              onChange: (event: { target: { value: string } }) => {
                const next = event.target.value as ProcessorBrand | '';
                const family = getValues('attributes.laptop.processorFamily');
                if (!next || !(PROCESSOR_FAMILIES[next] as readonly string[]).includes(family)) setValue('attributes.laptop.processorFamily', '');
              },
            })}
          >
            <Options values={PROCESSOR_BRANDS} />
          </SelectField>
          <SelectField
            label={label('laptop', 'processorFamily')}
            hint={brand ? undefined : 'Choose the brand first.'}
            error={errors?.laptop?.processorFamily?.message}
            {...register('attributes.laptop.processorFamily')}
          >
            <Options values={families} />
          </SelectField>
          <SelectField label={label('laptop', 'ramGb')} error={errors?.laptop?.ramGb?.message} {...register('attributes.laptop.ramGb')}>
            <Options values={RAM_SIZES_GB} shown={formatCapacity} />
          </SelectField>
          <div className="grid grid-cols-2 gap-3">
            <SelectField label={label('laptop', 'storageGb')} error={errors?.laptop?.storageGb?.message} {...register('attributes.laptop.storageGb')}>
              <Options values={STORAGE_SIZES_GB} shown={formatCapacity} />
            </SelectField>
            <SelectField label={label('laptop', 'storageType')} error={errors?.laptop?.storageType?.message} {...register('attributes.laptop.storageType')}>
              <Options values={STORAGE_TYPES} />
            </SelectField>
          </div>
          <TextField
            label={label('laptop', 'screenInches')}
            type="number"
            inputMode="decimal"
            step="0.1"
            min={10}
            max={18.4}
            autoComplete="off"
            placeholder="e.g. 15.6"
            error={errors?.laptop?.screenInches?.message}
            {...register('attributes.laptop.screenInches')}
          />
          <TextField
            label={label('laptop', 'weightKg')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0.5}
            max={5}
            autoComplete="off"
            placeholder="e.g. 1.65"
            error={errors?.laptop?.weightKg?.message}
            {...register('attributes.laptop.weightKg')}
          />
          <SelectField label={label('laptop', 'graphics')} error={errors?.laptop?.graphics?.message} {...register('attributes.laptop.graphics')}>
            <Options values={GRAPHICS} />
          </SelectField>
          <SelectField label={label('laptop', 'os')} error={errors?.laptop?.os?.message} {...register('attributes.laptop.os')}>
            <Options values={OPERATING_SYSTEMS} />
          </SelectField>
        </div>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField label={label('accessory', 'type')} error={errors?.accessory?.type?.message} {...register('attributes.accessory.type')}>
            <Options values={ACCESSORY_TYPES} />
          </SelectField>
          <SelectField
            label={label('accessory', 'connectivity')}
            error={errors?.accessory?.connectivity?.message}
            {...register('attributes.accessory.connectivity')}
          >
            <Options values={CONNECTIVITY} />
          </SelectField>
        </div>
      )}
    </fieldset>
  );
}
