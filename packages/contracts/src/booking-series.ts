import { z } from 'zod';
import { bookingRequestFields, bookingRequestValue, checkBookingRequest } from './booking';
import { walkInDetailsProblems } from './booking-rules';
import { BOOKING_STATUSES, COURTS, MAX_ORDER_TOTAL, PADEL_MAX_GUESTS } from './constants';
import { checkDeskOnline, deskOnlineShape, deskOnlineValue } from './desk-payment';
import { dateSchema, idFieldSchema, wholeNumberSchema } from './input';
import { SLOT_LABELS, slotHour } from './slots';
import { addDays, DATE_BOUNDS, isIsoDate, weekdayOf } from './time';
import { WEEKDAY_NAMES } from './venue-rules';
import type { ErrorCode } from './error-codes';

/**
 * Booking series (see docs/bookings.md#series, ADR 037): a regular's padel game on the same court,
 * hours and weekday every N weeks, booked by staff at once. Each occurrence is a normal booking
 * linked to its series.
 */

export const SERIES_LIMITS = {
  /** The most occurrences one series (or one renewal) books. */
  maxOccurrences: 52,
  minEveryWeeks: 1,
  maxEveryWeeks: 4,
  /** How far a move may shift the weekday, in days, either way. */
  maxShiftDays: 6,
  /** How many days before its last date a series shows as ending soon and asks for renewal. */
  renewalNoticeDays: 14,
  /** The highest fixed price of one occurrence, PKR. */
  maxFixedPrice: MAX_ORDER_TOTAL,
} as const;

/** How a series is paid: each occurrence at the venue, or all of it now. */
export const SERIES_PAYMENTS = ['per-occurrence', 'up-front'] as const;
export type SeriesPayment = (typeof SERIES_PAYMENTS)[number];

/** The ways staff record an up-front payment. */
export const SERIES_UP_FRONT_PAYMENTS = ['PayViaCash', 'PayViaCard', 'PayViaOnline'] as const;
export type SeriesUpFrontPayment = (typeof SERIES_UP_FRONT_PAYMENTS)[number];

/** What create does with a date that cannot be booked: skip it, or end the series before it. */
export const SERIES_ON_CONFLICT = ['skip', 'stop'] as const;
export type SeriesOnConflict = (typeof SERIES_ON_CONFLICT)[number];

/** Why a date of a series cannot be booked. */
export const SERIES_CONFLICTS = ['taken', 'closed', 'outside-hours'] as const;
export type SeriesConflict = (typeof SERIES_CONFLICTS)[number];

/** Why a date of a series has no (live) booking: a conflict, or its booking was cancelled. */
export const SERIES_SKIPS = [...SERIES_CONFLICTS, 'cancelled'] as const;
export type SeriesSkip = (typeof SERIES_SKIPS)[number];

export const SERIES_STATUSES = ['active', 'ended', 'cancelled'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** Which occurrences a change applies to: the one named, it and the later ones, or every one. */
export const SERIES_SCOPES = ['one', 'following', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

export const SERIES_PAYMENT_LABELS: Record<SeriesPayment, string> = {
  'per-occurrence': 'Pay each game',
  'up-front': 'Paid up front',
};

export const SERIES_SCOPE_LABELS: Record<SeriesScope, string> = {
  one: 'This date only',
  following: 'This and the following dates',
  all: 'All dates',
};

/** The 409 code of a series that cannot be made or changed because of a conflicting date. */
export const SERIES_CONFLICT_CODE = 'SERIES_CONFLICT' satisfies ErrorCode;

export const SERIES_MESSAGES = {
  created: 'Series booked.',
  cancelled: 'Series updated: the bookings are cancelled.',
  moved: 'Series updated: the bookings are moved.',
  renewed: 'Series renewed.',
  endOrCount: 'Please give either the last date or the number of weeks, not both.',
  endOrCountRequired: 'Please give the last date or the number of weeks.',
  endBeforeStart: 'The last date must be on or after the first date.',
  tooMany: `A series can have at most ${SERIES_LIMITS.maxOccurrences} dates. Please choose an earlier last date.`,
  slotsNotConsecutive: 'The selected slots must follow one another.',
  /** A series (or its renewal) whose dates would run past the calendar's last date. */
  beyondLastDate: `A series can run to ${DATE_BOUNDS.last} at the latest. Please choose fewer weeks.`,
  /** A move whose shift of days would take a date outside the calendar. */
  shiftBeyondBounds: (date: string) =>
    `Moving would take ${date} outside the calendar (${DATE_BOUNDS.first} to ${DATE_BOUNDS.last}). Please choose a smaller shift.`,
  upFrontPaymentRequired:
    'Please choose how the series is paid: Paid cash, Paid card or Paid online.',
  notFound: 'Series not found.',
  notInSeries: 'This booking is not part of a series.',
  bookingNotInSeries: 'This booking is not part of this series.',
  notActive: 'This series is no longer active.',
  nothingToMove: 'Please choose a court, hours or a shift of days to move to.',
  nothingToChange: 'There are no upcoming bookings in this series to change.',
  noneBookable: 'None of the dates of this series can be booked.',
  /** The reason a series cancel keeps when staff give none. */
  defaultCancelReason: 'Cancelled by the venue',
  /** A cancelled booking is shown in its series as skipped "closed" when a closure covers it. */
  closedBy: (reason: string) => `Closed: ${reason}`,
  firstDateConflict: (message: string) => `The first date cannot be booked: ${message}`,
  conflict: (date: string, message: string) => `${date}: ${message}`,
  taken: (court: string, time: string) => `${court} is taken at ${time}`,
  closed: 'The venue is closed that day',
  outsideHours: 'Outside the venue’s opening hours',
  past: 'This date has already passed',
  /** The online booking form's 409 while a series' slot is kept for its regular. */
  keptForRegular:
    'Sorry, this slot is kept for a regular player until they decide whether to continue. Please choose another time.',
} as const;

/** Slot labels whose hours follow one another (already known to be slot labels). */
export function slotsAreConsecutive(slots: readonly string[]): boolean {
  const hours = slots.map((slot) => slotHour(slot) ?? -1).sort((a, b) => a - b);
  return hours.every((hour, index) => index === 0 || hour === hours[index - 1]! + 1);
}

/** Slot labels in the order of the day. */
export const sortSlots = (slots: readonly string[]): string[] =>
  [...slots].sort((a, b) => (slotHour(a) ?? 0) - (slotHour(b) ?? 0));

/**
 * The dates of a series: `startDate`, then every `everyWeeks` weeks up to `endDate` or `count`
 * dates. Stops one past the limit, so a caller can tell a series that is too long.
 */
export function seriesDates(
  startDate: string,
  everyWeeks: number,
  until: { endDate: string } | { count: number },
): string[] {
  const dates: string[] = [];
  const limit = SERIES_LIMITS.maxOccurrences + 1;
  for (let date = startDate; dates.length < limit; date = addDays(date, 7 * everyWeeks)) {
    if ('endDate' in until ? date > until.endDate : dates.length >= until.count) break;
    dates.push(date);
  }
  return dates;
}

/**
 * Whether every date a series generates is one the product takes (DATE_BOUNDS, docs/api.md#numbers-ids-and-dates):
 * its first and last dates are checked as inputs, but a count of weeks runs on past them.
 */
export const seriesDatesInBounds = (dates: readonly string[]): boolean => dates.every(isIsoDate);

const countSchema = wholeNumberSchema('The number of weeks', 1, SERIES_LIMITS.maxOccurrences, {
  tooLarge: `The number of weeks must be at most ${SERIES_LIMITS.maxOccurrences}.`,
});
const everyWeeksSchema = wholeNumberSchema(
  'Every how many weeks',
  SERIES_LIMITS.minEveryWeeks,
  SERIES_LIMITS.maxEveryWeeks,
);
const fixedPriceSchema = wholeNumberSchema('The fixed price', 0, SERIES_LIMITS.maxFixedPrice);

/**
 * A series request read as the walk-in of its first date, so it is checked and normalised by the
 * booking form's own rules: padel, no client price, and four players unless staff say otherwise.
 */
const asPadelBooking = <T extends { startDate?: string | null; numberOfGuests?: unknown }>(
  value: T,
) => ({
  ...value,
  bookingType: 'Padel',
  selectedDate: value.startDate,
  numberOfGuests: value.numberOfGuests ?? PADEL_MAX_GUESTS,
  unit_amount: null,
  amount: null,
});

/** Whether a series is paid up front by "Paid online": its method and reference are then needed. */
const paidUpFrontOnline = (value: {
  payment?: SeriesPayment | null;
  upFrontPayment?: string | null;
}) => value.payment === 'up-front' && value.upFrontPayment === 'PayViaOnline';

/**
 * POST /api/booking-series/preview and POST /api/booking-series (staff): the court, hours and
 * customer as a walk-in's (same checks and words, e-mail optional), the first date (its weekday is
 * the series'), and the last date or the number of dates.
 */
export const seriesRequestSchema = z
  .object({
    selectedCourt: bookingRequestFields.selectedCourt,
    selectedSlots: bookingRequestFields.selectedSlots,
    startDate: bookingRequestFields.selectedDate,
    endDate: dateSchema('The last date').optional().nullable(),
    count: countSchema.optional().nullable(),
    everyWeeks: everyWeeksSchema.optional().nullable(),
    customerName: bookingRequestFields.customerName,
    phoneNumber: bookingRequestFields.phoneNumber,
    email: bookingRequestFields.email,
    numberOfGuests: bookingRequestFields.numberOfGuests,
    customer_instruction: bookingRequestFields.customer_instruction,
    fixedPrice: fixedPriceSchema.optional().nullable(),
    payment: z
      .enum(SERIES_PAYMENTS, { error: 'Payment must be per-occurrence or up-front.' })
      .optional()
      .nullable(),
    upFrontPayment: z
      .enum(SERIES_UP_FRONT_PAYMENTS, { error: SERIES_MESSAGES.upFrontPaymentRequired })
      .optional()
      .nullable(),
    /**
     * Paid up front online: which way, and the statement's reference of the one transfer that
     * paid every date (docs/payments.md#paid-online).
     */
    ...deskOnlineShape,
    onConflict: z
      .enum(SERIES_ON_CONFLICT, { error: 'On conflict must be skip or stop.' })
      .optional()
      .nullable(),
  })
  .superRefine((value, ctx) => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const asBooking = asPadelBooking(value);
    let failed = false;
    // checkBookingRequest names the first date `selectedDate`: the series calls it `startDate`.
    const renamed = {
      ...ctx,
      addIssue: (issue: Parameters<typeof ctx.addIssue>[0]) => {
        failed = true;
        if (typeof issue !== 'string' && issue.path?.[0] === 'selectedDate') {
          issue = { ...issue, path: ['startDate'] };
        }
        ctx.addIssue(issue);
      },
    } as z.RefinementCtx;
    checkBookingRequest(asBooking, renamed, walkInDetailsProblems);
    if (failed) return;
    const slots = value.selectedSlots ?? [];
    if (!slotsAreConsecutive(slots))
      return fail('selectedSlots', SERIES_MESSAGES.slotsNotConsecutive);
    const hasEnd = value.endDate != null;
    const hasCount = value.count != null;
    if (hasEnd && hasCount) return fail('endDate', SERIES_MESSAGES.endOrCount);
    if (!hasEnd && !hasCount) return fail('endDate', SERIES_MESSAGES.endOrCountRequired);
    const start = value.startDate!.trim();
    // An out-of-range rhythm is refused by its own schema; no dates are worked out from it.
    if (!everyWeeksSchema.optional().nullable().safeParse(value.everyWeeks).success) return;
    if (hasEnd) {
      if (value.endDate! < start) return fail('endDate', SERIES_MESSAGES.endBeforeStart);
      const dates = seriesDates(start, value.everyWeeks ?? 1, { endDate: value.endDate! });
      if (dates.length > SERIES_LIMITS.maxOccurrences)
        return fail('endDate', SERIES_MESSAGES.tooMany);
    } else {
      const dates = seriesDates(start, value.everyWeeks ?? 1, { count: value.count! });
      if (!seriesDatesInBounds(dates)) return fail('count', SERIES_MESSAGES.beyondLastDate);
    }
    if (value.payment === 'up-front' && value.upFrontPayment == null) {
      return fail('upFrontPayment', SERIES_MESSAGES.upFrontPaymentRequired);
    }
    checkDeskOnline(paidUpFrontOnline(value), value, ctx);
  })
  .transform((value) => {
    const booking = bookingRequestValue(asPadelBooking(value));
    const payment = value.payment ?? 'per-occurrence';
    return {
      selectedCourt: booking.selectedCourt!,
      selectedSlots: sortSlots(booking.selectedSlots),
      startDate: booking.selectedDate,
      endDate: value.endDate ?? null,
      count: value.count ?? null,
      everyWeeks: value.everyWeeks ?? 1,
      customerName: booking.customerName,
      phoneNumber: booking.phoneNumber,
      email: booking.email,
      numberOfGuests: booking.numberOfGuests,
      customer_instruction: booking.customer_instruction,
      fixedPrice: value.fixedPrice ?? null,
      payment,
      upFrontPayment: payment === 'up-front' ? (value.upFrontPayment ?? null) : null,
      ...deskOnlineValue(paidUpFrontOnline(value), value),
      onConflict: value.onConflict ?? 'skip',
    };
  });
export type SeriesRequest = z.input<typeof seriesRequestSchema>;
export type SeriesInput = z.output<typeof seriesRequestSchema>;

/** The dates a checked request asks for (at most SERIES_LIMITS.maxOccurrences). */
export const requestedSeriesDates = (input: SeriesInput): string[] =>
  seriesDates(
    input.startDate,
    input.everyWeeks,
    input.endDate ? { endDate: input.endDate } : { count: input.count ?? 1 },
  ).slice(0, SERIES_LIMITS.maxOccurrences);

const courtSchema = z.enum(COURTS);
const slotsSchema = z.array(z.string());

export const seriesPreviewOccurrenceSchema = z.object({
  date: z.string(),
  selectedSlots: slotsSchema,
  amount: z.number(),
  conflict: z.enum(SERIES_CONFLICTS).nullable(),
  message: z.string().nullable(),
});
export type SeriesPreviewOccurrence = z.infer<typeof seriesPreviewOccurrenceSchema>;

/** POST /api/booking-series/preview: what create would book; nothing is written. */
export const seriesPreviewSchema = z.object({
  occurrences: z.array(seriesPreviewOccurrenceSchema),
  bookable: z.number().int(),
  conflicts: z.number().int(),
  /** The sum of the amounts of the bookable dates, PKR. */
  total: z.number(),
});
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;

export const seriesOccurrenceSchema = z.object({
  date: z.string(),
  bookingId: z.number().int().nullable(),
  status: z.enum(BOOKING_STATUSES).nullable(),
  amount: z.number(),
  skipped: z.enum(SERIES_SKIPS).nullable(),
  message: z.string().nullable(),
  /** The date's booking's court and hours (a date moved alone differs from the series'). */
  selectedCourt: z.enum(COURTS).nullable(),
  /** Empty for a date with no booking. */
  selectedSlots: z.array(z.string()),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;

const seriesFields = {
  id: z.number().int(),
  selectedCourt: courtSchema,
  selectedSlots: slotsSchema,
  /** 0 Sunday ... 6 Saturday. */
  weekday: z.number().int(),
  everyWeeks: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  customerName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  numberOfGuests: z.number().int(),
  fixedPrice: z.number().nullable(),
  payment: z.enum(SERIES_PAYMENTS),
  /** How a series paid up front was paid (its renewal asks the same); null paid per game. */
  upFrontPayment: z.enum(SERIES_UP_FRONT_PAYMENTS).nullable(),
  status: z.enum(SERIES_STATUSES),
  /** Until when the slot after the last date is kept for the customer (first refusal). */
  renewBy: z.string().nullable(),
};

/** A series with its dates: GET /api/booking-series/{id} and the answer of every change. */
export const seriesAnswerSchema = z.object({
  ...seriesFields,
  occurrences: z.array(seriesOccurrenceSchema),
});
export type SeriesAnswer = z.infer<typeof seriesAnswerSchema>;

/** One row of GET /api/booking-series. */
export const seriesSummarySchema = z.object({
  ...seriesFields,
  /** The next date with a live booking, or null. */
  nextDate: z.string().nullable(),
  /** The last date is within SERIES_LIMITS.renewalNoticeDays: time to ask about renewal. */
  renewalDue: z.boolean(),
});
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;
export const seriesListSchema = z.array(seriesSummarySchema);
export type SeriesList = z.infer<typeof seriesListSchema>;

/** GET /api/booking-series?status=: all series when left out. */
export const seriesListQuerySchema = z.object({
  status: z
    .enum(SERIES_STATUSES, { error: 'Status must be active, ended or cancelled.' })
    .optional(),
});

const scopeSchema = z.enum(SERIES_SCOPES, { error: 'Scope must be one, following or all.' });

/** POST /api/booking-series/{id}/cancel. */
export const seriesCancelRequestSchema = z.object({
  bookingId: idFieldSchema('The booking id'),
  scope: scopeSchema,
  reason: z
    .string({ error: 'The reason must be text.' })
    .max(1000, 'The reason must be at most 1000 characters.')
    .optional()
    .nullable()
    .transform((reason) => reason?.trim() || null),
});
export type SeriesCancelRequest = z.input<typeof seriesCancelRequestSchema>;
export type SeriesCancelInput = z.output<typeof seriesCancelRequestSchema>;

/** POST /api/booking-series/{id}/move: a new court, new hours and/or a shift of days. */
export const seriesMoveRequestSchema = z
  .object({
    bookingId: idFieldSchema('The booking id'),
    scope: scopeSchema,
    selectedCourt: z.enum(COURTS, { error: 'Please select a court before proceeding.' }).optional(),
    selectedSlots: z.array(z.string().max(40)).max(48).optional(),
    shiftDays: wholeNumberSchema(
      'The shift of days',
      -SERIES_LIMITS.maxShiftDays,
      SERIES_LIMITS.maxShiftDays,
    ).optional(),
  })
  .superRefine((value, ctx) => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const slots = value.selectedSlots;
    if (slots !== undefined) {
      if (slots.length === 0)
        return fail('selectedSlots', 'Please select at least one slot before proceeding.');
      if (slots.some((slot) => !SLOT_LABELS.includes(slot))) {
        return fail('selectedSlots', 'One of the selected slots is not a booking slot.');
      }
      if (new Set(slots).size !== slots.length)
        return fail('selectedSlots', 'A slot was selected twice.');
      if (!slotsAreConsecutive(slots))
        return fail('selectedSlots', SERIES_MESSAGES.slotsNotConsecutive);
    }
    if (value.selectedCourt === undefined && slots === undefined && !value.shiftDays) {
      fail('selectedCourt', SERIES_MESSAGES.nothingToMove);
    }
  })
  .transform((value) => ({
    ...value,
    selectedSlots: value.selectedSlots && sortSlots(value.selectedSlots),
    shiftDays: value.shiftDays ?? 0,
  }));
export type SeriesMoveRequest = z.input<typeof seriesMoveRequestSchema>;
export type SeriesMoveInput = z.output<typeof seriesMoveRequestSchema>;

/** POST /api/booking-series/{id}/renew: more dates after the last one. */
export const seriesRenewRequestSchema = z
  .object({
    count: countSchema.optional().nullable(),
    endDate: dateSchema('The last date').optional().nullable(),
    /**
     * A series paid up front online: how the new dates were paid, and the reference; the server
     * checks them against the series (docs/payments.md#paid-online).
     */
    ...deskOnlineShape,
  })
  .superRefine((value, ctx) => {
    if (value.count != null && value.endDate != null) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: SERIES_MESSAGES.endOrCount });
    } else if (value.count == null && value.endDate == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: SERIES_MESSAGES.endOrCountRequired,
      });
    }
  });
export type SeriesRenewRequest = z.input<typeof seriesRenewRequestSchema>;
export type SeriesRenewInput = z.output<typeof seriesRenewRequestSchema>;

/** GET /api/my-booking/{token}/series: the customer's series, reached by one of its bookings. */
export const customerSeriesSchema = z.object({
  seriesId: z.number().int(),
  selectedCourt: courtSchema,
  selectedSlots: slotsSchema,
  everyWeeks: z.number().int(),
  upcoming: z.array(
    z.object({
      date: z.string(),
      status: z.enum(BOOKING_STATUSES),
      /** The occurrence's own link token (its page and cancel call). */
      token: z.string(),
      canCancel: z.boolean(),
    }),
  ),
});
export type CustomerSeries = z.infer<typeof customerSeriesSchema>;

/** The weekday of a series starting on `startDate`. */
export const seriesWeekday = (startDate: string) => weekdayOf(startDate);

/** "Every Tuesday", "Every 2 weeks on Tuesday" (`weekday` 0 is Sunday): how screens name a series. */
export function repeatsWords(everyWeeks: number, weekday: number): string {
  const day = WEEKDAY_NAMES[weekday] ?? '';
  return everyWeeks === 1 ? `Every ${day}` : `Every ${everyWeeks} weeks on ${day}`;
}
