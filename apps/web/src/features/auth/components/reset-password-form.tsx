import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { resetPassword } from '../api/sign-in';
import { passwordChecklist, resetPasswordProblem } from '../reset-password-rules';
import { textLinkClass } from './auth-card';
import { PasswordChecklist } from './password-checklist';

export const PASSWORD_RESET_MESSAGE = 'Password reset successful! You can now login with your new password.';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** SPEC §2/§5: new password and confirmation, the live checklist, one problem at a time on submit. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm<ResetValues>({ defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const [password, confirmPassword] = form.watch(['password', 'confirmPassword']);

  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(PASSWORD_RESET_MESSAGE);
      navigate('/login', { replace: true });
    },
    onError: (error) => toast.error(errorMessage(error, 'Password reset failed')),
  });

  const onSubmit = form.handleSubmit((values) => {
    const problem = resetPasswordProblem(values.password, values.confirmPassword);
    if (problem) {
      form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
      return;
    }
    mutation.mutate({ token, password: values.password });
  });

  // A new keystroke makes an old complaint stale: clear it and let the checklist speak.
  const field = (name: keyof ResetValues) => form.register(name, { onChange: () => (errors.password || errors.confirmPassword) && form.clearErrors() });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        error={errors.password?.message}
        {...field('password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        placeholder="Type it again"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      <PasswordChecklist items={passwordChecklist(password, confirmPassword)} />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
      {mutation.isError && (
        <p className="text-center text-sm text-slate-600">
          Link not working?{' '}
          <Link to="/forgot-password" className={textLinkClass}>
            Request a new one
          </Link>
        </p>
      )}
    </form>
  );
}
