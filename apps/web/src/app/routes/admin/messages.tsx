import { AdminMessages } from '@/features/admin/messages';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /admin/messages: the contact form's messages; read/unread, and replies by e-mail. */
export function AdminMessagesPage() {
  usePageMeta('Messages · Shop admin', "The contact form's messages.");
  return <AdminMessages />;
}
