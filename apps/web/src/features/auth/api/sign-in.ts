import type { AuthResponse, PendingRegistration, RegisterInput } from '@store/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The calls made before there is a session. None sends a stored token: their 401s and 403s are
 * about the credentials typed in, not about a session (see apiRequest's withSession).
 */
const post = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body, withSession: false });

export const login = (input: { email: string; password: string }) => post<AuthResponse>('/api/auth/login', input);

export const register = (input: RegisterInput) => post<{ userId: string; message: string }>('/api/auth/register', input);

export const verifyOtp = (input: { userId: string; otp: string }) => post<AuthResponse>('/api/auth/verify-otp', input);

export const resendOtp = (input: { userId: string }) => post<{ message: string }>('/api/auth/resend-otp', input);

/** The registration this browser started and has not verified (its HttpOnly cookie says which); 404 when none. */
export const getPendingRegistration = (signal?: AbortSignal) =>
  apiRequest<PendingRegistration>('/api/auth/pending-registration', { signal, withSession: false });

/** Asked each time /verify-otp opens without navigation state; a 404 is an answer, not worth retrying. */
export const pendingRegistrationQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'pending-registration'] as const,
    queryFn: ({ signal }) => getPendingRegistration(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const forgotPassword = (input: { email: string }) => post<{ message: string }>('/api/auth/forgot-password', input);

export const resetPassword = (input: { token: string; password: string }) => post<{ message: string }>('/api/auth/reset-password', input);

/** The userId of a 403 "verify your e-mail first" login answer, if that is what `error` is. */
export function unverifiedUserId(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'userId' in data && typeof data.userId === 'string') return data.userId;
  return undefined;
}
