import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { AdminNav } from '@/components/admin/admin-nav';
import { buttonClasses } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { useUnreadNotificationCount } from '@/features/admin/notifications';
import { loginPathFor, useAuth } from '@/features/auth';
import { usePageMeta } from '@/hooks/use-page-meta';
import { adminKeys } from '@/lib/admin-query-keys';

/**
 * /admin/*: the shop's console, its own lazy chunks, which customers never load. The server checks
 * the role on every call; this only spares a customer a page of errors.
 */
export function AdminLayout() {
  const { user, isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  const queryClient = useQueryClient();
  const userId = user?._id;

  // What the shop's side fetched leaves memory with the admin (sign-out, another account, or the storefront).
  useEffect(() => () => queryClient.removeQueries({ queryKey: adminKeys.all }), [queryClient, userId]);

  if (isLoading) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      {!isAuthenticated || !user ? (
        <Guarded>
          <LoginPrompt loginTo={loginPathFor(`${location.pathname}${location.search}`)} what="the shop's admin console" />
        </Guarded>
      ) : user.role !== 'admin' ? (
        <Guarded>
          <NotAnAdmin />
        </Guarded>
      ) : (
        <>
          <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-700">Shop admin</p>
          <AdminNavWithCount />
          <div className="pt-6">
            <Outlet />
          </div>
        </>
      )}
    </div>
  );
}

/** Asks for the unread count only once the user is known to be an admin (a customer's request would be refused). */
function AdminNavWithCount() {
  return <AdminNav unread={useUnreadNotificationCount()} />;
}

function Guarded({ children }: { children: React.ReactNode }) {
  usePageMeta('Shop admin', 'The TechStore admin console.');
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Shop admin</h1>
      {children}
    </>
  );
}

function NotAnAdmin() {
  return (
    <section aria-labelledby="not-admin-heading" className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <LockIcon className="size-8" />
      </span>
      <h2 id="not-admin-heading" className="mt-5 text-xl font-semibold">
        Admins only
      </h2>
      <p className="mt-2 text-slate-600">This part of the site is for the shop's staff. Your account is a customer account.</p>
      <Link to="/" className={`${buttonClasses()} mt-6`}>
        Back to the shop
      </Link>
    </section>
  );
}
