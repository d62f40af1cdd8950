import { BOOKING_ROUTES, isIsoDate } from '@padel/contracts';

/** The join-queue page's parameters: the day and start hour of the full café hour. */
const QUEUE_PARAMS = { date: 'date', hour: 'hour' } as const;

export interface QueueChoice {
  date: string;
  hour: number;
}

/**
 * Where a café hour shown BOOKED leads: the queue form for that date and hour
 * (docs/bookings.md#queue).
 */
export function queuePath({ date, hour }: QueueChoice): string {
  const params = new URLSearchParams({
    [QUEUE_PARAMS.date]: date,
    [QUEUE_PARAMS.hour]: String(hour),
  });
  return `/${BOOKING_ROUTES.joinQueue}?${params.toString()}`;
}

/**
 * The join-queue page's date and hour from its address; undefined when either is missing, malformed
 * or the date is before `today` (the venue's), so the page sends the visitor back to the calendar.
 */
export function readQueueChoice(params: URLSearchParams, today: string): QueueChoice | undefined {
  const date = params.get(QUEUE_PARAMS.date)?.trim() ?? '';
  const rawHour = params.get(QUEUE_PARAMS.hour)?.trim() ?? '';
  if (!isIsoDate(date) || date < today || !/^\d{1,2}$/.test(rawHour)) return undefined;
  const hour = Number(rawHour);
  return hour <= 23 ? { date, hour } : undefined;
}
