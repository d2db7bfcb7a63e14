import { Link } from 'react-router';
import { UserIcon } from '@/components/ui/icons';
import { AuthCard, RegisterForm, textLinkClass } from '@/features/auth';
import { usePageMeta } from '@/hooks/use-page-meta';

export function RegisterPage() {
  usePageMeta('Create Account', 'Create your TechStore account: check out faster, follow your orders and apply for insurance and loans.');
  return (
    <AuthCard
      icon={<UserIcon className="size-7" />}
      title="Create Account"
      subtitle="We will e-mail you a code to confirm your address."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={textLinkClass}>
            Login
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
