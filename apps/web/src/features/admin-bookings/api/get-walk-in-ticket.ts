import { walkInTicketSchema } from '@padel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { appConfig } from '@/lib/app-config';

/**
 * POST /api/walk-in-ticket: the booking host has no admin login, so Add New Booking carries a
 * signed ticket; bookings made with it are walk-ins (see docs/bookings.md#walk-ins). Tickets last
 * 12 hours; one fetched within the hour is reused.
 */
export function getWalkInTicket(signal?: AbortSignal) {
  return apiRequest('/walk-in-ticket', { method: 'POST', schema: walkInTicketSchema, signal });
}

export const walkInTicketQueryOptions = queryOptions({
  queryKey: ['walk-in-ticket'],
  queryFn: ({ signal }) => getWalkInTicket(signal),
  staleTime: 60 * 60 * 1000,
});

/** The Add New Booking address: with a ticket once it is here, the plain booking site before. */
export function useAddNewBookingUrl(): string {
  const ticket = useQuery(walkInTicketQueryOptions).data?.ticket;
  const base = `${appConfig.publicBookingUrl}/`;
  return ticket ? `${base}?walkIn=${encodeURIComponent(ticket)}` : base;
}
