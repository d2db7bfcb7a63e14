/** The checkout module's public entry: its service (other modules receive its functions through app.ts). */
export type { CheckoutService } from './checkout.service';
