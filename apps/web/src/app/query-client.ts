import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from '@/lib/api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers will not get better by asking again.
        retry: (failureCount, error) => failureCount < 2 && isRetryableError(error),
      },
      mutations: { retry: false },
    },
  });
}
