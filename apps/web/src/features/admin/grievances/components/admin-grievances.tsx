import { zodResolver } from '@hookform/resolvers/zod';
import {
  GRIEVANCE_CATEGORY_LABELS,
  grievanceAnswerSchema,
  type AdminGrievance,
  type GrievanceAnswerInput,
  type GrievanceStatus,
  formatCount,
} from '@store/shared';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { formatIndianDate, formatIndianDateTime } from '@/lib/dates';
import { useAnswerGrievance, useGrievances } from '../api/grievances';

const VIEWS = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
  { value: '', label: 'All' },
] as const;

const DAY_MS = 86_400_000;

/** /admin/grievances: grievances to the Grievance Officer, each answered once within 90 days (DPDP Rules 2025). */
export function AdminGrievances() {
  const [params] = useSearchParams();
  const status = (VIEWS.find((view) => view.value === (params.get('status') ?? 'open'))?.value ?? 'open') as GrievanceStatus | '';
  const grievances = useGrievances(status);
  const data = grievances.data;

  return (
    <div>
      <AdminPageHeader
        title="Grievances"
        description={
          data ? `${formatCount(data.open)} open. Each must be answered by its due date (90 days from filing).` : 'Privacy grievances to the Grievance Officer.'
        }
      />
      <nav aria-label="Show grievances" className="mb-5 flex flex-wrap gap-2">
        {VIEWS.map((view) => {
          const current = status === view.value;
          return (
            <Link
              key={view.label}
              to={`?status=${view.value}`}
              aria-current={current ? 'page' : undefined}
              className={`rounded-full px-4 py-2 text-sm font-semibold ${current ? 'bg-brand-600 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              {view.label}
            </Link>
          );
        })}
      </nav>
      {grievances.isPending && <p className="text-slate-600">Loading grievances…</p>}
      {grievances.isError && <p className="text-red-700">The grievances could not be loaded. Please try again.</p>}
      {data && data.grievances.length === 0 && (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
          {status === 'open' ? 'No open grievances. All answered.' : 'No grievances yet.'}
        </p>
      )}
      {data && (
        <ul className="space-y-4">
          {data.grievances.map((grievance) => (
            <li key={grievance._id}>
              <GrievanceCard grievance={grievance} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GrievanceCard({ grievance }: { grievance: AdminGrievance }) {
  const daysLeft = Math.ceil((new Date(grievance.dueAt).getTime() - Date.now()) / DAY_MS);
  const overdue = grievance.status === 'open' && daysLeft < 0;
  return (
    <article
      aria-labelledby={`grievance-${grievance._id}`}
      className={`rounded-2xl border bg-white p-4 shadow-sm sm:p-6 ${overdue ? 'border-red-300' : 'border-slate-200'}`}
      data-testid="admin-grievance"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`grievance-${grievance._id}`} className="font-mono text-base font-semibold text-slate-900">
            {grievance.reference}
          </h2>
          <p className="text-sm text-slate-600 wrap-anywhere">
            {grievance.name} ·{' '}
            <a href={`mailto:${grievance.email}`} className="text-brand-700 underline underline-offset-2">
              {grievance.email}
            </a>
          </p>
        </div>
        <div className="text-right text-sm">
          <span
            className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
              grievance.status === 'answered'
                ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                : grievance.status === 'closed'
                  ? 'bg-slate-100 text-slate-700 ring-slate-300'
                  : overdue
                    ? 'bg-red-50 text-red-800 ring-red-200'
                    : 'bg-amber-50 text-amber-900 ring-amber-200'
            }`}
          >
            {grievance.status === 'answered' ? 'Answered' : grievance.status === 'closed' ? 'Closed' : overdue ? 'Overdue' : 'Open'}
          </span>
          <p className="mt-1 text-slate-600">
            Filed {formatIndianDate(grievance.createdAt)}
            {grievance.status === 'open' && (
              <>
                {' '}
                · due {formatIndianDate(grievance.dueAt)}
                {!overdue && ` (${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left)`}
              </>
            )}
          </p>
        </div>
      </header>
      <p className="mt-3 text-sm font-medium text-slate-800">{GRIEVANCE_CATEGORY_LABELS[grievance.category]}</p>
      <p className="mt-1 whitespace-pre-line text-sm text-slate-700 wrap-anywhere">{grievance.message}</p>
      {grievance.status === 'answered' ? (
        <div className="mt-4 rounded-xl bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">
            Answered {grievance.answeredAt ? formatIndianDateTime(grievance.answeredAt) : ''} by {grievance.answeredBy}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-700 wrap-anywhere">{grievance.answer}</p>
        </div>
      ) : grievance.status === 'closed' ? (
        <div className="mt-4 rounded-xl bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">Closed {grievance.answeredAt ? formatIndianDateTime(grievance.answeredAt) : ''}</p>
          <p className="mt-1 text-slate-700">{grievance.answer}</p>
        </div>
      ) : (
        <AnswerForm grievance={grievance} />
      )}
    </article>
  );
}

function AnswerForm({ grievance }: { grievance: AdminGrievance }) {
  const answer = useAnswerGrievance();
  const form = useForm<GrievanceAnswerInput>({ resolver: zodResolver(grievanceAnswerSchema), defaultValues: { answer: '' } });
  const onSubmit = form.handleSubmit((values) => answer.mutate({ id: grievance._id, answer: values.answer }));
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      <TextAreaField
        label={`Answer to ${grievance.reference}`}
        hint="E-mailed to the person once, signed by the Grievance Officer."
        rows={4}
        error={form.formState.errors.answer?.message}
        {...form.register('answer')}
      />
      <Button type="submit" disabled={answer.isPending}>
        {answer.isPending ? 'Sending...' : 'Send answer'}
      </Button>
    </form>
  );
}
