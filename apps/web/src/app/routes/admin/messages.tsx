import { Link } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { useListParams } from '@/features/admin/list-params';
import { useMarkMessage, useMessages } from '@/features/admin/messages/api';
import { MessageCard } from '@/features/admin/messages/message-card';
import { usePageMeta } from '@/hooks/use-page-meta';

const VIEWS = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Unread' },
  { value: 'false', label: 'Read' },
] as const;

/** /admin/messages: the contact form's messages; read/unread, and replies by e-mail. */
export function AdminMessagesPage() {
  usePageMeta('Messages · Shop admin', "The contact form's messages.");
  const { filters, page, hrefFor, apiQuery } = useListParams(['unread'] as const);
  const messages = useMessages(apiQuery);
  const mark = useMarkMessage();
  const data = messages.data;

  return (
    <>
      <AdminPageHeader
        title="Messages"
        description={data ? `${data.unread.toLocaleString('en-IN')} unread of ${data.total.toLocaleString('en-IN')} ${filters.unread ? 'shown' : 'in all'}` : "The contact form's messages."}
      />
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

      {data ? (
        data.messages.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
            {filters.unread === 'true' ? 'No unread messages. All caught up.' : 'No messages yet.'}
          </p>
        ) : (
          <div className="space-y-4">
            {data.messages.map((message) => (
              <MessageCard
                key={message._id}
                message={message}
                busy={mark.isPending && mark.variables?.id === message._id}
                onMark={(read) => mark.mutate({ id: message._id, read })}
              />
            ))}
            <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} label="Message pages" />
          </div>
        )
      ) : messages.isError ? (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-4 text-red-800">
          The messages could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <div aria-busy="true" aria-label="Loading messages" className="space-y-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      )}
      {page > 1 && data && data.messages.length === 0 && (
        <p className="mt-4 text-center">
          <Link to={hrefFor(1)} className="font-semibold text-brand-700 hover:underline">
            Back to the first page
          </Link>
        </p>
      )}
    </>
  );
}
