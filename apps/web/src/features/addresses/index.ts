export { addressKeys, useAddAddress, useSavedAddresses } from './api/addresses';
export { AddressBook, ADDRESS_BOOK_TOAST_ID } from './components/address-book';
export { SavedAddressPicker } from './components/saved-address-picker';
