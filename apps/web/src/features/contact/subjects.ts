import type { CONTACT_SUBJECTS } from '@store/shared';

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The contact form's subjects as people read them: in the form's select and in the shop's inbox. */
export const SUBJECT_LABELS: Record<ContactSubject, string> = {
  sales: 'Sales: laptops, accessories and quotations',
  support: 'Support: orders, repairs and warranty',
  insurance: 'Insurance and loans',
  general: 'General enquiry',
};
