import type { Cart, CartLineInput } from '@store/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * The signed-in customer's cart on the server (issue 27). Only product ids and quantities go up; what
 * comes back is each line with the catalogue's current data, and what the server had to change.
 */

/** GET /api/cart */
export const getSavedCart = (signal?: AbortSignal) => apiRequest<Cart>('/api/cart', { signal });

/** PUT /api/cart: the whole cart, replacing the saved one; `keepalive` lets it finish after the tab has closed. */
export const saveCart = (items: CartLineInput[], { keepalive = false } = {}) => apiRequest<Cart>('/api/cart', { method: 'PUT', body: { items }, keepalive });

/** POST /api/cart/merge: the cart filled here as a guest, added to the saved one at login. */
export const mergeCart = (items: CartLineInput[]) => apiRequest<Cart>('/api/cart/merge', { method: 'POST', body: { items } });
