/** The privacy module's public entry: consents, "My data" (export, erase), grievances and retention (issue 27). */
export type { PrivacyService } from './privacy.service';
