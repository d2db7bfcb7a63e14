export type { CartChange } from './checkout-item';
export { CheckoutForm } from './components/checkout-form';
export { TestModeStrip } from './components/test-mode-strip';
export type { RazorpayFailure, RazorpayOptions, RazorpaySuccess } from './razorpay';
export { buyNowPath, buyNowQuantity } from './buy-now';
