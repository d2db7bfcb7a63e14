import { ADDRESS_BOOK_MESSAGES, MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressInput, type User } from '@store/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MapPinIcon, PencilIcon, PlusSquareIcon, TrashIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { addressLines, addressTitle } from '../address-lines';
import { useAddAddress, useRemoveAddress, useSavedAddresses, useUpdateAddress } from '../api/addresses';
import { AddressForm } from './address-form';

/** One toast for the book's events: saving twice, or saving then removing, replaces rather than stacks. */
export const ADDRESS_BOOK_TOAST_ID = 'address-book';

type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress } | null;

const inputOf = ({ label, name, phone, street, city, state, pincode }: SavedAddress): SavedAddressInput => ({
  label,
  name,
  phone,
  street,
  city,
  state,
  pincode,
});

/**
 * The profile's address book (issue 27): the customer's delivery addresses, one of them the default
 * that checkout fills in; added, edited, made the default and removed here.
 */
export function AddressBook({ user }: { user: Pick<User, '_id' | 'name' | 'phone'> }) {
  const book = useSavedAddresses(user._id);
  const add = useAddAddress(user._id);
  const update = useUpdateAddress(user._id);
  const remove = useRemoveAddress(user._id);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);

  const addresses = book.data ?? [];
  const full = addresses.length >= MAX_SAVED_ADDRESSES;
  const failed = (fallback: string) => (error: unknown) => toast.error(errorMessage(error, fallback), { id: ADDRESS_BOOK_TOAST_ID });
  const done = (message: string) => () => {
    toast.success(message, { id: ADDRESS_BOOK_TOAST_ID });
    setEditing(null);
  };

  return (
    <Panel title="Saved Addresses" description={`Where we deliver. The default one is filled in at checkout; you can keep up to ${MAX_SAVED_ADDRESSES}.`}>
      {book.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading your addresses">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : book.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          Your addresses could not be loaded.
          <Button variant="secondary" size="sm" onClick={() => void book.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          {addresses.length === 0 && editing?.kind !== 'new' && (
            <p className="flex items-center gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
              <MapPinIcon className="size-5 shrink-0 text-slate-500" />
              No saved addresses yet. Add one here, or tick &ldquo;Save to my addresses&rdquo; at checkout.
            </p>
          )}

          <ul className="grid gap-3 md:grid-cols-2" aria-label="Your addresses">
            {addresses.map((address) =>
              editing?.kind === 'edit' && editing.address._id === address._id ? (
                <li key={address._id} className="rounded-xl border border-brand-300 p-4 md:col-span-2">
                  <h3 className="mb-4 font-semibold text-slate-900">Edit address</h3>
                  <AddressForm
                    initial={inputOf(address)}
                    canChooseDefault={!address.isDefault}
                    busy={update.isPending}
                    submitLabel="Save address"
                    onCancel={() => setEditing(null)}
                    onSubmit={({ isDefault, ...fields }) =>
                      update.mutate(
                        { id: address._id, patch: { ...fields, ...(isDefault ? { isDefault: true as const } : {}) } },
                        { onSuccess: done(ADDRESS_BOOK_MESSAGES.updated), onError: failed('Failed to update address') },
                      )
                    }
                  />
                </li>
              ) : (
                <AddressCard
                  key={address._id}
                  address={address}
                  busy={update.isPending || remove.isPending}
                  onEdit={() => setEditing({ kind: 'edit', address })}
                  onRemove={() => setRemoving(address)}
                  onMakeDefault={() =>
                    update.mutate(
                      { id: address._id, patch: { isDefault: true } },
                      {
                        onSuccess: () => toast.success(ADDRESS_BOOK_MESSAGES.defaultChanged, { id: ADDRESS_BOOK_TOAST_ID }),
                        onError: failed('Failed to update address'),
                      },
                    )
                  }
                />
              ),
            )}
          </ul>

          {editing?.kind === 'new' ? (
            <div className="rounded-xl border border-brand-300 p-4">
              <h3 className="mb-4 font-semibold text-slate-900">New address</h3>
              <AddressForm
                initial={{ label: '', name: user.name, phone: user.phone, street: '', city: '', state: '', pincode: '', isDefault: false }}
                canChooseDefault={addresses.length > 0}
                busy={add.isPending}
                submitLabel="Add address"
                onCancel={() => setEditing(null)}
                onSubmit={(values) => add.mutate(values, { onSuccess: done(ADDRESS_BOOK_MESSAGES.added), onError: failed('Failed to save address') })}
              />
            </div>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setEditing({ kind: 'new' })} disabled={full} aria-describedby={full ? 'address-book-full' : undefined}>
                <PlusSquareIcon className="size-4" />
                Add a new address
              </Button>
              {full && (
                <p id="address-book-full" className="mt-2 text-sm text-slate-600">
                  {ADDRESS_BOOK_MESSAGES.full}
                </p>
              )}
            </div>
          )}
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        title="Remove this address?"
        confirmLabel="Remove"
        busyLabel="Removing..."
        cancelLabel="Keep it"
        danger
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing._id, {
            onSuccess: () => {
              toast.success(ADDRESS_BOOK_MESSAGES.removed, { id: ADDRESS_BOOK_TOAST_ID });
              setRemoving(null);
            },
            onError: (error) => {
              failed('Failed to remove address')(error);
              setRemoving(null);
            },
          })
        }
      >
        {removing && (
          <>
            {addressTitle(removing)}: {addressLines(removing).join(', ')}.
            {removing.isDefault && addresses.length > 1 ? ' Another of your addresses becomes the default.' : ''}
          </>
        )}
      </ConfirmDialog>
    </Panel>
  );
}

function AddressCard({
  address,
  busy,
  onEdit,
  onRemove,
  onMakeDefault,
}: {
  address: SavedAddress;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onMakeDefault: () => void;
}) {
  const [street, place] = addressLines(address);
  const title = addressTitle(address);
  return (
    <li className={`flex flex-col rounded-xl border p-4 ${address.isDefault ? 'border-brand-300 bg-brand-50/40' : 'border-slate-200'}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900 wrap-anywhere">{title}</h3>
        {address.isDefault && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">Default</span>}
      </div>
      <address className="mt-2 flex-1 text-sm not-italic text-slate-700">
        <span className="block font-medium text-slate-900">{address.name}</span>
        <span className="block break-words">{street}</span>
        <span className="block">{place}</span>
        <span className="block">Phone: {address.phone}</span>
      </address>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy} aria-label={`Edit ${title}`}>
          <PencilIcon className="size-4" />
          Edit
        </Button>
        <Button variant="danger" size="sm" onClick={onRemove} disabled={busy} aria-label={`Remove ${title}`}>
          <TrashIcon className="size-4" />
          Remove
        </Button>
        {!address.isDefault && (
          <Button variant="ghost" size="sm" onClick={onMakeDefault} disabled={busy} aria-label={`Make ${title} the default`}>
            Make default
          </Button>
        )}
      </div>
    </li>
  );
}
