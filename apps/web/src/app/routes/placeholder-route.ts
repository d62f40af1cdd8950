import type { RouteObject } from 'react-router';
import type { PlaceholderHandle } from '@/components/ui/placeholder-page';

/** A lazily loaded "Coming soon" screen for a route a later issue builds. */
export function placeholderRoute(path: string, title: string): RouteObject {
  const handle: PlaceholderHandle = { title };
  return {
    path,
    handle,
    lazy: {
      Component: async () => (await import('@/components/ui/placeholder-page')).PlaceholderPage,
    },
  };
}

export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: {
    Component: async () => (await import('@/components/ui/not-found-page')).NotFoundPage,
  },
};
