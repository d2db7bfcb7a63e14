import { AUTH_MESSAGES, OTP_LENGTH, OTP_TTL_SECONDS } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { AlertIcon, ClockIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { resendOtp, verifyOtp } from '../api/sign-in';
import { useAuth } from '../auth-provider';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { forgetPendingRedirect } from '../pending-redirect';
import { AUTH_TOAST_IDS } from '../toast-ids';
import { emptyDigits, OtpInput, type OtpInputHandle } from './otp-input';

export const VERIFIED_MESSAGE = 'Email verified successfully!';
export const OTP_SENT_MESSAGE = 'OTP sent successfully!';

interface VerifyOtpFormProps {
  userId: string;
  email: string;
  /** Where to go once verified (SPEC §4 says /; a registration started at checkout goes back there). */
  redirectTo?: string;
  /** When the code already sent stops working (ms since 1970), for a page opened again; null: none is live. */
  codeExpiresAt?: number | null;
}

/**
 * SPEC §2/§4: the six boxes, a 5-minute countdown, resend only at 0:00 (which restarts the countdown
 * and clears the boxes). A correct code signs the user in and goes on to `redirectTo`.
 */
export function VerifyOtpForm({ userId, email, redirectTo = '/', codeExpiresAt }: VerifyOtpFormProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyDigits);
  const [error, setError] = useState<string | null>(null);
  const { remaining, restart } = useCountdown(OTP_TTL_SECONDS, codeExpiresAt === undefined ? undefined : (codeExpiresAt ?? 0));
  const boxes = useRef<OtpInputHandle>(null);
  const labelId = useId();
  const errorId = useId();

  // The boxes are the only thing to do here: start in the first one.
  useEffect(() => boxes.current?.focus(0), []);

  const startOver = () => {
    setDigits(emptyDigits());
    boxes.current?.focus(0);
  };

  const verify = useMutation({
    mutationFn: verifyOtp,
    onSuccess: ({ token, user }) => {
      // SPEC §4: verification logs the user in. One event, one toast (issue 27): the verified message
      // says both, in the session's toast, replacing any wrong-code toast still showing.
      toast.dismiss(AUTH_TOAST_IDS.verify);
      forgetPendingRedirect();
      auth.login(token, user, VERIFIED_MESSAGE);
      navigate(redirectTo, { replace: true });
    },
    onError: (failure) => {
      toast.error(errorMessage(failure, 'OTP verification failed'), { id: AUTH_TOAST_IDS.verify });
      startOver();
    },
  });

  const resend = useMutation({
    mutationFn: resendOtp,
    onSuccess: () => {
      toast.success(OTP_SENT_MESSAGE, { id: AUTH_TOAST_IDS.resend });
      restart();
      setError(null);
      startOver();
    },
    onError: (failure) => toast.error(errorMessage(failure, 'Failed to resend OTP'), { id: AUTH_TOAST_IDS.resend }),
  });

  const onDigitsChange = (next: string[]) => {
    setDigits(next);
    if (error && next.every((digit) => digit !== '')) setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const otp = digits.join('');
    if (otp.length !== OTP_LENGTH) {
      setError(AUTH_MESSAGES.otpIncomplete);
      boxes.current?.focus();
      return;
    }
    setError(null);
    verify.mutate({ userId, otp });
  };

  const expired = remaining === 0;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <div>
        <p id={labelId} className="mb-3 text-center text-sm font-medium text-slate-800">
          Enter the {OTP_LENGTH}-digit code sent to <span className="block font-semibold text-slate-900 wrap-anywhere">{email}</span>
        </p>
        <OtpInput
          ref={boxes}
          digits={digits}
          onChange={onDigitsChange}
          labelledBy={labelId}
          errorId={error ? errorId : undefined}
          readOnly={verify.isPending}
        />
        {error && (
          <p id={errorId} className="mt-3 flex items-center justify-center gap-1.5 text-sm font-medium text-red-700">
            <AlertIcon className="size-4 shrink-0" />
            {error}
          </p>
        )}
      </div>

      <div className="flex items-center justify-center gap-2 rounded-xl bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
        <ClockIcon className="size-4 shrink-0 text-slate-500" />
        {expired ? (
          <span>The code has expired. Request a new one below.</span>
        ) : (
          <span>
            Code expires in{' '}
            <span role="timer" className="font-semibold tabular-nums text-slate-900">
              {formatCountdown(remaining)}
            </span>
          </span>
        )}
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify OTP'}
      </Button>

      <p className="text-center text-sm text-slate-600">
        Didn&apos;t receive the code?{' '}
        <button
          type="button"
          onClick={() => resend.mutate({ userId })}
          disabled={!expired || resend.isPending}
          className="font-semibold text-brand-700 hover:text-brand-800 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
        >
          {resend.isPending ? 'Sending...' : 'Resend OTP'}
        </button>
        {!expired && <span className="block text-xs text-slate-500">You can request a new code when the timer reaches 0:00.</span>}
      </p>
    </form>
  );
}
