import type { User } from '@store/shared';

/** The shop owner as the admin pages' tests sign them in. */
export const shopOwner: User = {
  _id: 'admin-1',
  name: 'Meera Owner',
  email: 'owner@techstore.in',
  phone: '9876500001',
  address: { street: '', city: '', state: '', pincode: '' },
  role: 'admin',
};

/** Stores a session for `user`, as the app finds it on start-up. */
export function signIn(user: User) {
  localStorage.setItem('token', `tok-${user._id}`);
  localStorage.setItem('user', JSON.stringify(user));
}
