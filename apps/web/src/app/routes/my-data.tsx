import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { RequireAuth, useAuth } from '@/features/auth';
import { MyData } from '@/features/privacy';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /profile/data: the customer's DPDP rights in one place (download, correct, consents, erase). */
export function MyDataPage() {
  usePageMeta('My data', 'Download, correct or erase the personal data TechStore holds about you, and manage your consents.');
  return (
    <RequireAuth>
      <MyDataScreen />
    </RequireAuth>
  );
}

function MyDataScreen() {
  const { logout } = useAuth();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'My Profile', to: '/profile' }, { label: 'My data' }]} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My data</h1>
        <p className="mt-1 text-slate-600">
          Your rights under the Digital Personal Data Protection Act, 2023. Read how we use your data in our{' '}
          <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            privacy policy
          </Link>
          .
        </p>
      </div>
      <MyData
        onErased={(result) => {
          // The server has ended every session: end this one here too, without waiting for a 401.
          toast.success(result.message, { duration: 8000 });
          logout();
        }}
      />
    </div>
  );
}
