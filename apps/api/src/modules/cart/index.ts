/** The cart module's public entry: its service (a signed-in customer's saved cart). */
export type { CartService } from './cart.service';
