import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout } from '@/app/layouts/root-layout';
import { RouteError } from '@/app/route-error';
import { adminRoutes } from '@/app/routes/admin-routes';
import { plainRoutes } from '@/app/routes/plain-routes';
import { shopRoutes } from '@/app/routes/shop-routes';

/**
 * Route tree of the app host (menu, shop, login, admin), one group per file in `app/routes/`.
 * The menu is part of the entry (see `shop-routes.ts`); every other layout and screen is loaded
 * lazily.
 */
export const createAppRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RouteError,
    children: [
      // `element: null` only silences the router's empty-leaf warning: the loader redirects first.
      { index: true, loader: () => redirect('/menu'), element: null },
      shopRoutes(queryClient),
      plainRoutes,
      adminRoutes,
    ],
  },
];
