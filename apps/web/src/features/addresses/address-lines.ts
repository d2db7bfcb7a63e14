import type { SavedAddress } from '@store/shared';

/** An address as a parcel label reads it: street, then "City, State PIN". */
export function addressLines(address: Pick<SavedAddress, 'street' | 'city' | 'state' | 'pincode'>): [string, string] {
  const place = [address.city, [address.state, address.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.street, place];
}

/** What a saved address is called in a list: its label, else its city, else "Address". */
export const addressTitle = (address: Pick<SavedAddress, 'label' | 'city'>) => address.label || address.city || 'Address';
