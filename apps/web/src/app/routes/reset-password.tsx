import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LockIcon } from '@/components/ui/icons';
import { AuthCard, ResetPasswordForm, textLinkClass } from '@/features/auth';
import { usePageMeta } from '@/hooks/use-page-meta';

export const INVALID_RESET_LINK = 'Invalid reset link';

/** The page the reset e-mail links to: /reset-password?token=… (SPEC §2). */
export function ResetPasswordPage() {
  usePageMeta('Reset Password', 'Choose a new password for your TechStore account.');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <InvalidResetLink />;

  return (
    <AuthCard
      icon={<LockIcon className="size-7" />}
      title="Reset Password"
      subtitle="Choose a new password for your account."
      footer={
        <Link to="/login" className={textLinkClass}>
          Back to Login
        </Link>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}

function InvalidResetLink() {
  // The id keeps React's development double effects from showing the toast twice.
  useEffect(() => {
    toast.error(INVALID_RESET_LINK, { id: 'invalid-reset-link' });
  }, []);
  return <Navigate to="/login" replace />;
}
