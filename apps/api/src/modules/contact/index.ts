/** The contact module's public entry: its service (the unread count for the dashboard). */
export type { ContactService } from './contact.service';
