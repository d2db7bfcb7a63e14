import { formatCount } from '@store/shared';
import { Link } from 'react-router';
import { AdminList } from '@/components/admin/admin-list';
import { useListParams } from '@/hooks/use-list-params';
import { useMarkMessage, useMessages } from './api';
import { MessageCard } from './message-card';

const VIEWS = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Unread' },
  { value: 'false', label: 'Read' },
] as const;

/** /admin/messages: the contact form's messages; read/unread, and replies by e-mail. */
export function AdminMessages() {
  const { filters, hrefFor, apiQuery } = useListParams(['unread'] as const);
  const messages = useMessages(apiQuery);
  const mark = useMarkMessage();
  const data = messages.data;

  return (
    <AdminList
      title="Messages"
      description={
        data ? `${formatCount(data.unread)} unread of ${formatCount(data.total)} ${filters.unread ? 'shown' : 'in all'}` : "The contact form's messages."
      }
      filters={
        <nav aria-label="Show messages" className="mb-5 flex gap-2">
          {VIEWS.map((view) => {
            const current = filters.unread === view.value;
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
      }
      query={messages}
      noun="messages"
      hrefFor={hrefFor}
      skeleton="cards"
      isEmpty={(page) => page.messages.length === 0}
      empty={filters.unread === 'true' ? 'No unread messages. All caught up.' : 'No messages yet.'}
    >
      {(page) => (
        <div className="space-y-4">
          {page.messages.map((message) => (
            <MessageCard
              key={message._id}
              message={message}
              busy={mark.isPending && mark.variables?.id === message._id}
              onMark={(read) => mark.mutate({ id: message._id, read })}
            />
          ))}
        </div>
      )}
    </AdminList>
  );
}
