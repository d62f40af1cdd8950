import {
  addDays,
  countedCash,
  DAY_CLOSE_MESSAGES,
  dayCloseAnswerSchema,
  venueInstant,
  type ClosedDay,
  type DayCloseAnswer,
  type DayCloseInput,
  type DayCloseReport,
  type VenueSettings,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { takeDayForClose } from '../ledger/ledger.repo';
import type { Till } from '../ledger/till.service';
import type { Notifier } from '../notifications/notifier.service';
import type { VenueSettingsStore } from '../settings/venue-settings.service';
import {
  bookingsOfBusinessDay,
  dayMovements,
  drawerCountsOf,
  findDayClose,
  insertDayClose,
  insertDrawerCount,
  ownerEmails,
  staffName,
} from './day-close.repo';
import {
  bookingBlocks,
  bookingsAhead,
  feesOwed,
  memberDiscounts,
  orderBlocks,
} from './day-close.rules';
import { blindReport, buildReport, recountOf } from './day-close.view';

/** What closing a day works with (docs/till.md#day-close). */
export interface DayCloseDeps {
  db: Database;
  till: Till;
  notifier: Notifier;
  settings: VenueSettingsStore;
  timeZone: string;
  now: () => Date;
}

/** The report of business day `day` as the rows in `db` stand, with the drawer's cash. */
export async function reportOf(
  db: Database,
  deps: Pick<DayCloseDeps, 'timeZone' | 'now'>,
  day: string,
  settings: VenueSettings,
): Promise<DayCloseReport> {
  const startHour = settings.businessDayStartHour;
  const nextDay = addDays(day, 1);
  const from = venueInstant(day, startHour, deps.timeZone);
  const to = venueInstant(nextDay, startHour, deps.timeZone);
  // One after the other: inside the close's transaction they share one connection.
  const rows = await dayMovements(db, day);
  const bookings = await bookingsOfBusinessDay(db, day, nextDay, startHour);
  const orders = await orderBlocks(db, from, to);
  return buildReport({
    businessDay: day,
    from,
    to,
    rows,
    memberDiscounts: await memberDiscounts(db, bookings, settings.prices),
    feesOwed: feesOwed(bookings),
    blocks: [...bookingBlocks(bookings, { timeZone: deps.timeZone, now: deps.now() }), ...orders],
  });
}

/** The business day now is in: the latest a close or a report may be asked for. */
export const currentBusinessDay = (deps: Pick<DayCloseDeps, 'db' | 'till' | 'now'>) =>
  deps.till.businessDayAt(deps.db, deps.now());

async function refuseNotStarted(deps: DayCloseDeps, day: string) {
  if (day > (await currentBusinessDay(deps))) {
    throw new BadRequestError(DAY_CLOSE_MESSAGES.notStarted(day), 'DAY_NOT_STARTED');
  }
}

/**
 * GET /api/day-close/{date}: a closed day's report exactly as it was closed, or an open day's,
 * blind (docs/till.md#day-close).
 */
export async function dayCloseAnswer(deps: DayCloseDeps, day: string): Promise<DayCloseAnswer> {
  const closed = await findDayClose(deps.db, day);
  // Stored at the close and never changed (a trigger refuses it): served as it was.
  if (closed) return dayCloseAnswerSchema.parse(closed.report);
  await refuseNotStarted(deps, day);
  const settings = await deps.settings.current();
  return {
    status: 'open',
    businessDay: day,
    startHour: settings.businessDayStartHour,
    drawerTolerance: settings.drawerTolerance,
    report: blindReport(await reportOf(deps.db, deps, day, settings)),
  };
}

/**
 * POST /api/day-close/{date}: closes the day with staff's blind count (docs/till.md#day-close).
 * The close takes the day exclusively, so no movement is written for it while it counts, and
 * every one after lands on the next open day; of two closes at once one closes, the other is
 * told the day is closed. Open items need acknowledging, bookings still to come a word that staff
 * know, and a difference over the tolerance a note; each refusal says what is needed. Every count
 * weighed is kept, the refused ones too, and the closed report lists the earlier ones.
 */
export async function closeDay(
  deps: DayCloseDeps,
  adminId: number,
  day: string,
  input: DayCloseInput,
): Promise<ClosedDay> {
  await refuseNotStarted(deps, day);
  const outcome = await deps.db.transaction(async (tx) => {
    await takeDayForClose(tx, day);
    if (await findDayClose(tx, day)) {
      throw new ConflictError(DAY_CLOSE_MESSAGES.alreadyClosed(day), 'DAY_CLOSED');
    }
    const settings = await deps.settings.inTransaction(tx);
    const report = await reportOf(tx, deps, day, settings);
    if (report.blocks.length > 0 && !input.acknowledgeBlocks) {
      throw new ConflictError(DAY_CLOSE_MESSAGES.blocks(report.blocks.length), 'DAY_HAS_BLOCKS', {
        blocks: report.blocks,
      });
    }
    const ahead = await aheadOf(tx, deps, day, settings.businessDayStartHour);
    if (ahead.length > 0 && !input.closeWithBookingsAhead) {
      throw new ConflictError(DAY_CLOSE_MESSAGES.bookingsAhead(ahead.length), 'BOOKINGS_AHEAD', {
        bookings: ahead,
      });
    }
    const closedAt = deps.now();
    const closedBy = await staffName(tx, adminId);
    const counted = countedCash(input.counts);
    const earlier = await drawerCountsOf(tx, day);
    await insertDrawerCount(tx, {
      businessDay: day,
      countedAt: closedAt,
      countedBy: adminId,
      countedByName: closedBy,
      counts: input.counts,
      countedCash: counted,
    });
    const expected = report.cash!.expected;
    const difference = counted - expected;
    const tolerance = settings.drawerTolerance;
    if (Math.abs(difference) > tolerance && !input.note) {
      // Blind: the refusal says neither the expected cash nor the difference. Kept, not thrown,
      // so the count it refuses is kept with it.
      const refusal = new ConflictError(
        DAY_CLOSE_MESSAGES.noteRequired(tolerance),
        'DRAWER_NOTE_REQUIRED',
        { counted, tolerance },
      );
      return { refusal };
    }
    const closed: ClosedDay = {
      status: 'closed',
      businessDay: day,
      startHour: settings.businessDayStartHour,
      drawerTolerance: tolerance,
      report,
      drawer: {
        closedAt: closedAt.toISOString(),
        closedBy,
        counts: input.counts,
        counted,
        expected,
        difference,
        tolerance,
        note: input.note ?? null,
        acknowledgedBlocks: report.blocks.length,
        bookingsAhead: ahead.length,
        recounts: earlier.map(recountOf),
      },
    };
    const inserted = await insertDayClose(tx, {
      businessDay: day,
      closedAt,
      closedBy: adminId,
      counts: input.counts,
      countedCash: counted,
      expectedCash: expected,
      note: input.note ?? null,
      report: closed,
    });
    if (!inserted) throw new ConflictError(DAY_CLOSE_MESSAGES.alreadyClosed(day), 'DAY_CLOSED');
    await deps.notifier.dayClosed(tx, closed, await ownerEmails(tx));
    return { closed };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.closed;
}

/** The bookings of business day `day` still to come now. */
async function aheadOf(tx: Database, deps: DayCloseDeps, day: string, startHour: number) {
  const rows = await bookingsOfBusinessDay(tx, day, addDays(day, 1), startHour);
  return bookingsAhead(rows, { timeZone: deps.timeZone, now: deps.now() });
}
