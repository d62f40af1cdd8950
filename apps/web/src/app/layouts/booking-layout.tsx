import { Link, Outlet, useMatch } from 'react-router';
import { PlainBrandLink } from '@/components/ui/plain-brand-link';
import { useVenueContact, VenueContactLines } from '@/components/ui/venue-contact';
import { MAIN_CONTENT_ID } from '@/lib/dom-ids';
import classes from '@/components/ui/plain-layout.module.css';

const FIND_MY_BOOKING_PATH = '/find-my-booking';

/**
 * The booking host's frame: a slim header with the logo, the screen, and a footer that leads a
 * customer who lost their booking link to Find my booking (see docs/screens.md#find-my-booking)
 * and says how to reach the venue (its contact settings, docs/venue-settings.md#contact).
 * Plain elements, no Mantine components: it is part of the booking host's first page (see
 * docs/quality.md#b4-first-page-javascript).
 */
export function BookingLayout() {
  const onFindMyBooking = useMatch(FIND_MY_BOOKING_PATH) !== null;
  const contact = useVenueContact();
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
      <footer className={classes.footer}>
        {!onFindMyBooking && (
          <p className={classes.container}>
            Lost your booking link? <Link to={FIND_MY_BOOKING_PATH}>Find my booking</Link>
          </p>
        )}
        <VenueContactLines
          contact={contact}
          className={`${classes.container} ${classes.contact}`}
        />
      </footer>
    </>
  );
}
