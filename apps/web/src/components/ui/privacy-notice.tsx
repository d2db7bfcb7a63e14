import { NOTICE_VERSION, PRIVACY_NOTICES, type PrivacyPurpose } from '@store/shared';
import { ShieldIcon } from './icons';

/**
 * The itemised privacy notice (DPDP Act 2023, s. 5; DPDP Rules 2025, rule 3) shown at every form
 * that collects personal data: what is collected and why, how long it is kept, how to withdraw and
 * complain. The words are the shared package's, one version for all; the server records the consent
 * with that version when the form is submitted. Closed by default below a one-line summary, except
 * where asked (sign-up), so long forms stay short; a native <details> opens with the keyboard.
 */
export function PrivacyNotice({ purpose, open = false, className = '' }: { purpose: PrivacyPurpose; open?: boolean; className?: string }) {
  const notice = PRIVACY_NOTICES[purpose];
  return (
    // Not a labelled landmark: the form's own fields keep their labels to themselves (a name with
    // "message" in it would answer for the contact form's Message field).
    <div className={`rounded-xl border border-slate-200 bg-slate-50 text-sm text-slate-700 ${className}`} data-testid="privacy-notice">
      <details open={open} className="group">
        <summary className="flex cursor-pointer list-none items-start gap-2 rounded-xl px-4 py-3 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300">
          <ShieldIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span className="min-w-0 flex-1">
            <span className="font-semibold text-slate-900">Privacy notice: {notice.title.toLowerCase()}</span>
            <span className="block text-xs text-slate-600">
              What we collect, why, for how long, and how to withdraw. By submitting you consent to this use.
            </span>
          </span>
          <span aria-hidden="true" className="text-xs font-semibold text-brand-700 group-open:hidden">
            Show
          </span>
          <span aria-hidden="true" className="hidden text-xs font-semibold text-brand-700 group-open:inline">
            Hide
          </span>
        </summary>
        <div className="space-y-3 border-t border-slate-200 px-4 py-3">
          <ul className="space-y-1.5">
            {notice.items.map((item) => (
              <li key={item.data} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                <span>
                  <strong className="font-medium text-slate-900">{item.data}</strong>: {item.purpose}.
                </span>
              </li>
            ))}
          </ul>
          <p>
            <strong className="font-medium text-slate-900">How long:</strong> {notice.kept}
          </p>
          <p>
            <strong className="font-medium text-slate-900">Withdraw or complain:</strong> {notice.withdraw}{' '}
            {/* A new tab: the form being filled in stays as it is. Plain <a>: the notice also sits in forms rendered outside the router. */}
            <a
              href="/privacy#grievance-officer"
              target="_blank"
              rel="noopener"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              Privacy policy and Grievance Officer<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
          <p className="text-xs text-slate-500">Notice version {NOTICE_VERSION}</p>
        </div>
      </details>
    </div>
  );
}
