import type { ContactInput } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/contact: 201 { message } once the message is stored and mailed to the shop's inbox. */
export function sendContactMessage(message: ContactInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/contact', { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
