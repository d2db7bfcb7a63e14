/** When the terms and the privacy policy last changed; update it with every change to either. */
export const LEGAL_UPDATED = '2 December 2026';

/** The promise both policies make (the Consumer Protection (E-Commerce) Rules, 2020 set these limits). */
export const GRIEVANCE_RESPONSE = 'We acknowledge every complaint within 48 hours and resolve it within one month.';
