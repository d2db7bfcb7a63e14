import { Link, useLocation, useSearchParams } from 'react-router';
import { MailIcon } from '@/components/ui/icons';
import { AuthCard, pendingRedirect, ResumeVerification, safeRedirect, textLinkClass, VerifyOtpForm, withRedirect } from '@/features/auth';
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

/**
 * Reached from registration or an unverified login, with { userId, email } as navigation state (SPEC §2).
 * Opened without it (a new tab, the mail's link), it finds the registration again rather than
 * sending the shopper back to /register (issue 27); `redirect` says where to go once verified.
 */
export function VerifyOtpPage() {
  usePageMeta('Verify Your Email', 'Enter the 6-digit code we e-mailed you to finish creating your TechStore account.');
  const { state } = useLocation();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirect') ?? pendingRedirect());

  return (
    <AuthCard
      icon={<MailIcon className="size-7" />}
      title="Verify Your Email"
      subtitle="One last step: confirm your e-mail address."
      footer={
        <>
          Wrong address?{' '}
          <Link to={withRedirect('/register', redirectTo)} className={textLinkClass}>
            Register again
          </Link>
        </>
      }
    >
      {isVerifyState(state) ? (
        <VerifyOtpForm key={state.userId} userId={state.userId} email={state.email} redirectTo={redirectTo} />
      ) : (
        <ResumeVerification redirectTo={redirectTo} />
      )}
    </AuthCard>
  );
}
