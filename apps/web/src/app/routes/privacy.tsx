import { LegalDocument, PRIVACY_INTRO, PRIVACY_SECTIONS, PRIVACY_UPDATED } from '@/features/marketing';
import { useAuth } from '@/features/auth';
import { GrievanceForm } from '@/features/privacy';
import { usePageMeta } from '@/hooks/use-page-meta';

export function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'What personal data TechStore collects, including account, order and insurance and loan application data, why, how long we keep it, and your rights under the DPDP Act 2023.',
  );
  const { user } = useAuth();
  // The grievance form sits right after the Grievance Officer it goes to (DPDP Act 2023, s. 13).
  const sections = PRIVACY_SECTIONS.flatMap((section) =>
    section.id === 'grievance-officer'
      ? [
          section,
          {
            id: 'grievance-form',
            title: 'File a grievance',
            body: <GrievanceForm key={user?._id ?? 'guest'} name={user?.name} email={user?.email} />,
          },
        ]
      : [section],
  );
  return <LegalDocument title="Privacy Policy" updated={PRIVACY_UPDATED} intro={PRIVACY_INTRO} sections={sections} />;
}
