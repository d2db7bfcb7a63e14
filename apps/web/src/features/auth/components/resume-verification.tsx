import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { InfoIcon } from '@/components/ui/icons';
import { pendingRegistrationQueryOptions } from '../api/sign-in';
import { withRedirect } from '../redirect';
import { LoginForm } from './login-form';
import { VerifyOtpForm } from './verify-otp-form';

/**
 * /verify-otp opened without the registering page's state (issue 27: a reload in another browser
 * tab, the mail's link): the server knows this browser's registration by its cookie and the code
 * page carries on. When it does not (another device, over an hour later), the e-mail and password
 * prove whose registration it is, and a new code is sent: the same as logging in to an unverified
 * account. Never back to /register.
 */
export function ResumeVerification({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate();
  const pending = useQuery(pendingRegistrationQueryOptions());

  if (pending.isPending) {
    return (
      <div role="status" aria-live="polite" className="space-y-4">
        <span className="sr-only">Finding your registration…</span>
        <Skeleton className="mx-auto h-5 w-3/4" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }

  if (pending.data) {
    const { userId, email, codeExpiresAt } = pending.data;
    return (
      <VerifyOtpForm
        key={userId}
        userId={userId}
        email={email}
        redirectTo={redirectTo}
        codeExpiresAt={codeExpiresAt ? new Date(codeExpiresAt).getTime() : null}
      />
    );
  }

  return (
    <div className="space-y-5">
      <p className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-slate-800">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>Enter the e-mail and password you registered with and we will send you a new code.</span>
      </p>
      <LoginForm
        redirectTo={redirectTo}
        submitLabel="Send me a new code"
        // The same page, now knowing whose code to ask for: a reload keeps it (navigation state).
        onUnverified={(found) => navigate(withRedirect('/verify-otp', redirectTo), { replace: true, state: found })}
      />
    </div>
  );
}
