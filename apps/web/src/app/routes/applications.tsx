import { loginPathFor, useAuth } from '@/features/auth';
import { ApplicationsList, ApplyForServices } from '@/features/applications';
import { LoginPrompt } from '@/components/ui/login-prompt';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /applications, My Applications (SPEC §2): guests see 'Please Login', not a redirect. */
export function ApplicationsPage() {
  usePageMeta('My Applications', 'Follow the status of your insurance and loan applications with TechStore, or start a new one.');
  const { user, isAuthenticated, isLoading } = useAuth();

  if (isLoading) return null;
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Applications</h1>
        <p className="mt-1 text-slate-600">Follow your insurance and loan applications, or start a new one.</p>
      </div>
      {isAuthenticated && user ? (
        <>
          <ApplyForServices />
          <ApplicationsList key={user._id} userId={user._id} />
        </>
      ) : (
        <LoginPrompt loginTo={loginPathFor('/applications')} what="your insurance and loan applications and follow their status" />
      )}
    </div>
  );
}
