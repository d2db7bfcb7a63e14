import type { Product } from '@store/shared';

let sequence = 0;

/** A catalogue product with sensible defaults; override what the test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  return {
    _id: `product-${sequence}`,
    name: `Test Laptop ${sequence}`,
    description: 'A dependable laptop for work and study.',
    brand: 'Dell',
    category: 'laptop',
    price: 50000,
    originalPrice: 50000,
    hasOffer: false,
    stock: 10,
    images: [`/images/products/test-${sequence}-1.svg`],
    ratings: { average: 4.2, count: 12 },
    specifications: { Processor: 'Intel Core i5', RAM: '16 GB' },
    warranty: '1 Year',
    featured: false,
    ...overrides,
  };
}
