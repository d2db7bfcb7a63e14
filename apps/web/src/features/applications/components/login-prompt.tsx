import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';

/** SPEC §2 My Applications without login: 'Please Login', with a way back here afterwards. */
export function LoginPrompt({ loginPath }: { loginPath: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center sm:py-20">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <LockIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Please Login</h1>
      <p className="mt-3 text-slate-600">Log in to see your insurance and loan applications and follow their status.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={loginPath} className={buttonClasses({ size: 'lg' })}>
          Login
        </Link>
        <Link to="/register" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          Create Account
        </Link>
      </div>
    </div>
  );
}
