import '@/app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { bookingRoutes } from '@/app/booking-routes';
import { theme } from '@/app/theme';
import { captureWalkInTicket } from '@/lib/walk-in';

/**
 * The booking host's entry. Its first page is plain HTML and CSS: no Mantine provider, no React
 * Query, no notifications (see docs/quality.md#b4-first-page-javascript,
 * docs/decisions/004-web-bundles.md). Screens that use Mantine bring its provider with their own
 * code (`MantineScope`).
 */

// What Mantine's provider would set before the first page: its light colour variables apply
// under this attribute, and the theme's fonts (the provider of a later screen sets the same).
const root = document.documentElement;
root.setAttribute('data-mantine-color-scheme', 'light');
if (theme.fontFamily) root.style.setProperty('--mantine-font-family', theme.fontFamily);
if (theme.headings?.fontFamily) {
  root.style.setProperty('--mantine-font-family-headings', theme.headings.fontFamily);
}

// Before the router reads the address: a staff walk-in ticket leaves the URL at once.
captureWalkInTicket();
const router = createBrowserRouter(bookingRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The visit's source, once per browser session (see docs/sources.md#recording), in its own small
// chunk.
void import('@/features/booking/api/record-visit').then(({ recordVisitOnce }) => recordVisitOnce());

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding a phone's main thread for its whole length (see docs/quality.md#b5-lighthouse, total
// blocking time).
const reactRoot = createRoot(container);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
