import { ChevronDownIcon } from './icons';
import classes from './disclosure-chevron.module.css';

/** The chevron of a show/hide button: points down when closed, up when open. */
export function DisclosureChevron({ open }: { open: boolean }) {
  return (
    <ChevronDownIcon
      size={16}
      className={open ? `${classes.chevron} ${classes.open}` : classes.chevron}
    />
  );
}
