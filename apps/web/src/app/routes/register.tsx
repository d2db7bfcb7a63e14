import { Link, useSearchParams } from 'react-router';
import { UserIcon } from '@/components/ui/icons';
import { AuthCard, RegisterForm, safeRedirect, textLinkClass, withRedirect } from '@/features/auth';
import { usePageMeta } from '@/hooks/use-page-meta';

export function RegisterPage() {
  usePageMeta('Create Account', 'Create your TechStore account: check out faster, follow your orders and apply for insurance and loans.');
  // Where the shopper was going (the checkout that asked them to log in): kept through the code page.
  const redirectTo = safeRedirect(useSearchParams()[0].get('redirect'));
  return (
    <AuthCard
      icon={<UserIcon className="size-7" />}
      title="Create Account"
      subtitle="We will e-mail you a code to confirm your address."
      footer={
        <>
          Already have an account?{' '}
          <Link to={withRedirect('/login', redirectTo)} className={textLinkClass}>
            Login
          </Link>
        </>
      }
    >
      <RegisterForm redirectTo={redirectTo} />
    </AuthCard>
  );
}
