import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@store/shared';

export interface PasswordProblem {
  field: 'password' | 'confirmPassword';
  message: string;
}

/** SPEC §5 for the reset form: the match check comes first, then the minimum length; one at a time. */
export function resetPasswordProblem(password: string, confirmPassword: string): PasswordProblem | null {
  if (password !== confirmPassword) return { field: 'confirmPassword', message: AUTH_MESSAGES.passwordsDoNotMatch };
  if (password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: AUTH_MESSAGES.passwordTooShort };
  return null;
}

/** The live checklist under the fields (SPEC §2). */
export function passwordChecklist(password: string, confirmPassword: string) {
  return [
    { label: `At least ${PASSWORD_MIN_LENGTH} characters`, met: password.length >= PASSWORD_MIN_LENGTH },
    { label: 'Passwords match', met: confirmPassword.length > 0 && password === confirmPassword },
  ];
}
