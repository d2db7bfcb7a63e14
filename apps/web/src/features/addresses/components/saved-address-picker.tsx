import type { SavedAddress } from '@store/shared';
import { useId } from 'react';
import { addressLines, addressTitle } from '../address-lines';

/** Checkout's choice among the saved addresses (radio buttons: arrow keys move between them). */
export function SavedAddressPicker({
  addresses,
  selectedId,
  onSelect,
}: {
  addresses: readonly SavedAddress[];
  selectedId: string | null;
  onSelect: (address: SavedAddress) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-slate-800">Deliver to</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {addresses.map((address) => {
          const [street, place] = addressLines(address);
          const checked = address._id === selectedId;
          return (
            <label
              key={address._id}
              className={`flex cursor-pointer gap-3 rounded-xl border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${checked ? 'border-brand-500 bg-brand-50/50' : 'border-slate-200 hover:border-slate-300'}`}
            >
              <input type="radio" name={name} checked={checked} onChange={() => onSelect(address)} className="mt-1 size-4 shrink-0 accent-brand-600" />
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  <span className="wrap-anywhere">{addressTitle(address)}</span>
                  {address.isDefault && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">Default</span>}
                </span>
                <span className="block text-slate-700">
                  {address.name}, {street}
                </span>
                <span className="block text-slate-600">{place}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
