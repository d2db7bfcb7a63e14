import { Link } from 'react-router';
import { initials } from '@/components/layout/account-menu';
import { AddressBook } from '@/features/addresses';
import { AccountSummaryTiles, ProfileDetails, RequireAuth, useAuth } from '@/features/auth';
import { usePageMeta } from '@/hooks/use-page-meta';

export function ProfilePage() {
  usePageMeta('My Profile', 'Your TechStore account: contact details, delivery address and a summary of your orders.');
  return (
    <RequireAuth>
      <ProfileScreen />
    </RequireAuth>
  );
}

function ProfileScreen() {
  const { user } = useAuth();
  if (!user) return null;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Profile</h1>
      <section aria-label="Account" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="h-16 bg-gradient-to-r from-brand-600 to-brand-800 sm:h-20" />
        <div className="-mt-8 flex flex-col items-start gap-3 px-4 pb-5 sm:-mt-10 sm:flex-row sm:gap-4 sm:px-6">
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white ring-4 ring-white sm:size-20 sm:text-2xl"
          >
            {initials(user.name)}
          </span>
          {/* Below the banner's edge, beside the avatar that overlaps it. */}
          <div className="min-w-0 sm:pt-12">
            <p className="break-words text-xl font-semibold text-slate-900">{user.name}</p>
            <p className="text-slate-600 wrap-anywhere">{user.email}</p>
          </div>
        </div>
      </section>
      <AccountSummaryTiles userId={user._id} />
      <ProfileDetails key={user._id} user={user} />
      <AddressBook key={`addresses-${user._id}`} user={user} />
      <Link
        to="/profile/data"
        className="flex items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50 sm:p-6"
      >
        <span>
          <span className="block font-semibold text-slate-900">My data</span>
          <span className="block text-sm text-slate-600">Download everything we hold about you, manage your consents, or erase your account.</span>
        </span>
        <span aria-hidden="true" className="text-brand-700">
          →
        </span>
      </Link>
    </div>
  );
}
