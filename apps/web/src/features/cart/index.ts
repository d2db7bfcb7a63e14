export type { LatestProduct } from './cart-check';
export { toCartProduct } from './cart-item';
export { CartProvider, useCart } from './cart-provider';
export { CartView } from './components/cart-view';
