import { STOCK_ALERT_MESSAGES } from '@store/shared';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckIcon, MailIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { useUnsubscribeStockAlerts } from '../api/stock-alerts';

/**
 * The back-in-stock mail's link lands here. Stopping takes a click rather than happening on load:
 * mail scanners open links, and must not unsubscribe anyone by doing so.
 */
export function UnsubscribeStockAlerts({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeStockAlerts();

  return (
    <section className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {unsubscribe.isSuccess ? <CheckIcon className="size-7" /> : <MailIcon className="size-7" />}
      </span>
      {!token ? (
        <p className="mt-5 text-slate-700">{STOCK_ALERT_MESSAGES.badLink}</p>
      ) : unsubscribe.isSuccess ? (
        <>
          <h2 className="mt-5 text-xl font-semibold">Unsubscribed</h2>
          <p role="status" className="mt-2 text-slate-600">
            {unsubscribe.data.message}
          </p>
        </>
      ) : (
        <>
          <h2 className="mt-5 text-xl font-semibold">Stop back-in-stock e-mails?</h2>
          <p className="mt-2 text-slate-600">We will cancel every "notify me" request still waiting for your address. You can ask again on any product page.</p>
          {unsubscribe.isError && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {errorMessage(unsubscribe.error, STOCK_ALERT_MESSAGES.badLink)}
            </p>
          )}
          <Button className="mt-6" onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
        </>
      )}
      <Link to="/products" className={buttonClasses({ variant: 'ghost', className: 'mt-3 w-full' })}>
        Continue shopping
      </Link>
    </section>
  );
}
