import type { EmailBody } from '../channels/email-channel';
import { renderEmail } from './email-layout';
import type { VenueInfo } from './venue';

/** The password-reset e-mail (see docs/accounts.md#password-reset). */
export function passwordResetEmail(
  link: string,
  lifetimeMinutes: number,
  venue: VenueInfo,
): EmailBody {
  return renderEmail(venue, {
    subject: `Reset your ${venue.name} password`,
    heading: 'Reset your password',
    paragraphs: [
      `Someone asked to reset the password of your ${venue.name} admin account.`,
      `Open this link within ${lifetimeMinutes} minutes to choose a new password.`,
    ],
    action: { label: 'Choose a new password', url: link },
    closing: [
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ],
  });
}

/**
 * The sign-in link e-mail (see docs/accounts.md#sign-in-links): sent when the right password met
 * the account-wide sign-in limit on a browser the account had not used.
 */
export function signInLinkEmail(
  link: string,
  lifetimeMinutes: number,
  venue: VenueInfo,
): EmailBody {
  return renderEmail(venue, {
    subject: `Sign in to ${venue.name}`,
    heading: 'Sign in on your new browser',
    paragraphs: [
      `Someone signed in to your ${venue.name} admin account with its password from a browser it had not used, while many wrong passwords were being tried on the account.`,
      `If that was you, open this link in that browser within ${lifetimeMinutes} minutes to finish signing in.`,
    ],
    action: { label: 'Sign in', url: link },
    closing: [
      'The link works once. If it was not you, do not open it, and change your password: someone knows it.',
    ],
  });
}
