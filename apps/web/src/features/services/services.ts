import type { ComponentType, SVGProps } from 'react';
import { formatRupees, type ServiceSlug } from '@store/shared';
import { CameraIcon, CloudIcon, MegaphoneIcon, WrenchIcon } from '@/components/ui/icons';
import { CLAIMS, SERVICE_PRICES as P } from '@/config/offers';

export interface ServiceSummary {
  slug: ServiceSlug;
  title: string;
  summary: string;
  /** "From ₹500": the SPEC §9 starting price, written out for the card. */
  startingAt: string;
  highlights: string[];
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The four services of SPEC §2; each has its page at /services/{slug}. */
export const SERVICES: ServiceSummary[] = [
  {
    slug: 'laptop-services',
    title: 'Laptop Services',
    summary: `Screen, keyboard, battery and motherboard repairs by certified technicians, usually back in your hands in ${CLAIMS.repairTurnaround}.`,
    startingAt: `Repairs from ${formatRupees(P.hardwareRepair)}`,
    highlights: [`Software fixes from ${formatRupees(P.softwareServices)}`, `Maintenance from ${formatRupees(P.laptopMaintenance)}`],
    icon: WrenchIcon,
  },
  {
    slug: 'cctv-installation',
    title: 'CCTV Installation',
    summary: 'HD cameras for homes, shops and offices, installed neatly and set up so you can watch live from your phone.',
    startingAt: `Installation from ${formatRupees(P.cctvInstallation)}`,
    highlights: [`Monitoring ${formatRupees(P.cctvMonitoringPerMonth)}/month`, `Remote access ${formatRupees(P.cctvRemoteAccessPerMonth)}/month`],
    icon: CameraIcon,
  },
  {
    slug: 'google-workspace',
    title: 'Google Workspace',
    summary: 'Business e-mail on your own domain with Drive, Meet and Docs, migrated and configured for your whole team.',
    startingAt: `${formatRupees(P.gmailBusinessPerUserPerMonth)} per user per month`,
    highlights: [`${CLAIMS.workspaceStoragePerUser} storage per user`, `Meetings with up to ${CLAIMS.meetParticipants} people`],
    icon: CloudIcon,
  },
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    summary: 'SEO, social media and Google Ads campaigns that bring local customers to your door, with monthly reports.',
    startingAt: `SEO from ${formatRupees(P.seoPerMonth)}/month`,
    highlights: [`Social media from ${formatRupees(P.socialMediaPerMonth)}/month`, `PPC from ${formatRupees(P.ppcPerMonth)}/month`],
    icon: MegaphoneIcon,
  },
];
