import { ATTENTION_LABELS, formatPaise, orderNumber, type AttentionItem } from '@store/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MailIcon } from '@/components/ui/icons';
import { formatIndianShortDateTime } from '@/lib/dates';
import { differenceOf, formatMoney } from '../attention-format';
import { AttentionActions } from './attention-actions';

/**
 * One payment waiting for a person: what went wrong and since when, who paid, what they paid against
 * what the checkout expected, what for, the shop's note, and the ways to settle it.
 */
export function AttentionCard({ item }: { item: AttentionItem }) {
  const headingId = `attention-${item._id}`;
  const refundFailed = item.kind === 'refund-failed';
  const difference = differenceOf(item);
  const { customer } = item;

  return (
    <article
      aria-labelledby={`${headingId} ${headingId}-customer`}
      className={`overflow-hidden rounded-2xl border border-l-4 border-slate-200 bg-white shadow-sm ${refundFailed ? 'border-l-red-600' : 'border-l-amber-500'}`}
      data-testid="attention-item"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 border-b border-slate-100 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <p className={`text-xs font-semibold uppercase tracking-wide ${refundFailed ? 'text-red-700' : 'text-amber-800'}`}>
            {refundFailed ? 'Refund' : 'Held payment'}
          </p>
          <h2 id={headingId} className="font-semibold text-slate-900">
            {ATTENTION_LABELS[item.kind]}
          </h2>
        </div>
        <p className="text-sm text-slate-600">
          Waiting since <time dateTime={item.since}>{formatIndianShortDateTime(item.since)}</time>
        </p>
      </header>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 px-4 py-4 text-sm sm:px-5 lg:grid-cols-4">
        <Fact label="Customer" className="col-span-2 sm:col-span-1">
          <p id={`${headingId}-customer`} className="font-medium text-slate-900">
            {customer.name || 'Not known'}
          </p>
          {customer.email && (
            <a
              href={`mailto:${customer.email}`}
              className="mt-0.5 inline-flex max-w-full items-center gap-1.5 text-brand-700 underline-offset-2 hover:underline"
            >
              <MailIcon className="size-4 shrink-0" />
              <span className="min-w-0 wrap-anywhere">{customer.email}</span>
            </a>
          )}
        </Fact>

        <Fact label={refundFailed ? 'Refund' : 'Paid'}>
          <p className="text-base font-bold tabular-nums text-slate-900" data-testid="attention-paid">
            {item.amountPaise > 0 || refundFailed ? formatMoney(item.amountPaise, item.currency) : 'Not captured'}
          </p>
          {!refundFailed && (
            <p className="text-slate-600" data-testid="attention-expected">
              Expected {formatPaise(item.expectedPaise)}
            </p>
          )}
          {difference && <p className={`font-medium ${difference.short ? 'text-red-700' : 'text-amber-800'}`}>{difference.text}</p>}
        </Fact>

        <Fact label="Payment">
          <p className="font-mono text-xs leading-5 text-slate-900 wrap-anywhere">{item.paymentId || '—'}</p>
          {item.orderId && (
            <Link to={`/admin/orders/${item.orderId}`} className="text-brand-700 underline-offset-2 hover:underline">
              Order #{orderNumber(item.orderId)}
            </Link>
          )}
        </Fact>

        <Fact label="Items" className="col-span-2 sm:col-span-1">
          {item.items.length > 0 ? (
            <ul className="space-y-0.5 text-slate-900">
              {item.items.map((line) => (
                <li key={line.productId}>
                  {line.quantity} × {line.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">Not recorded</p>
          )}
        </Fact>

        {item.note && (
          <div className="col-span-2 lg:col-span-4">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{refundFailed ? 'Why it failed' : "Shop's note"}</dt>
            <dd className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-slate-800 ring-1 ring-slate-200 wrap-anywhere">{item.note}</dd>
          </div>
        )}
      </dl>

      <footer className="flex justify-end border-t border-slate-100 bg-slate-50 px-4 py-3 sm:px-5">
        <AttentionActions item={item} />
      </footer>
    </article>
  );
}

function Fact({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
