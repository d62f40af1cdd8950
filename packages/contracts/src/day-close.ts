/**
 * Closing a business day (docs/till.md#day-close): the day's report (totals by what and by method,
 * refunds, member discounts, fees owed, the drawer's expected cash), what still blocks a close,
 * staff's blind count of the drawer by note, and the till's own movements (opening float, pay-ins,
 * pay-outs). The server answers these shapes and the day-close screen reads them.
 */
import { z } from 'zod';
import { dateSchema, wholeNumberSchema } from './input';
import {
  MOVEMENT_AMOUNT_MAX,
  MOVEMENT_KINDS,
  MOVEMENT_METHODS,
  type MovementMethod,
} from './ledger';
import { formatPrice } from './pricing';

/**
 * What the day took (docs/till.md#day-close): every line but the drawer's own (its opening float,
 * pay-ins and pay-outs are cash moved, not takings), net of refunds.
 */
export function dayTakings(report: {
  lines: readonly { section: DayCloseSection; total: number }[];
}): number {
  return report.lines
    .filter((line) => line.section !== 'drawer')
    .reduce((sum, line) => sum + line.total, 0);
}

/** The notes a drawer is counted by (PKR), largest first; coins are counted as one sum. */
export const DRAWER_NOTES = [5000, 1000, 500, 100, 50, 20, 10] as const;
export type DrawerNote = (typeof DRAWER_NOTES)[number];
export type DrawerNoteKey = `${DrawerNote}`;

/** How many of one note may be counted, and the coins' sum: far above any drawer. */
export const DRAWER_COUNT_LIMITS = { notes: 100_000, coins: 1_000_000 } as const;

/** The drawer as staff counted it: how many of each note, and the coins' sum in PKR. */
export interface DrawerCount {
  notes: Record<DrawerNoteKey, number>;
  coins: number;
}

/** The cash a count adds up to, in PKR. */
export function countedCash(count: DrawerCount): number {
  return (
    DRAWER_NOTES.reduce((sum, note) => sum + note * (count.notes[`${note}`] ?? 0), 0) + count.coins
  );
}

/** What the day's money is for: the report's lines, in the order it shows them. */
export const DAY_CLOSE_LINES = [
  'advances',
  'balances',
  'walk-ins',
  'series',
  'fees',
  'counter',
  'delivery',
  'pickup',
  'refunds',
  'opening-float',
  'pay-ins',
  'pay-outs',
  'other',
] as const;
export type DayCloseLine = (typeof DAY_CLOSE_LINES)[number];

/** The report's sections: each a sheet of the export and a block of the printed page. */
export const DAY_CLOSE_SECTIONS = ['courts', 'cafe', 'refunds', 'drawer', 'other'] as const;
export type DayCloseSection = (typeof DAY_CLOSE_SECTIONS)[number];

export const DAY_CLOSE_LINE_INFO: Record<
  DayCloseLine,
  { section: DayCloseSection; label: string }
> = {
  advances: { section: 'courts', label: 'Advances' },
  balances: { section: 'courts', label: 'Balances' },
  'walk-ins': { section: 'courts', label: 'Walk-ins' },
  series: { section: 'courts', label: 'Series' },
  fees: { section: 'courts', label: 'Fees paid' },
  counter: { section: 'cafe', label: 'Counter' },
  delivery: { section: 'cafe', label: 'Delivery' },
  pickup: { section: 'cafe', label: 'Pickup' },
  refunds: { section: 'refunds', label: 'Refunds' },
  'opening-float': { section: 'drawer', label: 'Opening float' },
  'pay-ins': { section: 'drawer', label: 'Pay-ins' },
  'pay-outs': { section: 'drawer', label: 'Pay-outs' },
  other: { section: 'other', label: 'Booking or order no longer on record' },
};

export const DAY_CLOSE_SECTION_WORDS: Record<DayCloseSection, string> = {
  courts: 'Courts',
  cafe: 'Café',
  refunds: 'Refunds',
  drawer: 'Drawer',
  other: 'Other',
};

/** What keeps a day from closing cleanly (docs/till.md#day-close). */
export const DAY_CLOSE_BLOCK_KINDS = ['balance-owed', 'order-open', 'hold-waiting'] as const;
export type DayCloseBlockKind = (typeof DAY_CLOSE_BLOCK_KINDS)[number];

export const DAY_CLOSE_BLOCK_WORDS: Record<DayCloseBlockKind, string> = {
  'balance-owed': 'Finished booking with a balance owed',
  'order-open': 'Café order not collected or not paid',
  'hold-waiting': 'Hold still waiting',
};

export const DAY_CLOSE_MESSAGES = {
  closed: (day: string) => `Business day ${day} is closed.`,
  alreadyClosed: (day: string) =>
    `Business day ${day} is already closed; its report no longer changes.`,
  notStarted: (day: string) => `Business day ${day} has not started yet.`,
  blocks: (count: number) =>
    `${count} ${count === 1 ? 'item is' : 'items are'} still open on this day: settle ${count === 1 ? 'it' : 'them'}, or acknowledge ${count === 1 ? 'it' : 'them'} to close anyway.`,
  /** Blind: it says neither the expected cash nor the difference (docs/till.md#day-close). */
  noteRequired: (tolerance: number) =>
    `The count differs from what the till expects by more than the ${formatPrice(tolerance)} allowed: count the drawer again, or say why in a note to close.`,
  bookingsAhead: (count: number) =>
    `${count} ${count === 1 ? 'booking of this day is' : 'bookings of this day are'} still to come. Close anyway?`,
  bookingsAheadInvalid: 'Closing with bookings still to come must be true or false.',
  /** Money recorded while its business day was closed, with the two days in words. */
  landedOn: (landedOn: string, closedDay: string) =>
    `Recorded on ${landedOn}: the close of ${closedDay} is done.`,
  /** The till's screen, when the business day now is in is closed already. */
  tillDayClosed: (day: string) =>
    `Business day ${day} is closed: money recorded now lands on the next open day.`,
  noteTooLong: 'The note can be at most 500 characters.',
  movementNoteRequired: 'Say why the money goes in or out of the drawer.',
  movementNoteTooShort: 'Say why in a few words (at least two), so the owner can follow it.',
  movementNoteTooLong: 'The reason can be at most 200 characters.',
  movementKindInvalid: 'Choose an opening float, a pay-in or a pay-out.',
  acknowledgeInvalid: 'Acknowledging the open items must be true or false.',
  sent: 'The report was sent to the owner.',
  /** What a blind line's cash says while the day is open, instead of a sum. */
  countedAtClose: 'counted at close',
} as const;

export const DAY_CLOSE_NOTE_MAX = 500;
export const TILL_MOVEMENT_NOTE_MAX = 200;
/** A till movement's reason is a few words: at least this many (docs/till.md#day-close). */
export const TILL_MOVEMENT_NOTE_MIN_WORDS = 2;
/** The most one pay-in, pay-out or float may be, in PKR. */
export const TILL_MOVEMENT_MAX = MOVEMENT_AMOUNT_MAX;

const isoDay = z.string();
const pkr = z.number().int();
const byMethodSchema = z.partialRecord(z.enum(MOVEMENT_METHODS), pkr);
export type AmountsByMethod = Partial<Record<MovementMethod, number>>;

export const dayCloseParamsSchema = z.object({ date: dateSchema('The business day') });

/** One line of the report: what the money was for, by method, its rows and their sum. */
export const dayCloseLineSchema = z.object({
  what: z.enum(DAY_CLOSE_LINES),
  section: z.enum(DAY_CLOSE_SECTIONS),
  label: z.string(),
  count: z.number().int(),
  byMethod: byMethodSchema,
  total: pkr,
  /** While the day is open: its cash is left out until the drawer is counted (the report is blind). */
  cashHidden: z.boolean().optional(),
});
export type DayCloseLineTotal = z.infer<typeof dayCloseLineSchema>;

/** One movement of the day, as the report lists it. */
export const dayCloseMovementSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  what: z.enum(DAY_CLOSE_LINES),
  kind: z.enum(MOVEMENT_KINDS),
  method: z.enum(MOVEMENT_METHODS),
  amount: pkr,
  bookingId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  note: z.string().nullable(),
  /**
   * A transfer's reference as the statement shows it (docs/payments.md#paid-online), or null;
   * absent from the reports of days closed before it was kept.
   */
  reference: z.string().nullable().optional(),
  reversal: z.boolean(),
});
export type DayCloseMovement = z.infer<typeof dayCloseMovementSchema>;

/** Something still open on the day, with the admin screen that settles it. */
export const dayCloseBlockSchema = z.object({
  kind: z.enum(DAY_CLOSE_BLOCK_KINDS),
  /** The booking's or the order's id. */
  id: z.number().int(),
  title: z.string(),
  detail: z.string(),
  /** What is owed, where money is. */
  amount: pkr.nullable(),
  /** The admin screen's path (`/booking-detail/7`, `/order-list`). */
  link: z.string(),
});
export type DayCloseBlock = z.infer<typeof dayCloseBlockSchema>;

/** A booking of the day still to come at the close (not cancelled, starting after now). */
export const bookingAheadSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** When it starts (ISO). */
  startsAt: z.string(),
  /** The booking's admin screen (`/booking-detail/7`). */
  link: z.string(),
});
export type BookingAhead = z.infer<typeof bookingAheadSchema>;

const countAndAmount = z.object({ count: z.number().int(), amount: pkr });

/** The drawer: opening float + cash in − cash out ± pay-ins and pay-outs = expected. */
export const dayCloseCashSchema = z.object({
  openingFloat: pkr,
  cashIn: pkr,
  /** Cash given back (refunds and undone payments), as a negative sum. */
  cashOut: pkr,
  payIns: pkr,
  /** As a negative sum. */
  payOuts: pkr,
  expected: pkr,
});
export type DayCloseCash = z.infer<typeof dayCloseCashSchema>;

/**
 * The day's report. While the day is open it is blind (`cash` null, no cash amounts, no cash
 * rows): the drawer is counted before anyone sees what it should hold.
 */
export const dayCloseReportSchema = z.object({
  businessDay: isoDay,
  /** The business day's first and last instants' bounds (venue time, ISO). */
  from: z.string(),
  to: z.string(),
  blind: z.boolean(),
  lines: z.array(dayCloseLineSchema),
  byMethod: byMethodSchema,
  total: pkr,
  movementCount: z.number().int(),
  movements: z.array(dayCloseMovementSchema),
  /** What members paid less than the venue's price, on bookings of the day. */
  memberDiscounts: countAndAmount,
  /** Fees recorded as owed on bookings of the day: owed, not money taken. */
  feesOwed: z.object({ noShow: countAndAmount, lateCancellation: countAndAmount }),
  cash: dayCloseCashSchema.nullable(),
  blocks: z.array(dayCloseBlockSchema),
});
export type DayCloseReport = z.infer<typeof dayCloseReportSchema>;

const noteCountSchema = (note: DrawerNote) =>
  wholeNumberSchema(`The number of ${note} notes`, 0, DRAWER_COUNT_LIMITS.notes).default(0);

/** The drawer's count, by note; a note left out is none. */
export const drawerCountSchema = z.object({
  notes: z
    .object({
      '5000': noteCountSchema(5000),
      '1000': noteCountSchema(1000),
      '500': noteCountSchema(500),
      '100': noteCountSchema(100),
      '50': noteCountSchema(50),
      '20': noteCountSchema(20),
      '10': noteCountSchema(10),
    })
    .default({ '5000': 0, '1000': 0, '500': 0, '100': 0, '50': 0, '20': 0, '10': 0 }),
  coins: wholeNumberSchema('The coins', 0, DRAWER_COUNT_LIMITS.coins).default(0),
});

/** A count of the drawer staff sent that did not close the day: who, when, what it came to. */
export const drawerRecountSchema = z.object({
  countedAt: z.string(),
  countedBy: z.string(),
  counts: drawerCountSchema,
  counted: pkr,
});
export type DrawerRecount = z.infer<typeof drawerRecountSchema>;

/** The close as it was done: who, when, the count and the difference with its note. */
export const dayCloseDrawerSchema = z.object({
  closedAt: z.string(),
  closedBy: z.string(),
  counts: drawerCountSchema,
  counted: pkr,
  expected: pkr,
  /** Counted − expected: negative is short. */
  difference: pkr,
  tolerance: pkr,
  note: z.string().nullable(),
  /** The open items staff acknowledged to close. */
  acknowledgedBlocks: z.number().int(),
  /** The day's bookings still to come that staff closed with. */
  bookingsAhead: z.number().int().default(0),
  /** Every earlier count of the day, oldest first: the kept one alone is set beside the expected. */
  recounts: z.array(drawerRecountSchema).default([]),
});
export type DayCloseDrawer = z.infer<typeof dayCloseDrawerSchema>;

/** GET /api/day-close/{date}: an open day (blind), or a closed one as it was closed. */
export const dayCloseAnswerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('open'),
    businessDay: isoDay,
    /** The Settings hour the business day starts at, and the tolerance of the count. */
    startHour: z.number().int(),
    drawerTolerance: pkr,
    report: dayCloseReportSchema,
  }),
  z.object({
    status: z.literal('closed'),
    businessDay: isoDay,
    startHour: z.number().int(),
    drawerTolerance: pkr,
    report: dayCloseReportSchema,
    drawer: dayCloseDrawerSchema,
  }),
]);
export type DayCloseAnswer = z.infer<typeof dayCloseAnswerSchema>;
export type ClosedDay = Extract<DayCloseAnswer, { status: 'closed' }>;

/** POST /api/day-close/{date}: the blind count, a note for a difference, and the acknowledgement. */
export const dayCloseRequestSchema = z.object({
  counts: drawerCountSchema,
  note: z
    .string({ error: DAY_CLOSE_MESSAGES.noteTooLong })
    .trim()
    .max(DAY_CLOSE_NOTE_MAX, DAY_CLOSE_MESSAGES.noteTooLong)
    .optional()
    .transform((note) => (note ? note : undefined)),
  acknowledgeBlocks: z.boolean({ error: DAY_CLOSE_MESSAGES.acknowledgeInvalid }).default(false),
  /** Staff know the day's bookings still to come, and close anyway. */
  closeWithBookingsAhead: z
    .boolean({ error: DAY_CLOSE_MESSAGES.bookingsAheadInvalid })
    .default(false),
});
export type DayCloseRequest = z.input<typeof dayCloseRequestSchema>;
export type DayCloseInput = z.output<typeof dayCloseRequestSchema>;

/**
 * 409 DRAWER_NOTE_REQUIRED: the count is off by more than the tolerance and says nothing. Blind:
 * neither the expected cash nor the difference, so a count cannot be fitted to it.
 */
export const drawerDifferenceErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  counted: pkr,
  tolerance: pkr,
});
export type DrawerDifferenceError = z.infer<typeof drawerDifferenceErrorSchema>;

/** 409 DAY_HAS_BLOCKS: what is still open, to settle or acknowledge. */
export const dayBlocksErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  blocks: z.array(dayCloseBlockSchema),
});

/** 409 BOOKINGS_AHEAD: bookings of the day still to come, to close with knowingly. */
export const dayBookingsAheadErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  bookings: z.array(bookingAheadSchema),
});

/**
 * Money recorded while its business day was closed already (docs/till.md#business-day): the
 * closed day, and the next open one it landed on.
 */
export const landedOnSchema = z.object({ businessDay: isoDay, closedDay: isoDay });
export type LandedOn = z.infer<typeof landedOnSchema>;

/** The till's own movements staff record: the opening float, pay-ins and pay-outs, in cash. */
export const TILL_MOVEMENT_KINDS = ['opening-float', 'pay-in', 'pay-out'] as const;
export type TillMovementKind = (typeof TILL_MOVEMENT_KINDS)[number];

/** POST /api/till/movements: money put into or taken out of the drawer, with the reason. */
export const tillMovementRequestSchema = z.object({
  kind: z.enum(TILL_MOVEMENT_KINDS, { error: DAY_CLOSE_MESSAGES.movementKindInvalid }),
  amount: wholeNumberSchema('The amount', 1, TILL_MOVEMENT_MAX),
  note: z
    .string({ error: DAY_CLOSE_MESSAGES.movementNoteRequired })
    .trim()
    .min(1, DAY_CLOSE_MESSAGES.movementNoteRequired)
    .max(TILL_MOVEMENT_NOTE_MAX, DAY_CLOSE_MESSAGES.movementNoteTooLong)
    .refine(
      (note) => note === '' || note.split(/\s+/).length >= TILL_MOVEMENT_NOTE_MIN_WORDS,
      DAY_CLOSE_MESSAGES.movementNoteTooShort,
    ),
});
export type TillMovementRequest = z.input<typeof tillMovementRequestSchema>;
export type TillMovementInput = z.output<typeof tillMovementRequestSchema>;

export const tillMovementSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The business day it landed on: the next open one when the day is closed. */
  businessDay: isoDay,
  kind: z.enum(TILL_MOVEMENT_KINDS),
  method: z.literal('cash'),
  amount: pkr,
  note: z.string(),
  /** Only when the business day now is in was closed already. */
  landedOn: landedOnSchema.optional(),
});
export type TillMovement = z.infer<typeof tillMovementSchema>;

/** One of a day's till movements, as the Till screen lists them, with who recorded it. */
export const tillDayMovementSchema = tillMovementSchema
  .omit({ landedOn: true })
  .extend({ recordedBy: z.string().nullable() });
export type TillDayMovement = z.infer<typeof tillDayMovementSchema>;

/** GET /api/till/movements: the business day now is in, whether it is closed, and its movements. */
export const tillDaySchema = z.object({
  businessDay: isoDay,
  closed: z.boolean(),
  movements: z.array(tillDayMovementSchema),
});
export type TillDay = z.infer<typeof tillDaySchema>;
