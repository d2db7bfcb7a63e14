/**
 * The shop owner's account of the end-to-end runs: scripts/e2e-admin.ts makes it a verified admin
 * before the server starts. Apart from e2e/accounts.ts, which loads Playwright, so that script need not.
 */
export const E2E_ADMIN = { name: 'Meera Owner', email: 'owner@techstore.test', password: 'Secret#2024', phone: '9876500001' } as const;
