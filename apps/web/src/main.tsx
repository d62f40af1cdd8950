import '@/app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppRoutes } from '@/app/app-routes';
import { AppProviders } from '@/app/providers';
import { loginPathFor } from '@/lib/sign-in-path';
import { createQueryClient } from '@/app/query-client';
import { setUnauthorizedHandler } from '@/lib/api-client';

const queryClient = createQueryClient();
const router = createBrowserRouter(createAppRoutes(queryClient));

// A token the server refuses ends the session (see docs/accounts.md#browser-session): the API
// client has already removed it. Signing in again comes back to the same screen.
setUnauthorizedHandler(() => {
  queryClient.clear();
  void router.navigate(loginPathFor(router.state.location), { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding a phone's main thread for its whole length (see docs/quality.md#b5-lighthouse, total
// blocking time).
const reactRoot = createRoot(container);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
