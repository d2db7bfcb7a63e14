import type { revealedIdentitySchema } from '@store/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type RevealedIdentity = z.infer<typeof revealedIdentitySchema>;

/** POST /api/admin/applications/{id}/reveal: the full PAN and Aadhaar, each call logged with the admin's name. */
export const revealIdentity = (id: string) => apiRequest<RevealedIdentity>(`/api/admin/applications/${encodeURIComponent(id)}/reveal`, { method: 'POST' });

/**
 * The full numbers, held only in this component's state: not in the query cache (which other screens
 * read and which outlives the page) nor in storage. Hiding, or leaving the page, forgets them; seeing
 * them again is another logged reveal.
 */
export function useIdentityReveal(id: string) {
  const [identity, setIdentity] = useState<RevealedIdentity | null>(null);
  const [isPending, setPending] = useState(false);

  const reveal = async () => {
    setPending(true);
    try {
      setIdentity(await revealIdentity(id));
    } finally {
      setPending(false);
    }
  };

  return { identity, isPending, reveal, hide: () => setIdentity(null) };
}
