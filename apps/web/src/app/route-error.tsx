import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { hideLoadingOverlay } from '@/app/loading-overlay';
import { MAIN_CONTENT_ID } from '@/lib/dom-ids';

/**
 * Last resort for a screen that failed to load or render (for example a stale chunk after a
 * deploy). Plain elements, no Mantine components: it sits in the entry bundle of both hosts.
 */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    hideLoadingOverlay();
    console.error(error);
  }, [error]);

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page could not be loaded.';

  return (
    <main id={MAIN_CONTENT_ID} className="app-main route-error">
      <h1>Something went wrong</h1>
      <p>{detail}</p>
      <button
        type="button"
        className="route-error__button"
        onClick={() => window.location.reload()}
      >
        Reload the page
      </button>
    </main>
  );
}
