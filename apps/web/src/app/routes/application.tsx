import { shortId } from '@store/shared';
import { useParams } from 'react-router';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { ApplicationDetails, ApplicationDetailsSkeleton, ApplicationLoadError, ApplicationNotFound, useApplication } from '@/features/applications';
import { loginPathFor, useAuth } from '@/features/auth';
import { isNotFound } from '@/lib/api-client';
import { useLogError } from '@/hooks/use-log-error';
import { usePageMeta } from '@/hooks/use-page-meta';

const DESCRIPTION = 'The status, progress and answers of your TechStore insurance or loan application.';

/** /applications/{id}: one of the customer's applications (SPEC §2 links each entry of My Applications here). */
export function ApplicationPage() {
  const { id = '' } = useParams();
  const { user, isAuthenticated, isLoading } = useAuth();

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      {isLoading ? null : isAuthenticated && user ? <ApplicationScreen key={`${user._id}/${id}`} userId={user._id} id={id} /> : <GuestScreen id={id} />}
    </div>
  );
}

function GuestScreen({ id }: { id: string }) {
  usePageMeta('Application Details', DESCRIPTION);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">Application Details</h1>
      <LoginPrompt loginTo={loginPathFor(`/applications/${id}`)} what="this application and follow its status" />
    </>
  );
}

function ApplicationScreen({ userId, id }: { userId: string; id: string }) {
  const application = useApplication(userId, id);
  useLogError(application.error, 'Failed to load application');
  const notFound = isNotFound(application.error);
  usePageMeta(application.data ? `Application #${shortId(application.data._id)}` : notFound ? 'Application not found' : 'Application Details', DESCRIPTION);

  if (application.data) return <ApplicationDetails application={application.data} />;
  if (notFound) return <ApplicationNotFound />;
  if (application.isError) return <ApplicationLoadError onRetry={() => void application.refetch()} />;
  return <ApplicationDetailsSkeleton />;
}
