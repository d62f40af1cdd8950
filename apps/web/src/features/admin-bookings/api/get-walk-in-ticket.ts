import { walkInTicketSchema } from '@padel/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { appConfig } from '@/lib/app-config';
import { WALK_IN_PARAM } from '@/lib/walk-in';

/**
 * POST /api/walk-in-ticket: the booking host has no admin login, so "Open the public booking
 * site" carries a signed ticket; the one booking made with it is a walk-in (see
 * docs/bookings.md#walk-ins). Tickets last 30 minutes and make one booking, so the link holds one
 * at most 5 minutes old and takes a fresh one for every opening.
 */
export function getWalkInTicket(signal?: AbortSignal) {
  return apiRequest('/walk-in-ticket', { method: 'POST', schema: walkInTicketSchema, signal });
}

const FRESH_MS = 5 * 60 * 1000;

export const walkInTicketQueryOptions = queryOptions({
  queryKey: ['walk-in-ticket'],
  queryFn: ({ signal }) => getWalkInTicket(signal),
  staleTime: FRESH_MS,
  refetchInterval: FRESH_MS,
});

/**
 * The booking site's address with a ticket in its fragment (never in the query string: the
 * fragment reaches no server), the plain booking site before one is here; and what to call once
 * it was opened, so the next opening carries a ticket of its own.
 */
export function useAddNewBookingLink(): { href: string; onOpened: () => void } {
  const queryClient = useQueryClient();
  const ticket = useQuery(walkInTicketQueryOptions).data?.ticket;
  const base = `${appConfig.publicBookingUrl}/`;
  return {
    href: ticket ? `${base}#${WALK_IN_PARAM}=${encodeURIComponent(ticket)}` : base,
    onOpened: () =>
      void queryClient.invalidateQueries({ queryKey: walkInTicketQueryOptions.queryKey }),
  };
}
