import { useSearchParams } from 'react-router';

/**
 * An admin list's filters and page, kept in the address bar: a filtered view can be bookmarked,
 * shared and reloaded, and Back steps through pages. Changing a filter starts again at page 1.
 */
export function useListParams<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const setFilters = (changes: Partial<Record<Key, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [Key, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };

  /** The API's query string: the set filters and the page ("status=shipped&page=2"). */
  const apiQuery = new URLSearchParams([
    ...keys.filter((key) => filters[key]).map((key) => [key, filters[key]]),
    ...(page > 1 ? [['page', String(page)]] : []),
  ]).toString();

  return { filters, page, setFilters, hrefFor, apiQuery };
}
