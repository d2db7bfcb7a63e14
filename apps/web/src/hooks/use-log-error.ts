import { useEffect } from 'react';

/** SPEC §8: load failures of lists are only logged; the screen shows its empty state. */
export function useLogError(error: unknown, context: string): void {
  useEffect(() => {
    if (error) console.error(context, error);
  }, [error, context]);
}
