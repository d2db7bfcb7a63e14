import type { Product } from '@store/shared';

export const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** Catalogue images are 800×600; every <img> declares it so nothing shifts as they load. */
export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 600;

export function primaryImage(product: Pick<Product, 'images'>): string {
  return product.images[0] ?? PLACEHOLDER_IMAGE;
}
