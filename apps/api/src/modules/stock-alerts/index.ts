/** The stock-alerts module's public entry: its service ("notify me" requests, told of restocks by the catalogue). */
export type { StockAlertService } from './stock-alerts.service';
