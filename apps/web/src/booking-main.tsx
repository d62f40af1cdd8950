import '@/app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { bookingRoutes } from '@/app/booking-routes';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

const queryClient = createQueryClient();
const router = createBrowserRouter(bookingRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
