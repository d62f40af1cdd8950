import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { hideLoadingOverlay } from '@/app/loading-overlay';
import { MAIN_CONTENT_ID } from '@/lib/dom-ids';

/** Top of both route trees: removes the HTML loading overlay and shows navigation progress. */
export function RootLayout() {
  const navigation = useNavigation();

  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    hideLoadingOverlay();
  }, []);

  // After a client-side page change, start keyboard and screen-reader users at the new content.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      {navigation.state !== 'idle' && (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Nothing to render while the first route loads: the HTML overlay is still showing. */
export function RootHydrateFallback() {
  return null;
}
