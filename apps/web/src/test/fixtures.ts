import { discountPercent, exclusiveRupees, type Product } from '@store/shared';

let sequence = 0;

/**
 * A catalogue product with sensible defaults; override what the test is about. Its figures follow its
 * price with GST and MRP as the API derives them (decision 0006): the GST-exclusive `price` and
 * `originalPrice`, `hasOffer` and `discountPercent`.
 */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const { priceInclGst = 59_000, mrp = null } = overrides;
  return {
    _id: `product-${sequence}`,
    name: `Test Laptop ${sequence}`,
    description: 'A dependable laptop for work and study.',
    brand: 'Dell',
    category: 'laptop',
    price: exclusiveRupees(priceInclGst),
    originalPrice: exclusiveRupees(mrp ?? priceInclGst),
    hasOffer: mrp !== null && mrp > priceInclGst,
    priceInclGst,
    mrp,
    discountPercent: discountPercent(priceInclGst, mrp),
    attributes: null,
    stock: 10,
    images: [`/images/products/test-${sequence}-1.svg`],
    ratings: { average: 4.2, count: 12 },
    specifications: { Processor: 'Intel Core i5', RAM: '16 GB' },
    warranty: '1 Year',
    featured: false,
    ...overrides,
  };
}
