import { INSURANCE_FORMS, LOAN_FORMS, type ApplicationFormDefinition } from '@store/shared';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import {
  BanknoteIcon,
  BriefcaseIcon,
  CarIcon,
  ChevronRightIcon,
  CoinsIcon,
  HeartPulseIcon,
  HomeIcon,
  LockIcon,
  UmbrellaIcon,
  UserIcon,
} from '@/components/ui/icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const ICONS: Record<string, Icon> = {
  'insurance/health': HeartPulseIcon,
  'insurance/vehicle': CarIcon,
  'insurance/life': UmbrellaIcon,
  'loan/personal': UserIcon,
  'loan/home': HomeIcon,
  'loan/business': BriefcaseIcon,
  'loan/gold': CoinsIcon,
  'loan/secured': LockIcon,
  'loan/unsecured': BanknoteIcon,
};

const GROUPS = [
  { title: 'Insurance', forms: Object.values(INSURANCE_FORMS), tone: 'bg-emerald-50 text-emerald-800' },
  { title: 'Loans', forms: Object.values(LOAN_FORMS), tone: 'bg-amber-50 text-amber-800' },
] as const;

/** SPEC §2 'Apply for New Services': a link to each of the nine application forms. */
export function ApplyForServices() {
  return (
    <section aria-labelledby="apply-heading">
      <h2 id="apply-heading" className="text-xl font-bold tracking-tight text-slate-900">
        Apply for New Services
      </h2>
      <div className="mt-4 space-y-5">
        {GROUPS.map((group) => (
          <div key={group.title}>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{group.title}</h3>
            <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {group.forms.map((form) => (
                <li key={form.type}>
                  <ServiceLink form={form} tone={group.tone} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

function ServiceLink({ form, tone }: { form: ApplicationFormDefinition; tone: string }) {
  const Icon = ICONS[`${form.kind}/${form.type}`] ?? BanknoteIcon;
  return (
    <Link
      to={`/${form.kind}/${form.type}`}
      className="flex h-full min-h-14 items-center gap-2.5 rounded-xl border border-slate-200 bg-white px-2.5 py-2 text-sm font-semibold leading-snug text-slate-900 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 sm:gap-3 sm:px-3"
    >
      <span className={`flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-9 ${tone}`}>
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">{form.title}</span>
      <ChevronRightIcon className="hidden size-4 shrink-0 text-slate-400 sm:block" />
    </Link>
  );
}
