import type { CounterCustomer, CounterQuoteRequest } from '@padel/contracts';
import { useEffect, useRef, useState } from 'react';
import { useCounterQuote } from '../api/get-counter-quote';
import { filledContact } from '../lib/counter-quote';

type Contact = { customerName: string; email: string };

/**
 * The counter's lookup of the phone typed (docs/screens.md#walk-in): the server's answer for
 * `request`, a known customer's name and e-mail filled in once per phone (`fill`), and the
 * customer and quote to show. `customer` is undefined until the phone's answer is in (null: a new
 * customer); `quote` is undefined while the answer for these very hours is still on its way.
 */
export function useCounterLookup(
  request: CounterQuoteRequest | null,
  contact: Contact,
  fill: (contact: Contact) => void,
) {
  const answer = useCounterQuote(request);
  const current = answer.isPlaceholderData ? undefined : answer.data;
  const phone = request?.phoneNumber;
  // The customer shown and whose phone they are: a new phone's answer replaces them, new hours
  // keep them (adjusted while rendering, as React's docs do for state that follows props).
  const [shown, setShown] = useState<{ phone: string; customer: CounterCustomer | null }>();
  if (
    current &&
    phone !== undefined &&
    (shown?.phone !== phone || shown.customer !== current.customer)
  ) {
    setShown({ phone, customer: current.customer });
  }
  const filled = useRef<{ phone: string; contact: Contact }>(undefined);

  useEffect(() => {
    // A phone cleared (the next walk-in) may be the same customer again: fill them in afresh.
    if (phone === undefined) filled.current = undefined;
    if (!current || phone === undefined) return;
    if (!current.customer || filled.current?.phone === phone) return;
    const next = filledContact(contact, current.customer, filled.current?.contact);
    filled.current = { phone, contact: next };
    fill(next);
    // Only a new answer fills; the contact typed since is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, phone]);

  return {
    customer: phone !== undefined && shown?.phone === phone ? shown.customer : undefined,
    quote: request === null ? undefined : current?.quote,
    pricing: request !== null && !current,
  };
}
