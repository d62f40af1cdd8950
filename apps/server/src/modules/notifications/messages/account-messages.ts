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
