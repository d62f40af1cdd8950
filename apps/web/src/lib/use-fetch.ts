import { useEffect, useEffectEvent, useState } from 'react';

interface FetchState<T> {
  key: string;
  data?: T;
  error?: unknown;
}

export interface FetchResult<T> {
  /** The answer for the current key; undefined until it arrives. */
  data: T | undefined;
  /** Set when the current key's first load failed (a failed refresh keeps the last answer). */
  error: unknown;
  isPending: boolean;
  /** The latest answer for any key, so a page can keep showing it while the next key loads. */
  lastData: T | undefined;
  /** Loads again, showing the pending state meanwhile. */
  retry: () => void;
  /** Shows a change the server confirmed without asking again. */
  update: (change: (data: T) => T) => void;
}

/**
 * The booking host's one read hook: loads `load` for `key` and again when the key changes;
 * with `pollMs`, refreshes every `pollMs` while the tab is visible. The booking host runs without
 * React Query to keep its first page light (docs/decisions/004-web-bundles.md).
 */
export function useFetch<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  options: { pollMs?: number } = {},
): FetchResult<T> {
  const { pollMs } = options;
  const [state, setState] = useState<FetchState<T>>({ key });
  const [attempt, setAttempt] = useState(0);
  // The latest `load`, without restarting the effect for every new closure a render makes.
  const loadLatest = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    let first = true;

    const run = () => {
      const skip = !first && document.visibilityState === 'hidden';
      first = false;
      const request = skip ? Promise.resolve(undefined) : loadLatest(controller.signal);
      request
        .then(
          (data) => {
            if (data !== undefined && !controller.signal.aborted) setState({ key, data });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            setState((current) => (current.key === key && current.data ? current : { key, error }));
          },
        )
        .finally(() => {
          if (!controller.signal.aborted && pollMs) timer = window.setTimeout(run, pollMs);
        });
    };
    run();

    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [key, pollMs, attempt]);

  const current = state.key === key ? state : undefined;
  return {
    data: current?.data,
    error: current?.error,
    isPending: !current?.data && !current?.error,
    lastData: state.data,
    retry: () => {
      setState((previous) => ({ key, data: previous.key === key ? previous.data : undefined }));
      setAttempt((count) => count + 1);
    },
    update: (change) =>
      setState((previous) =>
        previous.key === key && previous.data ? { key, data: change(previous.data) } : previous,
      ),
  };
}
