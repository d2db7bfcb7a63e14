import type { AdminMessage } from '@store/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { SUBJECT_LABELS } from '@/features/contact';
import { formatIndianDateTime } from '@/lib/dates';

/** A reply opens the admin's own mail program, addressed and titled; the shop answers from its mailbox. */
export function replyLink(message: AdminMessage): string {
  const subject = `Re: ${SUBJECT_LABELS[message.subject]}`;
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Dear ${message.name},\n\n\n\nOn ${formatIndianDateTime(message.createdAt)} you wrote:\n${quoted}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

interface MessageCardProps {
  message: AdminMessage;
  onMark: (read: boolean) => void;
  busy: boolean;
}

export function MessageCard({ message, onMark, busy }: MessageCardProps) {
  const unread = message.readAt === null;
  const headingId = `message-${message._id}`;
  return (
    <article aria-labelledby={headingId} className={`rounded-2xl border bg-white shadow-sm ${unread ? 'border-brand-300' : 'border-slate-200'}`}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
            {unread && (
              <span className="inline-flex items-center rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                New<span className="sr-only">, unread</span>
              </span>
            )}
            <span className="truncate">{message.name}</span>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {SUBJECT_LABELS[message.subject]} · <time dateTime={message.createdAt}>{formatIndianDateTime(message.createdAt)}</time>
          </p>
        </div>
      </header>
      <div className="space-y-4 px-4 py-4 sm:px-5">
        <p className="whitespace-pre-line break-words text-slate-800">{message.message}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex items-center gap-1.5">
            <dt>
              <MailIcon className="size-4 text-slate-500" />
              <span className="sr-only">E-mail</span>
            </dt>
            <dd className="break-all text-slate-800">{message.email}</dd>
          </div>
          {message.phone && (
            <div className="flex items-center gap-1.5">
              <dt>
                <PhoneIcon className="size-4 text-slate-500" />
                <span className="sr-only">Phone</span>
              </dt>
              <dd>
                <a href={`tel:${message.phone}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {message.phone}
                </a>
              </dd>
            </div>
          )}
        </dl>
        <div className="flex flex-wrap gap-2">
          <a href={replyLink(message)} className={buttonClasses({ size: 'sm' })}>
            <MailIcon className="size-4" />
            Reply by e-mail<span className="sr-only"> to {message.name}</span>
          </a>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => onMark(unread)}>
            {unread ? 'Mark as read' : 'Mark as unread'}
            <span className="sr-only"> (message from {message.name})</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
