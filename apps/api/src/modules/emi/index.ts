/** The EMI module's public entry: card EMI plans from the payment gateway (issue 27). */
export { createEmiService, type EmiService } from './emi.service';
export { emiRoutes } from './emi.routes';
