import { Link } from 'react-router';
import { CheckList } from '@/components/marketing/check-list';
import { ContactBlock } from '@/components/marketing/contact-block';
import { PageHero } from '@/components/marketing/page-hero';
import { Section } from '@/components/marketing/section';
import { buttonClasses } from '@/components/ui/button';
import { BUSINESS } from '@/config/business';
import { CLAIMS } from '@/config/offers';
import { HELP_CHANNELS, SUPPORT_TOPICS } from '@/features/marketing';
import { usePageMeta } from '@/hooks/use-page-meta';

export function SupportPage() {
  usePageMeta(
    'Help & Support',
    `How to reach TechStore, order and delivery questions, returns and replacements, warranty claims and laptop repairs in ${CLAIMS.repairTurnaround}.`,
  );
  return (
    <>
      <PageHero
        eyebrow="Help & support"
        title="How can we help?"
        crumbLabel="Support"
        intro={
          <p>
            Answers to the questions we hear most about orders, returns, warranty and repairs. Cannot find yours? Call or message us and a real person will
            help.
          </p>
        }
        actions={
          <>
            <Link to="/contact?subject=support" className={buttonClasses({ size: 'lg' })}>
              Send us a message
            </Link>
            <a href={BUSINESS.phone.href} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              Call {BUSINESS.phone.display}
            </a>
          </>
        }
      />

      <Section id="get-help" title="Ways to get help">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HELP_CHANNELS.map(({ icon: ChannelIcon, title, text, action }) => (
            <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <ChannelIcon className="size-6" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 flex-1 text-sm leading-relaxed text-slate-600">{text}</p>
              <p className="mt-3 text-sm font-semibold text-brand-700 [&_a]:underline-offset-2 [&_a:hover]:underline">{action}</p>
            </li>
          ))}
        </ul>
      </Section>

      <div className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-14 lg:px-8">
          <nav aria-label="Support topics">
            <ul className="flex flex-wrap gap-2">
              {SUPPORT_TOPICS.map((topic) => (
                <li key={topic.id}>
                  <a
                    href={`#${topic.id}`}
                    className="inline-flex rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-300 hover:text-brand-700"
                  >
                    {topic.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            {SUPPORT_TOPICS.map((topic) => (
              <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-heading`} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
                <h2 id={`${topic.id}-heading`} className="text-xl font-bold tracking-tight text-slate-900">
                  {topic.title}
                </h2>
                <p className="mt-2 text-slate-700">{topic.intro}</p>
                <ul className="mt-4 space-y-2 text-sm leading-relaxed text-slate-700">
                  {topic.points.map((point, index) => (
                    <li key={index} className="flex gap-2 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </div>

      <Section id="before-you-call" title="Before you call, keep handy">
        <CheckList
          columns
          items={[
            'Your order number, or the mobile number you ordered with',
            'The invoice, for warranty and returns',
            'The laptop’s model and serial number (on the sticker underneath)',
            'Photos or a short video of the fault, if you can',
          ]}
        />
      </Section>

      <ContactBlock
        title="Still need help?"
        text="Send us a message with as much detail as you can. Our support team replies within one working day."
        subject="support"
      />
    </>
  );
}
