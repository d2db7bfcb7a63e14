import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** "21 November 2026". */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * A policy page: title, last-updated date, a table of contents and numbered sections. Section bodies
 * are plain paragraphs and lists; the typography comes from here.
 */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: title }]} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">Last updated: {updated}</p>
        <div className="mt-4 space-y-3 text-base leading-relaxed text-slate-700">{intro}</div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold text-slate-900">On this page</h2>
          <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-1 pl-4 text-slate-600 hover:border-brand-600 hover:text-brand-700"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl space-y-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="text-xl font-bold tracking-tight text-slate-900">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_dd]:mt-1 [&_dd>*+*]:mt-2 [&_dl]:space-y-4 [&_dt]:font-semibold [&_dt]:text-slate-900 [&_li]:mt-1.5 [&_ul]:list-disc [&_ul]:pl-5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
