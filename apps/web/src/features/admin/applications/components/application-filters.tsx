import { APPLICATION_KINDS, APPLICATION_STATUSES, INSURANCE_FORMS, LOAN_FORMS, type ApplicationFormDefinition, type ApplicationKind } from '@store/shared';
import { useId, type ComponentProps } from 'react';
import { controlClasses } from '@/components/ui/form-field';
import { APPLICATION_STATUS_LABELS } from '@/features/applications';

export const APPLICATION_FILTER_KEYS = ['type', 'subType', 'status'] as const;
export type ApplicationFilters = Record<(typeof APPLICATION_FILTER_KEYS)[number], string>;

const KIND_LABELS: Record<ApplicationKind, string> = { insurance: 'Insurance', loan: 'Loan' };
const FORMS: Record<ApplicationKind, ApplicationFormDefinition[]> = {
  insurance: Object.values(INSURANCE_FORMS),
  loan: Object.values(LOAN_FORMS),
};

const isKind = (value: string): value is ApplicationKind => (APPLICATION_KINDS as readonly string[]).includes(value);
const kindOfSubType = (subType: string) => APPLICATION_KINDS.find((kind) => FORMS[kind].some((form) => form.type === subType));

/**
 * Type, plan and status. The plan list follows the type; with no type chosen it offers every plan,
 * grouped, and choosing one sets its type too, so the two never disagree.
 */
export function ApplicationFilters({ filters, onChange }: { filters: ApplicationFilters; onChange: (changes: Partial<ApplicationFilters>) => void }) {
  const kind = isKind(filters.type) ? filters.type : undefined;

  const changeType = (type: string) => {
    const keepsPlan = isKind(type) && FORMS[type].some((form) => form.type === filters.subType);
    onChange({ type, subType: keepsPlan ? filters.subType : '' });
  };
  const changePlan = (subType: string) => onChange(subType ? { subType, type: kindOfSubType(subType) ?? filters.type } : { subType });

  return (
    <form role="search" aria-label="Filter applications" onSubmit={(event) => event.preventDefault()} className="mb-4 grid gap-3 sm:grid-cols-3">
      <Select label="Type" value={filters.type} onChange={(event) => changeType(event.target.value)}>
        <option value="">All types</option>
        {APPLICATION_KINDS.map((value) => (
          <option key={value} value={value}>
            {KIND_LABELS[value]}
          </option>
        ))}
      </Select>
      <Select label="Plan" value={filters.subType} onChange={(event) => changePlan(event.target.value)}>
        <option value="">All plans</option>
        {kind
          ? FORMS[kind].map((form) => <PlanOption key={form.type} form={form} />)
          : APPLICATION_KINDS.map((value) => (
              <optgroup key={value} label={KIND_LABELS[value]}>
                {FORMS[value].map((form) => (
                  <PlanOption key={form.type} form={form} />
                ))}
              </optgroup>
            ))}
      </Select>
      <Select label="Status" value={filters.status} onChange={(event) => onChange({ status: event.target.value })}>
        <option value="">All statuses</option>
        {APPLICATION_STATUSES.map((value) => (
          <option key={value} value={value}>
            {APPLICATION_STATUS_LABELS[value]}
          </option>
        ))}
      </Select>
    </form>
  );
}

function PlanOption({ form }: { form: ApplicationFormDefinition }) {
  return <option value={form.type}>{form.title}</option>;
}

function Select({ label, children, ...props }: { label: string } & ComponentProps<'select'>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={controlClasses(false, 'h-11')} {...props}>
        {children}
      </select>
    </div>
  );
}
