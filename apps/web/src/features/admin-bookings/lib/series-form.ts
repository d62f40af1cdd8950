import {
  BOOKING_MESSAGES,
  COURTS,
  PADEL_MAX_GUESTS,
  SERIES_LIMITS,
  SERIES_MESSAGES,
  seriesRequestSchema,
  slotLabel,
  slotRanges,
  walkInDetailsProblems,
  type BookingStatus,
  type Court,
  type DeskOnlineMethod,
  type SeriesAnswer,
  type SeriesOccurrence,
  type SeriesPayment,
  type SeriesPreviewOccurrence,
  type SeriesRequest,
  type SeriesUpFrontPayment,
} from '@padel/contracts';
import { deskOnlineRequest } from './desk-online';

/** The new series screen's fields (see docs/screens.md#new-series). */
export interface SeriesFormValues {
  selectedCourt: Court;
  startDate: string;
  hours: number[];
  /** The series ends after a number of weeks, or on a last date. */
  ends: 'count' | 'date';
  count: number | string;
  endDate: string;
  /** '1' to '4', as the segmented control holds it. */
  everyWeeks: string;
  customerName: string;
  phoneNumber: string;
  email: string;
  numberOfGuests: number | string;
  /** The venue's price rules, or one fixed price per game. */
  pricing: 'rules' | 'fixed';
  fixedPrice: number | string;
  payment: SeriesPayment;
  upFrontPayment: SeriesUpFrontPayment | '';
  /** Paid up front online: which way it came and the reference (docs/payments.md#paid-online). */
  onlineMethod: DeskOnlineMethod | '';
  reference: string;
}

/**
 * The fields a message can land on, in screen order; `selectedSlots` is the server's name for the
 * hours (its issues land on `hours`).
 */
export const SERIES_FIELDS = [
  'selectedCourt',
  'startDate',
  'hours',
  'selectedSlots',
  'everyWeeks',
  'count',
  'endDate',
  'customerName',
  'phoneNumber',
  'email',
  'numberOfGuests',
  'fixedPrice',
  'payment',
  'upFrontPayment',
  'onlineMethod',
  'reference',
] as const;
export type SeriesField = (typeof SERIES_FIELDS)[number];

/** Ten weeks is what a regular usually books first; staff change it in one field. */
export const DEFAULT_SERIES_WEEKS = 10;

export function emptySeries(startDate: string): SeriesFormValues {
  return {
    selectedCourt: COURTS[0],
    startDate,
    hours: [],
    ends: 'count',
    count: DEFAULT_SERIES_WEEKS,
    endDate: '',
    everyWeeks: '1',
    customerName: '',
    phoneNumber: '',
    email: '',
    // A padel game is four players unless staff say otherwise.
    numberOfGuests: PADEL_MAX_GUESTS,
    pricing: 'rules',
    fixedPrice: '',
    payment: 'per-occurrence',
    upFrontPayment: '',
    onlineMethod: '',
    reference: '',
  };
}

const asNumber = (value: number | string): number | undefined => {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

/** POST /api/booking-series(/preview)'s body for the form as it is. */
export function seriesRequest(values: SeriesFormValues): SeriesRequest {
  const upFront = values.payment === 'up-front';
  return {
    selectedCourt: values.selectedCourt,
    selectedSlots: [...values.hours].sort((a, b) => a - b).map(slotLabel),
    startDate: values.startDate,
    ...(values.ends === 'count'
      ? { count: asNumber(values.count) }
      : { endDate: values.endDate || undefined }),
    everyWeeks: Number(values.everyWeeks),
    customerName: values.customerName,
    phoneNumber: values.phoneNumber,
    email: values.email.trim() || null,
    numberOfGuests: values.numberOfGuests,
    ...(values.pricing === 'fixed' ? { fixedPrice: asNumber(values.fixedPrice) } : {}),
    payment: values.payment,
    ...(upFront && values.upFrontPayment ? { upFrontPayment: values.upFrontPayment } : {}),
    ...deskOnlineRequest(upFront && values.upFrontPayment === 'PayViaOnline', values),
  };
}

/**
 * Where a message about a request field shows on the form: the hours are `selectedSlots` to the
 * server; "the last date or the number of weeks" lands on whichever of the two the form shows.
 */
export function seriesFieldOf(path: string, ends: SeriesFormValues['ends']): SeriesField | null {
  if (path === 'selectedSlots') return 'hours';
  if (path === 'endDate' || path === 'count') return ends === 'count' ? 'count' : 'endDate';
  return (SERIES_FIELDS as readonly string[]).includes(path) ? (path as SeriesField) : null;
}

/**
 * Each field's message, from the contracts' series rules the server runs (the first message of a
 * field wins), plus what the form itself needs: a fixed price when staff chose one.
 */
export function validateSeries(values: SeriesFormValues): Partial<Record<SeriesField, string>> {
  const errors: Partial<Record<SeriesField, string>> = {};
  const put = (field: SeriesField | null, message: string) => {
    if (field && !errors[field]) errors[field] = message;
  };
  if (values.hours.length === 0) put('hours', BOOKING_MESSAGES.slotRequired);
  if (values.ends === 'count' && asNumber(values.count) === undefined) {
    put('count', `Please give the number of weeks (1 to ${SERIES_LIMITS.maxOccurrences}).`);
  }
  if (values.ends === 'date' && !values.endDate) put('endDate', 'Please give the last date.');
  if (values.pricing === 'fixed' && asNumber(values.fixedPrice) === undefined) {
    put('fixedPrice', 'Please enter the price of each game.');
  }
  if (values.payment === 'up-front' && values.upFrontPayment === '') {
    put('upFrontPayment', SERIES_MESSAGES.upFrontPaymentRequired);
  }
  // The details all at once (the request's check stops at its first problem).
  for (const { field, message } of walkInDetailsProblems(values, 'Padel')) {
    put(seriesFieldOf(field, values.ends), message);
  }
  const checked = seriesRequestSchema.safeParse(seriesRequest(values));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      put(seriesFieldOf(String(issue.path[0] ?? ''), values.ends), issue.message);
    }
  }
  return errors;
}

/** What the preview says of one date: free, or why not in words. */
export function previewWords(occurrence: SeriesPreviewOccurrence): string {
  if (!occurrence.conflict) return 'Free';
  const kind = CONFLICT_WORDS[occurrence.conflict];
  return occurrence.message ? `${kind}: ${occurrence.message}` : kind;
}

const CONFLICT_WORDS = {
  taken: 'Taken',
  closed: 'Closed',
  'outside-hours': 'Outside opening hours',
  cancelled: 'Cancelled',
} as const;

/** A date of a saved series in words: its booking's status, or why it has none. */
export function occurrenceWords(occurrence: SeriesOccurrence): string {
  if (occurrence.skipped) {
    const kind = CONFLICT_WORDS[occurrence.skipped];
    const why = occurrence.message ? `: ${occurrence.message}` : '';
    return occurrence.skipped === 'cancelled' ? `Cancelled${why}` : `Skipped (${kind}${why})`;
  }
  return occurrence.status ? STATUS_WORDS[occurrence.status] : 'Not booked';
}

const STATUS_WORDS: Record<BookingStatus, string> = {
  Pending: 'Pending',
  'Booking Confirmed': 'Booked',
  arrived: 'Arrived',
  'Booking Cancelled': 'Cancelled',
  'No-show': 'No-show',
};

/** Staff may cancel a date (and the ones after it) while its booking is still to come and live. */
export function canCancelOccurrence(occurrence: SeriesOccurrence, today: string): boolean {
  return (
    occurrence.bookingId !== null &&
    occurrence.date >= today &&
    (occurrence.status === 'Pending' || occurrence.status === 'Booking Confirmed')
  );
}

/** "9 booked, 1 skipped" (and ", 2 cancelled"): where the series' dates stand. */
export function seriesTally(series: Pick<SeriesAnswer, 'occurrences'>): string {
  let booked = 0;
  let skipped = 0;
  let cancelled = 0;
  for (const occurrence of series.occurrences) {
    if (occurrence.skipped === 'cancelled' || occurrence.status === 'Booking Cancelled') {
      cancelled += 1;
    } else if (occurrence.skipped !== null || occurrence.bookingId === null) skipped += 1;
    else booked += 1;
  }
  const tally = `${booked} booked, ${skipped} skipped`;
  return cancelled > 0 ? `${tally}, ${cancelled} cancelled` : tally;
}

/**
 * "Court 2, 8 PM - 10 PM": a booked date's court and hours when they differ from the series' (it
 * was moved alone), else null.
 */
export function datePlace(
  series: Pick<SeriesAnswer, 'selectedCourt' | 'selectedSlots'>,
  occurrence: Pick<SeriesOccurrence, 'selectedCourt' | 'selectedSlots'>,
): string | null {
  if (occurrence.selectedCourt === null || occurrence.selectedSlots.length === 0) return null;
  const hours = slotRanges(occurrence.selectedSlots).join(', ');
  const sameCourt = occurrence.selectedCourt === series.selectedCourt;
  if (sameCourt && hours === slotRanges(series.selectedSlots).join(', ')) return null;
  return `${occurrence.selectedCourt}, ${hours}`;
}
