import { LegalDocument, PRIVACY_INTRO, PRIVACY_SECTIONS, PRIVACY_UPDATED } from '@/features/marketing';
import { usePageMeta } from '@/hooks/use-page-meta';

export function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'What personal data TechStore collects, including account, order and insurance and loan application data, why, how long we keep it, and your rights under the DPDP Act 2023.',
  );
  return <LegalDocument title="Privacy Policy" updated={PRIVACY_UPDATED} intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
