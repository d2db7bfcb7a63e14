import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A 4xx answer will not change on retry; network blips and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** `server`: a page rendered on the server asks once (the API is in the same process; a retry would only delay the page). */
export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a query still asks once while the browser is offline, so the service worker can
      // answer with the copy it kept (a product seen before); retries then wait for the network.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: server ? false : shouldRetry, networkMode: 'offlineFirst' },
    },
  });
}
