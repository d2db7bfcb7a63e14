import type { ProductListParams } from './get-products';

/** Every catalogue query key, so invalidation and prefetching agree on one shape. */
export const catalogKeys = {
  all: ['products'] as const,
  lists: () => [...catalogKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...catalogKeys.lists(), params] as const,
  featured: () => [...catalogKeys.all, 'featured'] as const,
  detail: (id: string) => [...catalogKeys.all, 'detail', id] as const,
};
