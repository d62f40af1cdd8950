import type { VenueContact } from '@padel/contracts';
import { apiRequest } from '@/lib/api-client';
import { appConfig } from '@/lib/app-config';
import { useFetch } from '@/lib/use-fetch';

/** The venue's contact from GET /api/settings (docs/venue-settings.md#contact), for the frame. */
export function useVenueContact(): VenueContact | undefined {
  return useFetch('settings', (signal) =>
    apiRequest('/settings', {
      signal,
      auth: false,
      devSchema: (contracts) => contracts.publicSettingsSchema,
    }),
  ).data;
}

/** `tel:` wants digits and a leading +, whatever spaces staff typed. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The venue's address, phone and WhatsApp from its settings (see docs/venue-settings.md#contact):
 * the booking site's footer and the customer's booking page. Plain elements, as the booking host's
 * first page has them (docs/quality.md#b4-first-page-javascript); nothing when none is set.
 */
export function VenueContactLines({
  contact,
  className,
}: {
  contact: VenueContact | undefined;
  className?: string;
}) {
  if (!contact) return null;
  const { venuePhone, venueWhatsapp, venueAddress } = contact;
  if (!venuePhone && !venueWhatsapp && !venueAddress) return null;
  return (
    // <address> has no implicit role, and a name needs one: a named group of the contact lines.
    <address role="group" className={className} aria-label={`Contact ${appConfig.venueName}`}>
      {venueAddress && <span>{`${appConfig.venueName}, ${venueAddress}`}</span>}
      {venuePhone && (
        <span>
          Phone <a href={telHref(venuePhone)}>{venuePhone}</a>
        </span>
      )}
      {venueWhatsapp && (
        <span>
          WhatsApp{' '}
          <a href={`https://wa.me/${venueWhatsapp}`} target="_blank" rel="noopener noreferrer">
            {`+${venueWhatsapp}`}
          </a>
        </span>
      )}
    </address>
  );
}
