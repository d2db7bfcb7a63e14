import { Link } from 'react-router';
import { ClockIcon, FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, MapPinIcon, PhoneIcon, XBrandIcon, YouTubeIcon } from '@/components/ui/icons';
import { BUSINESS, type SocialNetwork } from '@/config/business';
import { Logo } from './logo';

/** SPEC §2 footer links, grouped. */
const LINK_GROUPS = [
  {
    title: 'Services',
    links: [
      { to: '/services/laptop-services', label: 'Laptop Services' },
      { to: '/services/cctv-installation', label: 'CCTV Installation' },
      { to: '/services/google-workspace', label: 'Google Workspace' },
      { to: '/services/digital-marketing', label: 'Digital Marketing' },
    ],
  },
  {
    title: 'Insurance & Loans',
    links: [
      { to: '/insurance/health', label: 'Health Insurance' },
      { to: '/insurance/vehicle', label: 'Vehicle Insurance' },
      { to: '/insurance/life', label: 'Life Insurance' },
      { to: '/loan/personal', label: 'Personal Loan' },
      { to: '/loan/home', label: 'Home Loan' },
      { to: '/loan/business', label: 'Business Loan' },
      { to: '/loan/gold', label: 'Gold Loan' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/support', label: 'Support' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms & Conditions' },
    ],
  },
];

const SOCIAL_ICONS: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XBrandIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
};
const SOCIAL = BUSINESS.social.map(({ network, label }) => ({ label, icon: SOCIAL_ICONS[network] }));

export function Footer() {
  const { address, phone, emails, hours } = BUSINESS;
  return (
    <footer className="below-fold border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.3fr] lg:px-8">
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-slate-600">{BUSINESS.description}</p>
          <div className="mt-5">
            <p id="social-heading" className="text-xs font-semibold uppercase tracking-wider text-slate-600">
              Social media (coming soon)
            </p>
            <ul aria-labelledby="social-heading" className="mt-2 flex gap-2">
              {SOCIAL.map(({ label, icon: SocialIcon }) => (
                <li key={label} className="flex size-9 items-center justify-center rounded-full bg-slate-100 text-slate-600" title={label}>
                  <SocialIcon />
                  <span className="sr-only">{label}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-600 hover:text-brand-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <h2 className="text-sm font-semibold text-slate-900">Visit or call us</h2>
          <address className="mt-3 space-y-3 text-sm not-italic text-slate-600">
            <p className="flex gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                {address.line1}, {address.line2}
                <br />
                {address.city} {address.pincode}, {address.state}
              </span>
            </p>
            <p className="flex gap-2">
              <PhoneIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <a href={phone.href} className="hover:text-brand-700 hover:underline">
                {phone.display}
              </a>
            </p>
            <p className="flex gap-2">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span className="-my-1 flex flex-col">
                <a href={`mailto:${emails.sales}`} className="py-1 hover:text-brand-700 hover:underline">
                  {emails.sales}
                </a>
                <a href={`mailto:${emails.support}`} className="py-1 hover:text-brand-700 hover:underline">
                  {emails.support}
                </a>
              </span>
            </p>
            <p className="flex gap-2">
              <ClockIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {hours}
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-slate-600 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {BUSINESS.name}. All rights reserved. All prices in Indian rupees (₹).
        </p>
      </div>
    </footer>
  );
}
