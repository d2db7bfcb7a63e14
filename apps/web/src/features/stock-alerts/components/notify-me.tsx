import { zodResolver } from '@hookform/resolvers/zod';
import { notifyMeGuestSchema, STOCK_ALERT_MESSAGES } from '@store/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { CheckIcon, MailIcon } from '@/components/ui/icons';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useNotifyMe } from '../api/stock-alerts';

/**
 * "Notify me" on a sold-out product: one e-mail when it is back in stock. A signed-in customer is
 * written to at their account's address; a guest gives one, and is told what it is used for.
 */
export function NotifyMe({ productId, productName }: { productId: string; productName: string }) {
  const { user } = useAuth();
  const notify = useNotifyMe(productId);
  const [done, setDone] = useState<string | null>(null);
  const headingId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(notifyMeGuestSchema), defaultValues: { email: '' } });

  const ask = async (email?: string) => {
    try {
      const answer = await notify.mutateAsync(email === undefined ? {} : { email });
      setDone(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, STOCK_ALERT_MESSAGES.failed));
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-amber-200 bg-amber-50/60 p-4" data-testid="notify-me">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <MailIcon className="size-5 text-amber-700" />
        Get an e-mail when it's back
      </h2>
      {done ? (
        <p role="status" className="mt-2 flex items-start gap-2 text-sm text-emerald-800">
          <CheckIcon className="mt-0.5 size-4 shrink-0" />
          {done}
        </p>
      ) : user ? (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-700">
            We'll write once to <span className="font-medium wrap-anywhere">{user.email}</span> when {productName} is in stock again.
          </p>
          <Button onClick={() => void ask()} disabled={notify.isPending}>
            {notify.isPending ? 'Saving…' : 'Notify me'}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(({ email }) => ask(email))} className="mt-2 space-y-3">
          <TextField
            label="Your e-mail address"
            type="email"
            autoComplete="email"
            inputMode="email"
            hint={STOCK_ALERT_MESSAGES.whyEmail}
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Notify me'}
          </Button>
        </form>
      )}
    </section>
  );
}
