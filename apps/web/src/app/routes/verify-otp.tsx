import { Link, Navigate, useLocation } from 'react-router';
import { MailIcon } from '@/components/ui/icons';
import { AuthCard, textLinkClass, VerifyOtpForm } from '@/features/auth';
import { usePageMeta } from '@/hooks/use-page-meta';

interface VerifyState {
  userId: string;
  email: string;
}

function isVerifyState(state: unknown): state is VerifyState {
  if (typeof state !== 'object' || state === null) return false;
  const { userId, email } = state as Record<string, unknown>;
  return typeof userId === 'string' && userId !== '' && typeof email === 'string';
}

/** Reached from registration or an unverified login, with { userId, email } as navigation state (SPEC §2). */
export function VerifyOtpPage() {
  usePageMeta('Verify Your Email', 'Enter the 6-digit code we e-mailed you to finish creating your TechStore account.');
  const { state } = useLocation();
  if (!isVerifyState(state)) return <Navigate to="/register" replace />;

  return (
    <AuthCard
      icon={<MailIcon className="size-7" />}
      title="Verify Your Email"
      subtitle="One last step: confirm your e-mail address."
      footer={
        <>
          Wrong address?{' '}
          <Link to="/register" className={textLinkClass}>
            Register again
          </Link>
        </>
      }
    >
      <VerifyOtpForm key={state.userId} userId={state.userId} email={state.email} />
    </AuthCard>
  );
}
