import { phoneProblem, type QuoteRequest } from '@padel/contracts';
import type { ConfirmedSelection } from './selection';

/**
 * What step 2 asks the server to price (docs/prices.md#quotes): the padel hours chosen, for the
 * phone typed once it is a whole, valid number (before that, anyone's price); null for a table.
 */
export function quoteRequest(
  selection: ConfirmedSelection,
  phoneTyped: string,
): QuoteRequest | null {
  if (selection.type !== 'Padel') return null;
  const phone = phoneProblem(phoneTyped) === undefined ? phoneTyped : undefined;
  return {
    selectedDate: selection.date,
    selectedSlots: [...selection.slots],
    ...(phone === undefined ? {} : { phoneNumber: phone }),
  };
}
