import { Outlet } from 'react-router';
import { PlainBrandLink } from '@/components/ui/plain-brand-link';
import { MAIN_CONTENT_ID } from '@/lib/dom-ids';
import classes from '@/components/ui/plain-layout.module.css';

/**
 * The booking host's frame: a slim header with the logo, then the screen. Plain elements, no
 * Mantine components: it is part of the booking host's first page (see
 * docs/quality.md#b4-first-page-javascript).
 */
export function BookingLayout() {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <header className="app-header">
        <div className={`${classes.container} ${classes.bar}`}>
          <PlainBrandLink to="/" />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-main">
        <div className={classes.container}>
          <Outlet />
        </div>
      </main>
    </>
  );
}
