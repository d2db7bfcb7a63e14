import { zodResolver } from '@hookform/resolvers/zod';
import {
  eraseAccountSchema,
  PRIVACY_NOTICES,
  PRIVACY_PURPOSES,
  TAX_RECORDS_REASON,
  type Consent,
  type EraseAccountInput,
  type ErasureResult,
  type HeldData,
} from '@store/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatIndianDate, formatIndianDateTime } from '@/lib/dates';
import { saveFile } from '@/lib/save-file';
import { useChangeConsent, useConsents } from '../api/consents';
import { getMyData, useEraseAccount, useMyData } from '../api/my-data';

const ERASURE_LABELS: Record<HeldData['erasure'], { label: string; className: string }> = {
  deleted: { label: 'Deleted on erasure', className: 'bg-red-50 text-red-800 ring-red-200' },
  anonymised: { label: 'Anonymised on erasure', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  kept: { label: 'Kept', className: 'bg-slate-100 text-slate-800 ring-slate-300' },
};

/**
 * "My data" (DPDP Act 2023, ss. 11-12): download everything held (JSON) or read it here, correct it on
 * the profile, withdraw or give consent, and erase the account. `onErased` ends the session (the page
 * owns it).
 */
export function MyData({ onErased }: { onErased: (result: ErasureResult) => void }) {
  return (
    <div className="space-y-6">
      <ExportPanel />
      <Panel title="Correct your data" description="Keep your name, mobile number and address up to date yourself.">
        <p className="text-sm text-slate-700">
          Edit them on your{' '}
          <Link to="/profile" className="font-medium text-brand-700 underline underline-offset-2">
            profile
          </Link>
          . Your e-mail address cannot be changed; for anything else you cannot edit, write to our{' '}
          <Link to="/privacy#grievance-officer" className="font-medium text-brand-700 underline underline-offset-2">
            Grievance Officer
          </Link>
          .
        </p>
      </Panel>
      <ConsentsPanel />
      <ErasePanel onErased={onErased} />
    </div>
  );
}

function ExportPanel() {
  const [shown, setShown] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const data = useMyData(shown);

  async function download() {
    setDownloading(true);
    try {
      const everything = await getMyData();
      saveFile(new Blob([JSON.stringify(everything, null, 2)], { type: 'application/json' }), `techstore-my-data-${everything.exportedAt.slice(0, 10)}.json`);
    } catch (error) {
      toast.error(errorMessage(error, 'Your data could not be downloaded. Please try again.'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Panel
      title="Your data"
      description="Everything we hold about you: your account, orders, invoices, applications, messages, reviews, consents and security log."
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={download} disabled={downloading}>
          {downloading ? 'Preparing...' : 'Download my data (JSON)'}
        </Button>
        <Button variant="secondary" onClick={() => setShown(true)} disabled={shown}>
          Show it on this page
        </Button>
      </div>
      {shown && (
        <div className="mt-5">
          {data.isPending && <p className="text-sm text-slate-600">Loading your data…</p>}
          {data.isError && <p className="text-sm text-red-700">{errorMessage(data.error, 'Your data could not be loaded. Please try again.')}</p>}
          {data.data && (
            <div className="space-y-3" data-testid="my-data-readable">
              <p className="text-sm text-slate-600">As of {formatIndianDateTime(data.data.exportedAt)}.</p>
              {data.data.data.map((held) => (
                <HeldTable key={held.table} held={held} />
              ))}
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}

function HeldTable({ held }: { held: HeldData }) {
  const badge = ERASURE_LABELS[held.erasure];
  return (
    <details className="rounded-xl border border-slate-200">
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-4 py-3 text-sm">
        <span className="w-full min-w-0 font-medium text-slate-900 sm:w-auto sm:flex-1">{held.description}</span>
        <span className="text-slate-600">
          {held.rows.length} {held.rows.length === 1 ? 'record' : 'records'}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${badge.className}`}>{badge.label}</span>
      </summary>
      <div className="space-y-3 border-t border-slate-200 px-4 py-3 text-sm">
        {held.reason && <p className="text-slate-700">{held.reason}</p>}
        {held.rows.length === 0 && <p className="text-slate-600">Nothing held.</p>}
        {held.rows.map((row, index) => (
          <dl key={index} className="grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 sm:grid-cols-[minmax(8rem,auto)_1fr]">
            {Object.entries(row).map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-medium text-slate-600">{key}</dt>
                <dd className="min-w-0 text-slate-900 wrap-anywhere">{shown(value)}</dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
    </details>
  );
}

const shown = (value: unknown) => (value === null || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

function ConsentsPanel() {
  const consents = useConsents();
  const change = useChangeConsent();
  const byPurpose = new Map<string, Consent>((consents.data?.consents ?? []).map((consent) => [consent.purpose, consent]));
  return (
    <Panel
      title="Your consents"
      description="Withdraw a consent as easily as you gave it. Withdrawing stops further use for that purpose; what was done before stays lawful."
    >
      {consents.isError && <p className="text-sm text-red-700">{errorMessage(consents.error, 'Your consents could not be loaded.')}</p>}
      <ul className="divide-y divide-slate-200">
        {PRIVACY_PURPOSES.map((purpose) => {
          const consent = byPurpose.get(purpose);
          const standing = consent !== undefined && consent.withdrawnAt === null;
          const busy = change.isPending && change.variables?.purpose === purpose;
          return (
            <li key={purpose} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">{PRIVACY_NOTICES[purpose].title}</p>
                <p className="text-slate-600">
                  {consent === undefined
                    ? 'Not asked yet: the form that needs it shows its notice.'
                    : standing
                      ? `Given on ${formatIndianDate(consent.givenAt)} (notice version ${consent.noticeVersion}).`
                      : `Withdrawn on ${formatIndianDate(consent.withdrawnAt!)}.`}
                </p>
              </div>
              {/* A purpose never used has nothing to withdraw: its notice asks for consent where it collects. */}
              {consent !== undefined && (
                <Button
                  size="sm"
                  variant={standing ? 'danger' : 'secondary'}
                  disabled={busy}
                  onClick={() => change.mutate({ purpose, give: !standing })}
                  aria-label={`${standing ? 'Withdraw' : 'Give'} consent: ${PRIVACY_NOTICES[purpose].title}`}
                >
                  {busy ? 'Saving...' : standing ? 'Withdraw' : 'Give consent again'}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function ErasePanel({ onErased }: { onErased: (result: ErasureResult) => void }) {
  const form = useForm<EraseAccountInput>({ resolver: zodResolver(eraseAccountSchema), defaultValues: { password: '' } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseAccount();

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      onErased(await erase.mutateAsync(values));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) form.setError('password', { type: 'server', message: error.message });
      else setRefusal(errorMessage(error, 'Your account could not be erased. Please try again.'));
    }
  });

  return (
    <Panel title="Erase your account" description="This cannot be undone.">
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          Erasing deletes your profile, sign-ins, applications (with your PAN and Aadhaar) and contact messages, and removes your name, phone and address from
          your orders and reviews. You are signed out everywhere and cannot sign in again.
        </p>
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">{TAX_RECORDS_REASON}</p>
        <p>Orders still on their way or returns not yet settled must finish first.</p>
      </div>
      {!confirming ? (
        <Button variant="danger" className="mt-4" onClick={() => setConfirming(true)}>
          Erase my account…
        </Button>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
          <PasswordField
            label="Your password, to confirm"
            autoComplete="current-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          {refusal && (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {refusal}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <button
              type="submit"
              disabled={form.formState.isSubmitting}
              className={buttonClasses({ variant: 'primary', className: 'bg-red-700 hover:bg-red-800' })}
            >
              {form.formState.isSubmitting ? 'Erasing...' : 'Erase my account for good'}
            </button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
