/**
 * The services the shop offers, each with its page at /services/<slug> (the web's features/services
 * holds their content, one per slug) and in the sitemap. Without Zod, for the web's service pages.
 */
export const SERVICE_SLUGS = ['laptop-services', 'cctv-installation', 'google-workspace', 'digital-marketing'] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
