import type { ReviewSort } from '@store/shared';

export interface ReviewListParams {
  rating?: number;
  sort: ReviewSort;
  page: number;
}

/**
 * Every reviews query key. A list is the viewer's own (it says which reviews they marked helpful),
 * so it is keyed by who is looking; a customer's own review state by the customer.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  ofProduct: (productId: string) => [...reviewKeys.all, 'product', productId] as const,
  list: (productId: string, viewer: string, params: ReviewListParams) => [...reviewKeys.ofProduct(productId), 'list', viewer, params] as const,
  mine: (userId: string, productId: string) => [...reviewKeys.all, 'mine', userId, productId] as const,
};
