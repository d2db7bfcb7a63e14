import { zodResolver } from '@hookform/resolvers/zod';
import { GST_STATES, savedAddressInputSchema, type SavedAddressInput, type SavedAddressValues } from '@store/shared';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/form-field';
import { usePincodePlace } from '@/features/delivery';

interface AddressFormProps {
  initial: SavedAddressInput;
  /** The first address is the default anyway: no box to tick then. */
  canChooseDefault: boolean;
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: SavedAddressValues) => void;
  onCancel: () => void;
}

/** One address of the book, checked by checkout's own rules (the shared schema) before it is sent. */
export function AddressForm({ initial, canChooseDefault, busy, submitLabel, onSubmit, onCancel }: AddressFormProps) {
  const form = useForm<SavedAddressInput, unknown, SavedAddressValues>({ resolver: zodResolver(savedAddressInputSchema), defaultValues: initial });
  const { errors, isSubmitted } = form.formState;
  const statesId = useId();
  const place = usePincodePlace(form.watch('pincode') ?? '', {
    read: () => form.getValues('state') ?? '',
    set: (state) => form.setValue('state', state, { shouldDirty: true, shouldValidate: isSubmitted }),
  });

  useEffect(() => form.setFocus('label'), [form]);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5" aria-label={submitLabel}>
      <fieldset disabled={busy} className="grid min-w-0 gap-5 sm:grid-cols-2">
        <legend className="sr-only">Address</legend>
        <TextField label="Label (optional)" placeholder="Home, Office…" maxLength={30} error={errors.label?.message} {...form.register('label')} />
        <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          hint="10-digit mobile number, for the delivery partner"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextAreaField
          label="Street Address"
          autoComplete="street-address"
          rows={3}
          className="sm:col-span-2"
          error={errors.street?.message}
          {...form.register('street')}
        />
        <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...form.register('city')} />
        <TextField label="State" autoComplete="address-level1" list={statesId} error={errors.state?.message} {...form.register('state')} />
        <datalist id={statesId}>
          {GST_STATES.map((state) => (
            <option key={state.code} value={state.name} />
          ))}
        </datalist>
        <TextField
          label="PIN Code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          hint={place.hint}
          error={errors.pincode?.message ?? place.error}
          {...form.register('pincode')}
        />
        {canChooseDefault && <CheckboxField label="Make this my default address" className="sm:col-span-2" {...form.register('isDefault')} />}
      </fieldset>
      <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
