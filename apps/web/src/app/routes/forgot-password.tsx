import { useState } from 'react';
import { Link } from 'react-router';
import { LockIcon, MailIcon } from '@/components/ui/icons';
import { AuthCard, CheckYourEmail, ForgotPasswordForm, textLinkClass } from '@/features/auth';
import { usePageMeta } from '@/hooks/use-page-meta';

export function ForgotPasswordPage() {
  usePageMeta('Forgot Password', 'Reset the password of your TechStore account: we e-mail you a link.');
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);

  const footer = (
    <>
      Remembered it?{' '}
      <Link to="/login" className={textLinkClass}>
        Back to Login
      </Link>
    </>
  );

  if (sent) {
    return (
      <AuthCard icon={<MailIcon className="size-7" />} title="Check Your Email" footer={footer} focusTitle>
        <CheckYourEmail email={sent.email} message={sent.message} onTryAgain={() => setSent(null)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={<LockIcon className="size-7" />}
      title="Forgot Password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to set a new password."
      footer={footer}
    >
      <ForgotPasswordForm onSent={setSent} />
    </AuthCard>
  );
}
