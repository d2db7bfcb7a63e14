import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';

interface LoginPromptProps {
  /** The login page, set to come back here ("/login?redirect=/orders"). */
  loginTo: string;
  /** What logging in will show: "your orders". */
  what: string;
}

/** SPEC §2: guests on a page of their own (orders, applications) see 'Please Login' and a way to do it. */
export function LoginPrompt({ loginTo, what }: LoginPromptProps) {
  return (
    <section aria-labelledby="login-prompt-heading" className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <LockIcon className="size-8" />
      </span>
      <h2 id="login-prompt-heading" className="mt-5 text-xl font-semibold">
        Please Login
      </h2>
      <p className="mt-2 text-slate-600">Log in to your account to see {what}.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={loginTo} className={buttonClasses()}>
          Login
        </Link>
        <Link to="/register" className={buttonClasses({ variant: 'secondary' })}>
          Create an account
        </Link>
      </div>
    </section>
  );
}
