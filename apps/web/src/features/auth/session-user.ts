import type { User } from '@store/shared';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Parses the stored user; throws when it is not JSON or lacks a name and e-mail. A hand-written
 * guard, not the shared Zod schema: this runs on start-up, where Zod would cost ~25 kB (README).
 * Missing fields (a session stored by an older build) are filled in empty; GET /api/auth/me
 * replaces the whole user moments later anyway.
 */
export function parseStoredUser(raw: string): User {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) throw new TypeError('the stored user is not an object');
  const user = value as Record<string, unknown>;
  if (typeof user.name !== 'string' || typeof user.email !== 'string') {
    throw new TypeError('the stored user has no name or e-mail');
  }
  const address = typeof user.address === 'object' && user.address !== null ? (user.address as Record<string, unknown>) : {};
  return {
    _id: text(user._id),
    name: user.name,
    email: user.email,
    phone: text(user.phone),
    address: { street: text(address.street), city: text(address.city), state: text(address.state), pincode: text(address.pincode) },
    role: user.role === 'admin' ? 'admin' : 'customer',
  };
}
