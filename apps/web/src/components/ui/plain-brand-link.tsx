import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { appConfig } from '@/lib/app-config';
import classes from './plain-brand-link.module.css';

/**
 * The logo and venue name linking to `to`, like `BrandLink` but without Mantine's JavaScript, for
 * pages that must stay light (the booking host's first page). The name hides on narrow phones.
 */
export function PlainBrandLink({ to }: { to: string }) {
  return (
    <Link to={to} className={classes.link} aria-label={appConfig.venueName}>
      <LogoMark size={36} />
      <span className={classes.name}>{appConfig.venueName}</span>
    </Link>
  );
}
