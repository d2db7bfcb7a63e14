import { AdminList } from '@/components/admin/admin-list';
import { UnreadFilter, unreadSummary } from '@/components/admin/unread-filter';
import { useListParams } from '@/hooks/use-list-params';
import { useMarkMessage, useMessages } from './api';
import { MessageCard } from './message-card';

/** /admin/messages: the contact form's messages; read/unread, and replies by e-mail. */
export function AdminMessages() {
  const { filters, hrefFor, apiQuery } = useListParams(['unread'] as const);
  const messages = useMessages(apiQuery);
  const mark = useMarkMessage();
  const data = messages.data;

  return (
    <AdminList
      title="Messages"
      description={data ? unreadSummary(data, filters.unread) : "The contact form's messages."}
      filters={<UnreadFilter label="Show messages" unread={filters.unread} />}
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
