import { LegalDocument, TERMS_INTRO, TERMS_SECTIONS, TERMS_UPDATED } from '@/features/marketing';
import { usePageMeta } from '@/hooks/use-page-meta';

export function TermsPage() {
  usePageMeta(
    'Terms & Conditions',
    'The terms for buying from TechStore and using our services: prices and GST, delivery, returns and replacements, warranty, repairs, insurance and loans.',
  );
  return <LegalDocument title="Terms & Conditions" updated={TERMS_UPDATED} intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
