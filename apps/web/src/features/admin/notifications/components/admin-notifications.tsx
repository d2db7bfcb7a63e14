import { NOTIFICATION_LABELS, notificationPath, type ShopNotification } from '@store/shared';
import { Link } from 'react-router';
import { AdminList } from '@/components/admin/admin-list';
import { UnreadFilter, unreadSummary } from '@/components/admin/unread-filter';
import { Button } from '@/components/ui/button';
import { useListParams } from '@/hooks/use-list-params';
import { formatIndianDateTime } from '@/lib/dates';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** /admin/notifications: the shop's alerts (the same ones mailed to its inbox), each linking to what it is about. */
export function AdminNotifications() {
  const { filters, hrefFor, apiQuery } = useListParams(['unread'] as const);
  const notifications = useNotifications(apiQuery);
  const mark = useMarkNotificationsRead();
  const data = notifications.data;

  return (
    <AdminList
      title="Notifications"
      description={data ? unreadSummary(data, filters.unread) : 'New orders, payments needing attention, returns, low stock, applications and messages.'}
      actions={
        <Button variant="secondary" disabled={!data || data.unread === 0 || mark.isPending} onClick={() => mark.mutate({ all: true })}>
          Mark all read
        </Button>
      }
      filters={<UnreadFilter label="Show notifications" unread={filters.unread} />}
      query={notifications}
      noun="notifications"
      hrefFor={hrefFor}
      skeleton="cards"
      isEmpty={(page) => page.notifications.length === 0}
      empty={filters.unread === 'true' ? 'No unread notifications. All caught up.' : 'No notifications yet.'}
    >
      {(page) => (
        <ul className="space-y-3">
          {page.notifications.map((notification) => (
            <NotificationItem
              key={notification._id}
              notification={notification}
              busy={mark.isPending}
              onRead={() => mark.mutate({ ids: [notification._id] })}
            />
          ))}
        </ul>
      )}
    </AdminList>
  );
}

function NotificationItem({ notification, busy, onRead }: { notification: ShopNotification; busy: boolean; onRead: () => void }) {
  const unread = notification.readAt === null;
  return (
    <li
      aria-label={`${NOTIFICATION_LABELS[notification.kind]}: ${notification.title}${unread ? ', unread' : ''}`}
      className={`flex flex-col gap-3 rounded-2xl border bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:px-5 ${unread ? 'border-brand-300' : 'border-slate-200'}`}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
          {unread && <span className="rounded-full bg-brand-600 px-2 py-0.5 normal-case tracking-normal text-white">New</span>}
          {NOTIFICATION_LABELS[notification.kind]} · <time dateTime={notification.createdAt}>{formatIndianDateTime(notification.createdAt)}</time>
        </p>
        {/* Opening it is reading it. */}
        <Link
          to={notificationPath(notification.target)}
          onClick={unread ? onRead : undefined}
          className="mt-1 block font-semibold text-slate-900 hover:text-brand-700 hover:underline"
        >
          {notification.title}
        </Link>
        <p className="mt-0.5 break-words text-sm text-slate-700">{notification.text}</p>
      </div>
      {unread && (
        <Button variant="ghost" size="sm" className="shrink-0 self-start sm:self-center" disabled={busy} onClick={onRead}>
          Mark read
        </Button>
      )}
    </li>
  );
}
