import classes from './phone-number.module.css';

/**
 * A phone number as the screens show it (docs/screens.md#look-and-feel): kept on one line, so
 * "0300-1234567" or "+92 300 1234567" never wraps mid-number on a 375 px phone.
 */
export function PhoneNumber({ children }: { children: string }) {
  return <span className={classes.phone}>{children}</span>;
}
