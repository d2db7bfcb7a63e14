import type { User } from '@store/shared';

/** The signed-in customer of the route tests, with a saved address. */
export const priya: User = {
  _id: 'u1',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '9876543210',
  address: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  role: 'customer',
};

/** The same customer before she has saved an address. */
export const priyaWithoutAddress: User = { ...priya, address: { street: '', city: '', state: '', pincode: '' } };
