import { useCallback, useState } from 'react';

/**
 * A one-shot call with its pending flag, for the booking host's few writes. The booking host runs
 * without React Query to keep its first page light (see docs/quality.md#b4-first-page-javascript).
 */
export function useAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
): { run: (...args: Args) => Promise<Result>; isPending: boolean } {
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (...args: Args) => {
      setPending(true);
      try {
        return await action(...args);
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { run, isPending };
}
