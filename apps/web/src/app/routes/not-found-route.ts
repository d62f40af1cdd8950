import type { RouteObject } from 'react-router';

/** Any path a host does not know: the 404 page, loaded lazily. */
export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: {
    Component: async () => (await import('@/components/ui/not-found-page')).NotFoundPage,
  },
};
