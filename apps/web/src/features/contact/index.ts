export { ContactCards, DepartmentContacts } from './components/contact-cards';
export { ContactForm } from './components/contact-form';
export { FaqAccordion } from './components/faq-accordion';
export { OfficeMap } from './components/office-map';
export { CONTACT_FAQ } from './faq';
export { SUBJECT_LABELS } from './subjects';
export type { ContactSubject } from './subjects';
