import '@/app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes } from '@/app/app-routes';
import { LOGIN_PATH } from '@/app/guards';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { setUnauthorizedHandler } from '@/lib/api-client';

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);

// A token the server refuses ends the session (SPEC §4): the API client has already removed it.
setUnauthorizedHandler(() => {
  queryClient.clear();
  void router.navigate(LOGIN_PATH, { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
