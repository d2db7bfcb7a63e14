import { useId } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { CloseIcon, DownloadIcon, PlusSquareIcon, ShareIcon } from '@/components/ui/icons';
import { BUSINESS } from '@/config/business';
import { isQuietPage } from '../install-prompt-rules';
import { useInstallPrompt } from '../use-install-prompt';

/** The one persistent widget (SPEC §2): offers to install the site as an app. */
export function InstallPrompt() {
  const { state, dismiss, install } = useInstallPrompt();
  const titleId = useId();
  const { pathname } = useLocation();
  // Never over checkout, payment or an order: it would cover the payment dialog and the order's own buttons.
  if (state.kind === 'hidden' || isQuietPage(pathname)) return null;

  return (
    <aside
      aria-labelledby={titleId}
      data-testid="install-prompt"
      className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 animate-pop-in rounded-2xl border border-slate-200 bg-white p-4 shadow-xl motion-reduce:animate-none md:inset-x-auto md:bottom-6 md:right-6 md:w-[25rem]"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/icon-192.png" alt="" width={48} height={48} className="size-12 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-slate-900">
            Install the {BUSINESS.name} app
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">
            {state.kind === 'ios'
              ? 'Add it to your Home Screen for one-tap access to your cart, orders and applications.'
              : 'One tap from your home screen to your cart, orders and applications. It opens like an app and loads faster.'}
          </p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Close"
          className="-mr-1 -mt-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <CloseIcon />
        </button>
      </div>

      {state.kind === 'ios' && (
        <ol className="mt-3 list-inside list-decimal space-y-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 marker:font-semibold">
          <li>
            Tap <ShareIcon className="inline size-5 align-text-bottom text-brand-700" /> <strong>Share</strong> in the browser’s toolbar.
          </li>
          <li>
            Choose <PlusSquareIcon className="inline size-5 align-text-bottom text-brand-700" /> <strong>Add to Home Screen</strong>.
          </li>
          <li>
            Tap <strong>Add</strong>.
          </li>
        </ol>
      )}

      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={dismiss}>
          Later
        </Button>
        {state.kind === 'install' && (
          <Button size="sm" onClick={() => void install()}>
            <DownloadIcon className="size-4" />
            Install
          </Button>
        )}
      </div>
    </aside>
  );
}
