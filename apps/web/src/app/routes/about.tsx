import { Link } from 'react-router';
import { ContactBlock } from '@/components/marketing/contact-block';
import { PageHero } from '@/components/marketing/page-hero';
import { Section } from '@/components/marketing/section';
import { initials } from '@/components/marketing/testimonials';
import { buttonClasses } from '@/components/ui/button';
import { EyeIcon, TargetIcon, TrophyIcon } from '@/components/ui/icons';
import { BUSINESS } from '@/config/business';
import { ABOUT_STATS, AWARDS, LEADERSHIP, MILESTONES, MISSION, STORY } from '@/features/marketing';
import { usePageMeta } from '@/hooks/use-page-meta';

export function AboutPage() {
  usePageMeta(
    'About Us',
    `${BUSINESS.name} has served Pune since ${BUSINESS.foundedYear}: genuine laptops, repairs, CCTV, Google Workspace, digital marketing, insurance and loans from one local team.`,
  );
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={`A Pune technology shop, since ${BUSINESS.foundedYear}`}
        crumbLabel="About"
        intro={
          <p>
            We are a local team of engineers, technicians and advisors who help students, families and small businesses buy the right technology and keep it
            running.
          </p>
        }
        actions={
          <>
            <Link to="/services" className={buttonClasses({ size: 'lg' })}>
              Our services
            </Link>
            <Link to="/contact" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              Visit the shop
            </Link>
          </>
        }
      />

      <section aria-label={`${BUSINESS.name} in numbers`} className="bg-brand-800 text-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-y-6 px-4 py-8 sm:px-6 md:grid-cols-4 lg:px-8">
          {ABOUT_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-1 text-sm text-brand-100">{stat.label}</dt>
              <dd className="text-2xl font-bold tracking-tight sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="story" title="Our story">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div className="space-y-4 text-base leading-relaxed text-slate-700">
            {STORY.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <ol aria-label="Milestones" className="relative space-y-4 border-l-2 border-brand-100 pl-6">
            {MILESTONES.map((milestone) => (
              <li key={milestone.year} className="relative">
                <span aria-hidden="true" className="absolute -left-[1.95rem] top-1 size-3.5 rounded-full border-2 border-white bg-brand-600" />
                <span className="block text-sm font-bold text-brand-700">{milestone.year}</span>
                <span className="text-slate-700">{milestone.text}</span>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section id="mission" title="Mission, vision and values" tone="white">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <TargetIcon className="size-7 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">Our mission</h3>
            <p className="mt-2 text-slate-700">{MISSION.mission}</p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <EyeIcon className="size-7 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">Our vision</h3>
            <p className="mt-2 text-slate-700">{MISSION.vision}</p>
          </div>
        </div>
        <h3 className="mt-10 text-lg font-semibold text-slate-900">What we stand for</h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {MISSION.values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 p-5">
              <h4 className="font-semibold text-slate-900">{value.title}</h4>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="team" title="Leadership team" intro={<p>The two people who answer for everything we do.</p>}>
        <ul className="grid gap-4 md:grid-cols-2">
          {LEADERSHIP.map((person) => (
            <li key={person.name} className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-xl font-bold text-white"
              >
                {initials(person.name)}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{person.name}</h3>
                <p className="text-sm font-medium text-brand-700">{person.role}</p>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{person.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="awards" title="Awards and recognition" tone="white">
        <ul className="grid gap-4 md:grid-cols-3">
          {AWARDS.map((award) => (
            <li key={award.title} className="flex gap-4 rounded-2xl border border-amber-100 bg-amber-50/60 p-5">
              <TrophyIcon className="size-7 shrink-0 text-amber-700" />
              <div>
                <h3 className="font-semibold text-slate-900">{award.title}</h3>
                <p className="mt-1 text-sm text-slate-600">
                  {award.by}, {award.year}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <div className="pt-14">
        <ContactBlock
          title="Come and say hello"
          text="Drop by the shop for a coffee and a chat about your next laptop, or call us with a question. We are happy to help, even if you are not buying today."
          subject="general"
        />
      </div>
    </>
  );
}
