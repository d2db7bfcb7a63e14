/** The header's links (SPEC §2 "Header, menus and footer"). */
export const MAIN_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/services', label: 'Services' },
  { to: '/insurance', label: 'Insurance' },
  { to: '/loans', label: 'Loans' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

export const ACCOUNT_LINKS = [
  { to: '/profile', label: 'Profile' },
  { to: '/orders', label: 'Orders' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/applications', label: 'Applications' },
] as const;

/** The signed-in user as the layout shows it; the app passes it in from the auth feature. */
export interface LayoutUser {
  name: string;
  email: string;
  role?: 'customer' | 'admin';
}

/** The shop's console: offered in the account menus to admins only (the server guards it regardless). */
export const ADMIN_LINK = { to: '/admin', label: 'Shop admin' } as const;

export function accountLinksFor(user: LayoutUser): readonly { to: string; label: string }[] {
  return user.role === 'admin' ? [...ACCOUNT_LINKS, ADMIN_LINK] : ACCOUNT_LINKS;
}
