import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { login, unverifiedUserId } from '../api/sign-in';
import { useAuth } from '../auth-provider';
import { rememberPendingRedirect } from '../pending-redirect';
import { withRedirect } from '../redirect';
import { AUTH_TOAST_IDS } from '../toast-ids';
import { textLinkClass } from './auth-card';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * SPEC §2 login: e-mail and password; goes to `redirectTo` once signed in. An account whose e-mail
 * is not verified yet gets a fresh code and goes to /verify-otp, still headed for `redirectTo`.
 * `onUnverified` replaces that step (the code page itself uses this form to find a lost registration).
 */
export function LoginForm({
  redirectTo,
  onUnverified,
  submitLabel = 'Login',
}: {
  redirectTo: string;
  onUnverified?: (pending: { userId: string; email: string }) => void;
  submitLabel?: string;
}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      toast.dismiss(AUTH_TOAST_IDS.login);
      auth.login(token, user);
      navigate(redirectTo, { replace: true });
    },
    onError: (error, input) => {
      // Right password, unverified e-mail: the server has sent a fresh code; enter it there.
      const userId = error instanceof ApiError && error.status === 403 ? unverifiedUserId(error.data) : undefined;
      if (userId) {
        toast.error(error.message, { id: AUTH_TOAST_IDS.login });
        const pending = { userId, email: input.email.trim().toLowerCase() };
        if (onUnverified) return onUnverified(pending);
        rememberPendingRedirect(redirectTo);
        navigate(withRedirect('/verify-otp', redirectTo), { state: pending });
        return;
      }
      toast.error(errorMessage(error, 'Login failed'), { id: AUTH_TOAST_IDS.login });
      if (error instanceof ApiError && error.status === 401) {
        form.resetField('password');
        form.setFocus('password');
      }
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="space-y-5">
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="mt-2 text-right text-sm">
          <Link to="/forgot-password" className={textLinkClass}>
            Forgot password?
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Logging in...' : submitLabel}
      </Button>
    </form>
  );
}
