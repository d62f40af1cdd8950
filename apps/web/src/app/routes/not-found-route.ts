import { lazyScreen } from './lazy-route';

/** Any path a host does not know: the 404 page, loaded lazily. */
export const notFoundRoute = lazyScreen(
  '*',
  () => import('@/components/ui/not-found-page'),
  (screen) => screen.NotFoundPage,
);
