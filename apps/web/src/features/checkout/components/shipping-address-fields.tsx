import {
  CHECKOUT_MESSAGES,
  GST_STATES,
  MAX_SAVED_ADDRESSES,
  SHIPPING_FIELDS,
  type SavedAddress,
  type CheckoutFormInput,
  type CheckoutFormValues,
  type ShippingAddressInput,
  type User,
} from '@store/shared';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/form-field';
import { SavedAddressPicker } from '@/features/addresses';
import { usePincodePlace } from '@/features/delivery';

export const EMPTY_ADDRESS: ShippingAddressInput = { name: '', phone: '', street: '', city: '', state: '', pincode: '' };

/** The profile's address as a shipping address; null when the profile has none. */
export function savedAddressOf(user: Pick<User, 'name' | 'phone' | 'address'>): ShippingAddressInput | null {
  const { street, city, state, pincode } = user.address;
  if (![street, city, state, pincode].some((part) => part.trim())) return null;
  return { name: user.name, phone: user.phone, street, city, state, pincode };
}

/** A saved address as the form's fields. */
const fieldsOf = ({ name, phone, street, city, state, pincode }: SavedAddress): ShippingAddressInput => ({ name, phone, street, city, state, pincode });

interface ShippingAddressFieldsProps {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;
  user: Pick<User, 'name' | 'phone' | 'address'>;
  useSaved: boolean;
  onUseSavedChange: (useSaved: boolean) => void;
  /** The address book (issue 27), the default first; undefined while it loads or if it cannot. */
  book?: readonly SavedAddress[];
  /** "Save to my addresses" for an address typed in. */
  saveToBook: boolean;
  onSaveToBookChange: (save: boolean) => void;
}

/**
 * SPEC §2, §4, §5 checkout: the address toggle (fill from the profile, or clear and enter a new one)
 * and the six required fields.
 */
export function ShippingAddressFields({ form, user, useSaved, onUseSavedChange, book = [], saveToBook, onSaveToBookChange }: ShippingAddressFieldsProps) {
  const [pickedId, setPickedId] = useState<string | null>(null);
  const { errors, isSubmitted } = form.formState;
  const place = usePincodePlace(form.watch('pincode') ?? '', {
    read: () => form.getValues('state') ?? '',
    set: (state) => form.setValue('state', state, { shouldDirty: true, shouldValidate: isSubmitted }),
  });

  const fill = (values: ShippingAddressInput) => {
    for (const field of SHIPPING_FIELDS) {
      // Once the customer has tried to pay, the messages follow the new values at once.
      form.setValue(field, values[field], { shouldDirty: true, shouldValidate: isSubmitted });
    }
  };

  const toggle = (checked: boolean) => {
    if (!checked) {
      onUseSavedChange(false);
      fill(EMPTY_ADDRESS);
      form.setFocus('name');
      return;
    }
    // The book's default; the profile's own address for a book still empty (SPEC's toggle keeps working).
    const chosen = book.find((address) => address.isDefault) ?? book[0];
    const saved = chosen ? fieldsOf(chosen) : savedAddressOf(user);
    if (!saved) {
      toast.error(CHECKOUT_MESSAGES.noSavedAddress);
      return;
    }
    onUseSavedChange(true);
    onSaveToBookChange(false);
    setPickedId(chosen?._id ?? null);
    fill(saved);
  };

  const pick = (address: SavedAddress) => {
    setPickedId(address._id);
    fill(fieldsOf(address));
  };

  return (
    <div className="space-y-5">
      <CheckboxField
        label={<span className="font-medium text-slate-900">Use my saved address</span>}
        checked={useSaved}
        onChange={(event) => toggle(event.target.checked)}
      />
      {useSaved && book.length > 1 && <SavedAddressPicker addresses={book} selectedId={pickedId} onSelect={pick} />}
      <div className="grid gap-5 sm:grid-cols-2">
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
        <TextField label="State" autoComplete="address-level1" list="indian-states" error={errors.state?.message} {...form.register('state')} />
        {/* Suggestions, not a rule of their own: the server accepts the usual other spellings too. */}
        <datalist id="indian-states">
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
      </div>
      {!useSaved && book.length < MAX_SAVED_ADDRESSES && (
        <CheckboxField label="Save to my addresses" checked={saveToBook} onChange={(event) => onSaveToBookChange(event.target.checked)} />
      )}
    </div>
  );
}
