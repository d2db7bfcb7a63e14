import type { CONTACT_SUBJECTS } from '@store/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { BUSINESS, formatAddress } from '@/config/business';

interface ContactBlockProps {
  title: string;
  text: string;
  /** The contact form's subject to preselect: sales, support, insurance or general. */
  subject: (typeof CONTACT_SUBJECTS)[number];
}

/** The desk that answers each subject. */
const EMAIL_FOR: Record<ContactBlockProps['subject'], string> = {
  sales: BUSINESS.emails.sales,
  support: BUSINESS.emails.support,
  insurance: BUSINESS.emails.finance,
  general: BUSINESS.emails.sales,
};

/** The closing call to action of a content page: how to reach the shop, and a link to the contact form. */
export function ContactBlock({ title, text, subject }: ContactBlockProps) {
  const email = EMAIL_FOR[subject];
  return (
    <section aria-labelledby="contact-block-heading" className="mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
      <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-white shadow-lg sm:px-10">
        <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <h2 id="contact-block-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {title}
            </h2>
            <p className="mt-2 max-w-2xl text-brand-100">{text}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link to={`/contact?subject=${subject}`} className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'border-transparent' })}>
                Send us a message
              </Link>
              <a href={BUSINESS.phone.href} className={buttonClasses({ size: 'lg', className: 'bg-white/10 ring-1 ring-white/40 hover:bg-white/20' })}>
                <PhoneIcon />
                Call {BUSINESS.phone.display}
              </a>
            </div>
          </div>
          <address className="space-y-3 rounded-2xl bg-white/10 p-5 text-sm not-italic ring-1 ring-white/20">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-200" />
              <span>{formatAddress()}</span>
            </p>
            <p className="flex gap-3">
              <MailIcon className="mt-0.5 size-5 shrink-0 text-brand-200" />
              <a href={`mailto:${email}`} className="underline-offset-2 hover:underline">
                {email}
              </a>
            </p>
            <p className="flex gap-3">
              <PhoneIcon className="mt-0.5 size-5 shrink-0 text-brand-200" />
              <span>
                WhatsApp{' '}
                <a href={BUSINESS.whatsapp.href} className="underline-offset-2 hover:underline" target="_blank" rel="noopener noreferrer">
                  {BUSINESS.whatsapp.display}
                </a>
              </span>
            </p>
            <p className="flex gap-3">
              <ClockIcon className="mt-0.5 size-5 shrink-0 text-brand-200" />
              <span>
                {BUSINESS.hours}
                <br />
                <span className="text-brand-100">{BUSINESS.closedOn}</span>
              </span>
            </p>
          </address>
        </div>
      </div>
    </section>
  );
}
