import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CheckboxField, PasswordField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { register } from '../api/sign-in';
import { registerFormSchema, type RegisterFormOutput, type RegisterFormValues } from '../form-schemas';
import { rememberPendingRedirect } from '../pending-redirect';
import { withRedirect } from '../redirect';
import { AUTH_TOAST_IDS } from '../toast-ids';
import { textLinkClass } from './auth-card';
import { PrivacyNotice } from '@/components/ui/privacy-notice';

export const REGISTERED_MESSAGE = 'Registration successful! Please check your email for OTP verification.';

/**
 * SPEC §2/§5 registration; success goes on to /verify-otp with the new account's id, and from there
 * to `redirectTo` (where the shopper was going: the checkout they were sent to log in for).
 */
export function RegisterForm({ redirectTo = '/' }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '', terms: false },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: register,
    onSuccess: ({ userId }, { email }) => {
      toast.success(REGISTERED_MESSAGE, { id: AUTH_TOAST_IDS.register });
      rememberPendingRedirect(redirectTo);
      navigate(withRedirect('/verify-otp', redirectTo), { state: { userId, email } });
    },
    onError: (error) => toast.error(errorMessage(error, 'Registration failed'), { id: AUTH_TOAST_IDS.register }),
  });

  return (
    <form
      noValidate
      // The resolver hands over the parsed payload: e-mail trimmed and lower-cased, phone as 10 digits.
      onSubmit={form.handleSubmit(({ name, email, phone, password }) => mutation.mutate({ name, email, phone, password }))}
      className="space-y-5"
    >
      <TextField label="Full Name" autoComplete="name" placeholder="Priya Sharma" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="98765 43210"
        hint="10-digit Indian mobile number"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        placeholder="Type it again"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <PrivacyNotice purpose="account" open />
      <CheckboxField
        label={
          <>
            I agree to the{' '}
            <Link to="/terms" className={textLinkClass}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className={textLinkClass}>
              Privacy Policy
            </Link>
          </>
        }
        error={errors.terms?.message}
        {...form.register('terms')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
