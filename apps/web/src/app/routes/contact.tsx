import { CONTACT_SUBJECTS } from '@store/shared';
import { useSearchParams } from 'react-router';
import { PageHero } from '@/components/marketing/page-hero';
import { Section } from '@/components/marketing/section';
import { BUSINESS } from '@/config/business';
import { CONTACT_FAQ, ContactCards, ContactForm, type ContactSubject, DepartmentContacts, FaqAccordion, OfficeMap } from '@/features/contact';
import { usePageMeta } from '@/hooks/use-page-meta';

const isSubject = (value: string | null): value is ContactSubject => (CONTACT_SUBJECTS as readonly (string | null)[]).includes(value);

export function ContactPage() {
  usePageMeta(
    'Contact Us',
    `Call, WhatsApp, e-mail or visit ${BUSINESS.name} on J.M. Road, Shivajinagar, Pune (${BUSINESS.hours}), or send us a message and we will reply within one working day.`,
  );
  const [params] = useSearchParams();
  const subject = params.get('subject');

  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in touch"
        crumbLabel="Contact"
        intro={
          <p>
            Questions about a laptop, a repair, a service or an application? Call, write or drop by the shop, or send us a message below and we will get back to
            you within one working day.
          </p>
        }
      />

      <Section id="reach-us" title="Reach us directly">
        <ContactCards />
      </Section>

      <div className="border-y border-slate-200 bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-14 lg:grid-cols-[1.25fr_1fr] lg:px-8">
          <section aria-labelledby="message-heading">
            <h2 id="message-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Send us a message
            </h2>
            <p className="mt-2 text-slate-600">Tell us a little about what you need. The more detail, the better our first answer.</p>
            <div className="mt-6">
              <ContactForm initialSubject={isSubject(subject) ? subject : undefined} />
            </div>
          </section>
          <section aria-labelledby="find-us-heading">
            <h2 id="find-us-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Find us
            </h2>
            <p className="mt-2 text-slate-600">On J.M. Road, a short walk from Sambhaji Park. Two-wheeler parking in front of the building.</p>
            <div className="mt-6">
              <OfficeMap />
            </div>
          </section>
        </div>
      </div>

      <Section id="departments" title="Department contacts" intro={<p>Reach the right desk directly.</p>}>
        <DepartmentContacts />
      </Section>

      <Section id="faq" title="Frequently asked questions" tone="white">
        <div className="max-w-3xl">
          <FaqAccordion items={CONTACT_FAQ} />
        </div>
      </Section>
      <div className="h-14" aria-hidden="true" />
    </>
  );
}
