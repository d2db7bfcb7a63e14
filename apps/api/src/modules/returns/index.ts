/** The returns module's public entry: its service (the dashboard asks it what waits for the shop). */
export type { ReturnService } from './returns.service';
