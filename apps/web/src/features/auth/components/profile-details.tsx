import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type ProfileUpdate, type User } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { PencilIcon } from '@/components/ui/icons';
import { usePincodePlace } from '@/features/delivery';
import { errorMessage } from '@/lib/api-client';
import { updateProfile } from '../api/profile';
import { useAuth } from '../auth-provider';

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';

type ProfileValues = z.input<typeof profileUpdateSchema>;

const valuesOf = (user: User): ProfileValues => ({
  name: user.name,
  phone: user.phone,
  address: { street: user.address.street, city: user.address.city, state: user.address.state, pincode: user.address.pincode },
});

/**
 * SPEC §2 profile: view mode, and edit mode with Save ('Saving...') and Cancel, which restores the
 * stored values. Success writes the server's answer to the session and returns to view mode; a
 * failure stays in edit mode with the server's message.
 */
export function ProfileDetails({ user }: { user: User }) {
  const { updateUser } = useAuth();
  const [editing, setEditing] = useState(false);
  const form = useForm<ProfileValues, unknown, ProfileUpdate>({ resolver: zodResolver(profileUpdateSchema), defaultValues: valuesOf(user) });
  const { errors, isSubmitted } = form.formState;
  const place = usePincodePlace(form.watch('address.pincode') ?? '', {
    read: () => form.getValues('address.state') ?? '',
    set: (state) => form.setValue('address.state', state, { shouldDirty: true, shouldValidate: isSubmitted }),
  });

  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      updateUser(saved);
      form.reset(valuesOf(saved));
      setEditing(false);
      toast.success(PROFILE_UPDATED_MESSAGE);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to update profile')),
  });

  // Focus follows the mode: into the first field on Edit, back to the Edit button after Save or Cancel.
  const editButton = useRef<HTMLButtonElement>(null);
  const modeChanged = useRef(false);
  useEffect(() => {
    if (!modeChanged.current) return;
    if (editing) form.setFocus('name');
    else editButton.current?.focus();
  }, [editing, form]);

  const startEditing = () => {
    form.reset(valuesOf(user));
    modeChanged.current = true;
    setEditing(true);
  };

  const cancel = () => {
    form.reset(valuesOf(user));
    mutation.reset();
    setEditing(false);
  };

  return (
    <section aria-labelledby="profile-details-heading" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 id="profile-details-heading" className="text-lg font-semibold text-slate-900">
          Personal Information
        </h2>
        {!editing && (
          <Button ref={editButton} variant="secondary" size="sm" onClick={startEditing}>
            <PencilIcon className="size-4" />
            Edit Profile
          </Button>
        )}
      </div>

      {editing ? (
        <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="px-4 py-5 sm:px-6">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
            <TextField label="Email" type="email" value={user.email} readOnly hint="Email cannot be changed" />
            <TextField label="Phone Number" type="tel" autoComplete="tel-national" inputMode="tel" error={errors.phone?.message} {...form.register('phone')} />
            <TextAreaField
              label="Street Address"
              autoComplete="street-address"
              rows={3}
              className="sm:col-span-2"
              error={errors.address?.street?.message}
              {...form.register('address.street')}
            />
            <TextField label="City" autoComplete="address-level2" error={errors.address?.city?.message} {...form.register('address.city')} />
            <TextField label="State" autoComplete="address-level1" error={errors.address?.state?.message} {...form.register('address.state')} />
            <TextField
              label="PIN Code"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={6}
              hint={place.hint}
              error={errors.address?.pincode?.message ?? place.error}
              {...form.register('address.pincode')}
            />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
            <Button variant="secondary" onClick={cancel} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-x-6 gap-y-5 px-4 py-5 sm:grid-cols-2 sm:px-6">
          <Detail label="Full Name" value={user.name} />
          <Detail label="Email" value={user.email} />
          <Detail label="Phone Number" value={user.phone} />
          <Detail label="Street Address" value={user.address.street} wide />
          <Detail label="City" value={user.address.city} />
          <Detail label="State" value={user.address.state} />
          <Detail label="PIN Code" value={user.address.pincode} />
        </dl>
      )}
    </section>
  );
}

function Detail({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className={`mt-1 whitespace-pre-line break-words ${value ? 'text-slate-900' : 'italic text-slate-500'}`}>{value || 'Not provided'}</dd>
    </div>
  );
}
