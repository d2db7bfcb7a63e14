/**
 * The shop's identity where the server needs it too (its GST invoices): the web's config/business.ts
 * builds the pages' contact details on these.
 */
export const SHOP = {
  name: 'TechStore',
  address: {
    line1: 'Shop 12, Sai Plaza, Jangali Maharaj Road',
    line2: 'Shivajinagar',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411005',
    country: 'India',
  },
  phone: '+91 20 4852 7100',
  email: 'sales@techstore.in',
} as const;

/**
 * The Grievance Officer the privacy page names (DPDP Act 2023, s. 8(10); DPDP Rules 2025): a setting
 * of the shop, changed here when the person changes. The web's config/business.ts shows it; the
 * server signs grievance answers with it.
 */
export const GRIEVANCE_OFFICER = {
  name: 'Meera Deshpande',
  title: 'Grievance Officer',
  email: 'grievance@techstore.in',
  phone: '+91 20 4852 7100',
} as const;
