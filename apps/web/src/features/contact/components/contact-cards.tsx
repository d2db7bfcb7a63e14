import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { BUSINESS, DEPARTMENTS, formatAddress } from '@/config/business';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** Call, WhatsApp, e-mail and visit: the four ways to reach the shop. */
export function ContactCards() {
  const cards = [
    {
      icon: PhoneIcon,
      title: 'Call us',
      body: (
        <>
          <a href={BUSINESS.phone.href} className={linkClass}>
            {BUSINESS.phone.display}
          </a>
          <span className="block">{BUSINESS.hours}</span>
        </>
      ),
    },
    {
      icon: ChatIcon,
      title: 'WhatsApp',
      body: (
        <>
          <a href={BUSINESS.whatsapp.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {BUSINESS.whatsapp.display}
          </a>
          <span className="block">Photos of a fault, order questions, quick quotes</span>
        </>
      ),
    },
    {
      icon: MailIcon,
      title: 'Email us',
      body: (
        <>
          {/* Padded to 24 px tall each, so the two stacked links are easy to tap apart. */}
          <span className="-my-1 flex flex-col items-start">
            <a href={`mailto:${BUSINESS.emails.sales}`} className={`${linkClass} py-1`}>
              {BUSINESS.emails.sales}
            </a>
            <a href={`mailto:${BUSINESS.emails.support}`} className={`${linkClass} py-1`}>
              {BUSINESS.emails.support}
            </a>
          </span>
        </>
      ),
    },
    {
      icon: MapPinIcon,
      title: 'Visit us',
      body: (
        <>
          <span className="block">{formatAddress()}</span>
          <span className="mt-1 flex items-center gap-1">
            <ClockIcon className="size-4 shrink-0" /> {BUSINESS.hours}
          </span>
          <span className="block">{BUSINESS.closedOn}</span>
        </>
      ),
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ icon: CardIcon, title, body }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <CardIcon className="size-6" />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{body}</p>
        </li>
      ))}
    </ul>
  );
}

/** Who handles what, with a direct number and address for each desk. */
export function DepartmentContacts() {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {DEPARTMENTS.map((department) => (
        <li key={department.name} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="font-semibold text-slate-900">{department.name}</h3>
          <p className="mt-1 text-sm text-slate-600">{department.description}</p>
          <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <a href={department.phone.href} className={`${linkClass} inline-flex items-center gap-1.5`}>
              <PhoneIcon className="size-4" />
              {department.phone.display}
            </a>
            <a href={`mailto:${department.email}`} className={`${linkClass} inline-flex items-center gap-1.5`}>
              <MailIcon className="size-4" />
              {department.email}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
