import type { SuggestResponse } from '@store/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  suggest: (q: string) => [...searchKeys.all, 'suggest', q] as const,
};

/** GET /api/search/suggest: products, brands and categories for the words typed so far. */
export function getSuggestions(q: string, signal?: AbortSignal): Promise<SuggestResponse> {
  return apiRequest<SuggestResponse>(`/api/search/suggest?q=${encodeURIComponent(q)}`, { signal });
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.suggest(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 5 * 60_000,
  });

/**
 * Suggestions for `q` (nothing is asked for an empty `q`). The previous answer stays while the next
 * one loads, so the list does not flash empty between keystrokes.
 */
export function useSuggestions(q: string) {
  return useQuery({ ...suggestionsQueryOptions(q), enabled: q !== '', placeholderData: keepPreviousData });
}
