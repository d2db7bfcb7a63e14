import { formatCount } from '@store/shared';
import { Link } from 'react-router';

const VIEWS = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Unread' },
  { value: 'false', label: 'Read' },
] as const;

/** All / Unread / Read as links (`?unread=`), for the admin's inboxes: messages and notifications. */
export function UnreadFilter({ label, unread }: { label: string; unread: string }) {
  return (
    <nav aria-label={label} className="mb-5 flex gap-2">
      {VIEWS.map((view) => {
        const current = unread === view.value;
        return (
          <Link
            key={view.label}
            to={view.value ? `?unread=${view.value}` : '?'}
            aria-current={current ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${current ? 'bg-brand-600 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
          >
            {view.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** "3 unread of 10 in all" (or "… shown" when a filter is on), once the counts are in. */
export function unreadSummary(counts: { unread: number; total: number }, unread: string): string {
  return `${formatCount(counts.unread)} unread of ${formatCount(counts.total)} ${unread ? 'shown' : 'in all'}`;
}
