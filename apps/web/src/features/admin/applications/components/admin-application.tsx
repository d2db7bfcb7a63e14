import { Button } from '@/components/ui/button';
import { isNotFound } from '@/lib/api-client';
import { useAdminApplication } from '../api/get-admin-application';
import { AdminApplicationDetails, AdminApplicationNotFound, AdminApplicationSkeleton } from './admin-application-details';

/** One application by id: loading, not found, failed (with another try), or the page itself. */
export function AdminApplication({ id }: { id: string }) {
  const application = useAdminApplication(id);
  if (application.data) return <AdminApplicationDetails application={application.data} />;
  if (isNotFound(application.error)) return <AdminApplicationNotFound />;
  if (application.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md py-12 text-center">
        <h1 className="text-2xl font-bold">Could not load the application</h1>
        <p className="mt-2 text-slate-600">{application.error.message}</p>
        <Button variant="secondary" className="mt-6" onClick={() => void application.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <AdminApplicationSkeleton />;
}
