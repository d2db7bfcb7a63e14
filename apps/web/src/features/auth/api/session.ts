import type { User } from '@store/shared';
import { apiRequest } from '@/lib/api-client';

/** The signed-in user as the server knows them now (refreshes the stored copy on start). */
export function getMe(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/api/auth/me', { signal });
}

/** Ends the session on the server; the token is dead at once (issue 4: sessions stored server-side). */
export function logoutSession(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/auth/logout', { method: 'POST' });
}
