import { MAX_COMPARE } from '@store/shared';

/** /compare?ids=a,b: the products to compare, in the order they were picked. */
export function compareHref(ids: readonly string[]): string {
  return `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
}

/** The ids of /compare?ids=…: each once, blanks dropped, at most MAX_COMPARE. */
export function compareIdsFrom(params: URLSearchParams): string[] {
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)].slice(0, MAX_COMPARE);
}
