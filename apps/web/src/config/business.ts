// By path, not '@store/shared': the build's PWA plugin reads this file in Node, which cannot load the
// package's TypeScript entry; a relative import is bundled with the Vite config instead.
import { GRIEVANCE_OFFICER, SHOP } from '../../../../packages/shared/src/business.ts';

/**
 * Who we are and how to reach us: the one place for the business's name, address, phone numbers,
 * e-mail addresses, opening hours and social accounts. Pages, the footer, the offline page and the
 * web app manifest all read from here.
 */
export const BUSINESS = {
  name: SHOP.name,
  tagline: 'Your trusted partner for tech solutions',
  description:
    'TechStore is your trusted partner for tech solutions in Pune: genuine laptops and accessories with GST invoices, same-week repairs, CCTV installation, Google Workspace set-up and digital marketing for growing businesses.',
  address: SHOP.address,
  /** The shop's main line: the one number the footer shows (SPEC §2). */
  phone: { display: SHOP.phone, href: `tel:${SHOP.phone.replace(/\s/g, '')}` },
  /** Customers in India expect WhatsApp; it reaches the service desk's mobile. */
  whatsapp: { display: '+91 98220 47100', href: 'https://wa.me/919822047100' },
  emails: {
    sales: SHOP.email,
    support: 'support@techstore.in',
    finance: 'finance@techstore.in',
    grievance: 'grievance@techstore.in',
  },
  /**
   * SPEC §9 shows two different hours (Mon–Sat 10:00–6:00 on one card, 9–7 on another). The shop
   * keeps one set: the 10 to 6 it states as its business hours. Every page shows this value.
   */
  hours: 'Mon–Sat 10:00 AM – 6:00 PM',
  closedOn: 'Closed on Sundays and public holidays',
  foundedYear: 2012,
  /** Named in the privacy policy, as India's DPDP Act 2023 expects of a business handling personal data. */
  grievanceOfficer: GRIEVANCE_OFFICER,
  /** SPEC §2: the footer shows social icons without real targets until the accounts go live. */
  social: [
    { network: 'facebook', label: 'Facebook' },
    { network: 'instagram', label: 'Instagram' },
    { network: 'x', label: 'X (Twitter)' },
    { network: 'linkedin', label: 'LinkedIn' },
    { network: 'youtube', label: 'YouTube' },
  ],
} as const;

export type SocialNetwork = (typeof BUSINESS.social)[number]['network'];

/** Who to call or write to for what: the contact page's department list. */
export const DEPARTMENTS = [
  {
    name: 'Sales & orders',
    description: 'Laptop advice, quotations for bulk and office orders, order and delivery questions.',
    phone: BUSINESS.phone,
    email: BUSINESS.emails.sales,
  },
  {
    name: 'Service desk',
    description: 'Laptop repairs, CCTV installation and maintenance visits, Google Workspace set-up.',
    phone: { display: '+91 98220 47100', href: 'tel:+919822047100' },
    email: BUSINESS.emails.support,
  },
  {
    name: 'Insurance & loans',
    description: 'Help choosing a plan, filling in an application and following it up with the insurer or lender.',
    phone: { display: '+91 98220 47200', href: 'tel:+919822047200' },
    email: BUSINESS.emails.finance,
  },
  {
    name: 'Digital marketing',
    description: 'SEO, social media, Google Ads campaigns and monthly reports for your business.',
    phone: { display: '+91 98220 47300', href: 'tel:+919822047300' },
    email: BUSINESS.emails.sales,
  },
] as const;

export function formatAddress(): string {
  const { line1, line2, city, pincode, state } = BUSINESS.address;
  return `${line1}, ${line2}, ${city} ${pincode}, ${state}`;
}

/** A maps search for the shop: a plain link out, so the contact page loads no third-party script. */
export function mapsSearchUrl(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${BUSINESS.name}, ${formatAddress()}`)}`;
}
