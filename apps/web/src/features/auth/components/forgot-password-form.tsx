import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, PASSWORD_RESET_TTL_MINUTES } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { forgotPassword } from '../api/sign-in';

export const RESET_LINK_SENT_MESSAGE = 'Password reset link sent to your email!';

/**
 * SPEC §2: the e-mail form, then a 'Check Your Email' view; 'Try Different Email' returns to the
 * form. The server answers the same whether or not the address has an account, and so does this.
 */
export function ForgotPasswordForm({ onSent }: { onSent: (sent: { email: string; message: string } | null) => void }) {
  const form = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const mutation = useMutation({
    mutationFn: forgotPassword,
    onSuccess: ({ message }, { email }) => {
      toast.success(RESET_LINK_SENT_MESSAGE);
      onSent({ email, message });
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to send reset email')),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))} className="space-y-5">
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}

/** The body of the 'Check Your Email' view, after the link went out. */
export function CheckYourEmail({ email, message, onTryAgain }: { email: string; message: string; onTryAgain: () => void }) {
  return (
    <div className="text-center">
      <p className="text-sm leading-relaxed text-slate-600">
        {message} Look for it in the inbox of <span className="font-semibold text-slate-900 wrap-anywhere">{email}</span>; the link works for{' '}
        {PASSWORD_RESET_TTL_MINUTES} minutes.
      </p>
      <p className="mt-3 text-sm text-slate-600">Can&apos;t find it? Check your spam folder, or try another address.</p>
      <Button variant="secondary" size="lg" className="mt-6 w-full" onClick={onTryAgain}>
        Try Different Email
      </Button>
    </div>
  );
}
