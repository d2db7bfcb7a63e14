import { Link, useSearchParams } from 'react-router';
import { LockIcon } from '@/components/ui/icons';
import { AuthCard, LoginForm, safeRedirect, textLinkClass, withRedirect } from '@/features/auth';
import { usePageMeta } from '@/hooks/use-page-meta';

export function LoginPage() {
  usePageMeta('Login', 'Log in to your TechStore account to check out, follow your orders and manage your applications.');
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirect'));

  return (
    <AuthCard
      icon={<LockIcon className="size-7" />}
      title="Welcome Back"
      subtitle="Login to your account to continue"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={withRedirect('/register', redirectTo)} className={textLinkClass}>
            Sign Up
          </Link>
        </>
      }
    >
      <LoginForm redirectTo={redirectTo} />
    </AuthCard>
  );
}
