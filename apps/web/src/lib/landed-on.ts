import { DAY_CLOSE_MESSAGES, type LandedOn } from '@padel/contracts';
import { formatLongDate } from '@/lib/venue-time';

/**
 * What a screen says of money recorded while its business day was closed already
 * (docs/till.md#business-day): "Recorded on Thursday, 5 March 2026: the close of Wednesday,
 * 4 March 2026 is done."
 */
export function landedOnWords(landedOn: LandedOn): string {
  return DAY_CLOSE_MESSAGES.landedOn(
    formatLongDate(landedOn.businessDay),
    formatLongDate(landedOn.closedDay),
  );
}
